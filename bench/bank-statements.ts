// The bank-statement measurement of `npm run bench` (issue 31: "a statement of 50,000 lines
// matched in under 30 s"): 50,000 invoiced orders (each paying a member's role where the data has
// one) are generated in the bench database, a camt.053 statement paying them is uploaded and
// imported through the API (80 % exact payments, the rest partial, over or unknown), and the time
// from the upload to the answer is reported. Everything the run added is removed afterwards.
// Also runs alone: `node --import tsx bench/bank-statements.ts [--quick] [--lines N]`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { freePort, repoRoot } from '../scripts/lib/server-process';
import { prepareBenchDatabase } from './database';
import { DEFAULT_SIZES, QUICK_SIZES } from './generate';
import { type BenchServer, sampleMemory, startBenchServer } from './server';

export const BANK_STATEMENTS_ID = 'bank-statements';
/** The target for a statement of 50,000 lines. */
export const BANK_STATEMENT_TARGET_MS = 30_000;
export const BANK_STATEMENT_LINES = 50_000;

export interface BankStatementBenchResult {
  lines: number;
  bytes: number;
  uploadMs: number;
  /** The create call: read, store, match, book and settle, in one transaction. */
  importMs: number;
  endToEndMs: number;
  counts: Record<string, number>;
  matchedCount: number;
  rolesPaid: number;
  peakRssMiB: number;
}

const ORIGIN = 'bench-bank-statements';
/** Variable symbols of the generated invoices: 9 and nine digits, never an invoice number (year first). */
const vsOf = (n: number) => `9${String(n).padStart(9, '0')}`;
const amountOf = (n: number) => 50_000 + (n % 97) * 1_250;

