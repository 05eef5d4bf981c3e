// The check behind "one way to the database" (scripts/check-db-access.ts): it finds what it must,
// leaves alone what it may, and the server's code passes it.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDbAccess, findOffences } from '../../../../scripts/check-db-access';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const lines = (file: string, source: string) => findOffences(file, source).map((o) => o.line);

describe('check-db-access', () => {
  it('names the file and line of a checked-out connection and of transaction statements', () => {
    const source = [
      'export async function pay(pool: pg.Pool) {',
      '  const client = await pool.connect();',
      "  await client.query('BEGIN');",
      '  await client.query("commit");',
      '  await db.execute(sql`ROLLBACK`);',
      "  await client.query('SAVEPOINT a');",
      "  await client.query('UPDATE t SET x = 1; COMMIT');",
      "  await client.query('START TRANSACTION ISOLATION LEVEL SERIALIZABLE');",
      '}',
    ].join('\n');
    const offences = findOffences('features/economy/economy.service.ts', source);
    expect(offences.map((o) => o.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(offences[0]).toMatchObject({ file: 'features/economy/economy.service.ts', line: 2 });
    expect(offences[0]!.why).toContain('transaction()');
  });

  it('lets platform/db, platform/jobs and test files open connections and transactions', () => {
    const source = "const client = await pool.connect();\nawait client.query('BEGIN');";
    expect(lines('platform/db/transaction.ts', source)).toEqual([]);
    expect(lines('platform/jobs/job-queue.ts', source)).toEqual([]);
    expect(lines('demo/seed.test.ts', source)).toEqual([]);
    expect(lines('platform/list-query/list-export.ts', source)).toEqual([1, 2]);
  });

  it('does not take words for statements', () => {
    const source = [
      "if (action === 'end') return;",
      "const label = 'Committee';",
      '// begin the export once the first rows are read',
      "await transaction(db, async (tx) => tx.query('SELECT 1'));",
    ].join('\n');
    expect(lines('features/boards/boards.service.ts', source)).toEqual([]);
  });

  it('finds nothing in the server', () => {
    expect(checkDbAccess(path.join(repo, 'apps/server/src'))).toEqual([]);
  });

  it('fails the command, naming file and line, on a tree that opens its own transaction', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fedra-db-access-'));
    try {
      await mkdir(path.join(root, 'features/payments'), { recursive: true });
      await mkdir(path.join(root, 'platform/db'), { recursive: true });
      const bad = "const client = await deps.pool.connect();\nawait client.query('BEGIN');\n";
      await writeFile(path.join(root, 'features/payments/payments.service.ts'), `// Pays.\n${bad}`);
      await writeFile(path.join(root, 'platform/db/transaction.ts'), bad);
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-db-access.ts', root], {
        cwd: repo,
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('features/payments/payments.service.ts:2: checks out a connection');
      expect(run.stderr).toContain('features/payments/payments.service.ts:3: writes a transaction statement');
      expect(run.stderr).not.toContain('platform/db/transaction.ts');
      const clean = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-db-access.ts'], { cwd: repo });
      expect(clean.status).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
