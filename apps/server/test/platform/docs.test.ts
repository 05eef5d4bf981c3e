// The documentation that states facts the code decides: the permission matrix in
// docs/access.md, and the settings in docs/configuration.md; and the index of docs/decisions/.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/platform/config/config';
import { useTestServer } from '../test-server';

const server = useTestServer();
const COLUMNS = [
  'Administrator',
  'AdminExpertCommission',
  'AdminExpertCommissionReadOnly',
  'AdminUnionCommision',
  'FedUnitManager',
  'ClubManager',
  'ClubManagerReadOnly',
  'PersonalMember',
];

describe('docs/access.md', () => {
  it('shows exactly the seeded permission matrix', async () => {
    const doc = readFileSync('docs/access.md', 'utf8');
    const table = doc.split('<!-- matrix:start -->')[1]!.split('<!-- matrix:end -->')[0]!;
    const documented = new Set<string>();
    for (const line of table.trim().split('\n').slice(2)) {
      const [permission, ...cells] = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      cells.forEach((cell, i) => {
        if (cell === '✓') documented.add(`${COLUMNS[i]} ${permission}`);
      });
    }
    const { rows } = await server.db.pool.query(
      `SELECT t.code || ' ' || p.permission AS entry FROM user_role_type_permissions p JOIN user_role_types t ON t.id = p.role_type_id`,
    );
    expect([...documented].sort()).toEqual(rows.map((r) => r.entry as string).sort());
  });
});

describe('docs/configuration.md', () => {
  it('lists every setting the server reads', () => {
    const doc = readFileSync('docs/configuration.md', 'utf8');
    for (const name of [...SETTING_NAMES, 'FEDRA_CONFIG']) expect(doc, name).toContain(`\`${name}\``);
  });
});

describe('docs/decisions.md', () => {
  it('links every topic file of docs/decisions/, and only files that exist', () => {
    const index = readFileSync('docs/decisions.md', 'utf8');
    const linked = [...index.matchAll(/\]\(decisions\/([^)]+\.md)\)/g)].map((m) => m[1]);
    const files = readdirSync('docs/decisions').filter((f) => f.endsWith('.md'));
    expect([...linked].sort()).toEqual([...files].sort());
  });
});