async function api(baseUrl: string, token: string, method: string, p: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Removes what an earlier run left (also one that crashed half way). */
export async function cleanUp(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`
      DELETE FROM invoice_payments p USING invoices i, orders o
       WHERE p.invoice_id = i.id AND i.order_id = o.id AND o.origin = '${ORIGIN}'`);
    await client.query(`
      DELETE FROM bank_statements s WHERE s.file_name LIKE 'bench-statement-%'`);
    // The audit log is append-only: the run's "role paid" entries stay (40,000 of them a run).
    const { rows } = await client.query(`SELECT to_regclass('bench_bank_roles') IS NOT NULL AS saved`);
    if (rows[0].saved) {
      await client.query(`
        UPDATE person_roles r SET paid_state_id = b.paid_state_id FROM bench_bank_roles b WHERE b.id = r.id`);
      await client.query('DROP TABLE bench_bank_roles');
    }
    await client.query(`DELETE FROM invoices i USING orders o WHERE i.order_id = o.id AND o.origin = '${ORIGIN}'`);
    await client.query(`DELETE FROM orders WHERE origin = '${ORIGIN}'`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/** `count` invoiced orders, one person item each (paying a role where there is one), set-based. */
export async function generateInvoices(pool: pg.Pool, count: number, today: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `CREATE TABLE bench_bank_roles AS
         SELECT r.id, r.paid_state_id, r.club_id, r.person_id, row_number() OVER (ORDER BY r.id) AS n
           FROM person_roles r WHERE r.club_id IS NOT NULL ORDER BY r.id LIMIT $1`,
      [count],
    );
    await client.query(
      `WITH g AS (
         SELECT s.k AS n, b.id AS role_id, b.person_id,
                coalesce(b.club_id, (SELECT min(id) FROM clubs)) AS club_id
           FROM generate_series(1, $1::int) AS s(k) LEFT JOIN bench_bank_roles b ON b.n = s.k)
       INSERT INTO orders (club_id, status_id, total, confirmed_date, origin, note)
       SELECT club_id, 3, 50000 + (n % 97) * 1250, now(), '${ORIGIN}', n::text FROM g`,
      [count],
    );
    await client.query(
      `INSERT INTO order_items (order_id, category_id, kind, name, person_id, person_role_id, unit_amount, quantity, vat_rate, amount)
       SELECT o.id, 2, CASE WHEN b.id IS NULL THEN 'club' ELSE 'person' END, 'Licence (bench)', b.person_id, b.id,
              o.total, 1, 0, o.total
         FROM orders o LEFT JOIN bench_bank_roles b ON b.n = o.note::int
        WHERE o.origin = '${ORIGIN}'`,
    );
    await client.query(
      `INSERT INTO invoices (order_id, club_id, type_id, number, variable_symbol, issue_date, due_date, amount,
                             payment_status_id, supplier, customer)
       SELECT o.id, o.club_id, 1, 'BENCH' || lpad(o.note, 9, '0'), '9' || lpad(o.note, 9, '0'), $1::date,
              $1::date + 14, o.total, 1, '{}'::jsonb, '{}'::jsonb
         FROM orders o WHERE o.origin = '${ORIGIN}'`,
      [today],
    );
    await client.query('UPDATE person_roles r SET paid_state_id = 1 FROM bench_bank_roles b WHERE b.id = r.id');
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/** A camt.053 of `count` incoming payments (and a few outgoing ones), one per generated invoice. */
export function benchCamt053(count: number, runTag: string, day: string): Buffer {
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH-${runTag}</MsgId><CreDtTm>${day}T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH/${runTag}</Id><FrToDt><FrDtTm>${day}T00:00:00+01:00</FrDtTm><ToDtTm>${day}T23:59:59+01:00</ToDtTm></FrToDt>
<Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id><Ccy>CZK</Ccy></Acct>`,
  ];
  for (let n = 1; n <= count; n++) {
    const kind = n % 20;
    // 16 of 20 exact, then one partial, one over, two with a symbol no invoice has.
    const amount = amountOf(n) + (kind === 16 ? -100 : kind === 17 ? 100 : 0);
    const vs = kind >= 18 ? `8${String(n).padStart(9, '0')}` : vsOf(n);
    const koruny = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
    parts.push(
      `<Ntry><Amt Ccy="CZK">${koruny}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${day}</Dt></BookgDt>` +
        `<AcctSvcrRef>${runTag}-${n}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>VS:${vs}/SS:/KS:0308</EndToEndId></Refs>` +
        `<RltdPties><Dbtr><Nm>Tělocvičná jednota ${n}</Nm></Dbtr><DbtrAcct><Id><Othr><Id>${100000 + n}/0800</Id></Othr></Id></DbtrAcct></RltdPties>` +
        `<RmtInf><Ustrd>Licence 2027 č. ${n}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`,
    );
    if (n % 50 === 0) {
      parts.push(
        `<Ntry><Amt Ccy="CZK">1200.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${day}</Dt></BookgDt></Ntry>\n`,
      );
    }
  }
  parts.push('</Stmt></BkToCstmrStmt></Document>\n');
  return Buffer.from(parts.join(''), 'utf8');
}

export async function measureBankStatements(
  server: BenchServer,
  pool: pg.Pool,
  token: string,
  lineCount: number,
  log: (m: string) => void,
): Promise<BankStatementBenchResult> {
  const today = new Date().toISOString().slice(0, 10);
  await cleanUp(pool);
  const genStarted = performance.now();
  await generateInvoices(pool, lineCount, today);
  log(`bank statements: ${lineCount} invoices generated in ${Math.round(performance.now() - genStarted)} ms`);
  try {
    const runTag = Date.now().toString(36);
    const bytes = benchCamt053(lineCount, runTag, today);

    const started = performance.now();
    const asked = await api(server.baseUrl, token, 'POST', '/api/admin-zone/files/upload-url', {
      name: `bench-statement-${runTag}.xml`,
      contentType: 'application/xml',
      size: bytes.length,
      purpose: 'bank-statement',
    });
    const { uploadUrl, fileUrl, headers } = asked.data as {
      uploadUrl: string;
      fileUrl: string;
      headers: Record<string, string>;
    };
    const put = await fetch(new URL(uploadUrl, server.baseUrl), {
      method: 'PUT',
      headers,
      body: new Uint8Array(bytes),
    });
    if (put.status >= 300) throw new Error(`upload: ${put.status} ${await put.text()}`);
    const uploadMs = performance.now() - started;

    const memory = sampleMemory(server);
    const createdAt = performance.now();
    const created = await api(server.baseUrl, token, 'POST', '/api/admin-zone/bank-statements', { file: fileUrl });
    const importMs = performance.now() - createdAt;
    const peakRssMiB = memory.stop();
    const data = created.data as { counts: Record<string, number>; matchedCount: number; lineCount: number };
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM person_roles r JOIN bench_bank_roles b ON b.id = r.id WHERE r.paid_state_id = 2`,
    );
    log(
      `bank statements: ${data.lineCount} lines (${Math.round(bytes.length / 1024 / 1024)} MiB) imported and matched in ` +
        `${Math.round(importMs)} ms (+ upload ${Math.round(uploadMs)} ms); ${data.matchedCount} paid, roles paid ${rows[0].n}`,
    );
    return {
      lines: data.lineCount,
      bytes: bytes.length,
      uploadMs,
      importMs,
      endToEndMs: uploadMs + importMs,
      counts: data.counts,
      matchedCount: data.matchedCount,
      rolesPaid: rows[0].n,
      peakRssMiB,
    };
  } finally {
    // The bench data are reused by later runs: the invoices, payments and roles' states go back.
    await cleanUp(pool);
  }
}

/** The report's section, with the target met or missed. */
export function renderBankStatementSection(r: BankStatementBenchResult, judge: boolean): string {
  const mark = (ok: boolean) => (judge ? (ok ? 'met' : '**missed**') : 'not judged (quick)');
  const c = r.counts;
  return [
    '## Bank statement matching',
    '',
    `A camt.053 statement of ${r.lines} incoming payments (${(r.bytes / 1024 / 1024).toFixed(1)} MiB) against as many invoices:`,
    `${c.matched} exact (booked, their orders settled, ${r.rolesPaid} roles paid), ${c.partial} partial, ${c.over} over, ${c.unmatched} unmatched.`,
    '',
    '| step | ms |',
    '| --- | ---: |',
    `| upload | ${Math.round(r.uploadMs)} |`,
    `| import: read, store, match, book, settle (one transaction) | ${Math.round(r.importMs)} |`,
    `| end to end | ${Math.round(r.endToEndMs)} |`,
    '',
    `Target: ${BANK_STATEMENT_LINES.toLocaleString('en')} lines in under ${BANK_STATEMENT_TARGET_MS / 1000} s: ` +
      `${mark(r.lines >= BANK_STATEMENT_LINES && r.endToEndMs < BANK_STATEMENT_TARGET_MS)}. Server peak RSS during the import ${Math.round(r.peakRssMiB)} MiB.`,
    '',
  ].join('\n');
}

/**
 * Alone on the million-person data: only when `fedra_bench` is there with the default sizes (never
 * regenerated from here: another run may be generating it).
 */
async function requireGeneratedBench() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const url = new URL(serverUrl);
  url.pathname = '/fedra_bench';
  const { default: pgModule } = await import('pg');
  const { readGeneratedSizes } = await import('./generate');
  const pool = new pgModule.Pool({ connectionString: url.toString(), max: 1 });
  try {
    const sizes = await readGeneratedSizes(pool).catch(() => null);
    const same =
      sizes &&
      (Object.keys(DEFAULT_SIZES) as (keyof typeof DEFAULT_SIZES)[]).every((k) => sizes[k] === DEFAULT_SIZES[k]);
    if (!same)
      throw new Error('fedra_bench is missing or not fully generated; run `npm run bench` first (or use --quick)');
  } finally {
    await pool.end();
  }
}

/** Alone: the bench database (quick: a small one of its own), the server, the measurement. */
async function main() {
  const { values } = parseArgs({
    options: { quick: { type: 'boolean', default: false }, lines: { type: 'string' } },
  });
  const quick = values.quick ?? false;
  const lines = values.lines ? Number(values.lines) : BANK_STATEMENT_LINES;
  const log = (m: string) => console.log(`bench: ${m}`);
  if (!quick) await requireGeneratedBench();
  const database = await prepareBenchDatabase({
    name: quick ? 'fedra_bench_quick_bank' : 'fedra_bench',
    sizes: quick ? QUICK_SIZES : DEFAULT_SIZES,
    regenerate: false,
    embeddedPort: await freePort(),
    log,
  });
  const { createDatabase } = await import('../apps/server/src/platform/db/pool');
  const raw = createDatabase(database.connectionString, { max: 4 });
  const server = await startBenchServer(
    { ...database.serverEnv, DEMO_DATA: 'true' },
    await freePort(),
    path.join(repoRoot, 'bench', '.data', `server-bank${quick ? '-quick' : ''}.log`),
  );
  try {
    const { HttpClient } = await import('./http');
    const { loadFixtures } = await import('./fixtures');
    const http = new HttpClient(server.baseUrl, 0);
    const { fixtures } = await loadFixtures(raw.pool, http);
    const token = await http.signIn(fixtures.adminUserName, fixtures.password);
    const result = await measureBankStatements(server, raw.pool, token, lines, log);
    console.log(`\n${renderBankStatementSection(result, !quick)}`);
    await http.close();
  } finally {
    await raw.pool.end();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
