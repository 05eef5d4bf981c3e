// The import and export measurements of `npm run bench` (issue 10): a CSV of new persons imported
// end to end through the API (upload, create, the job) against PostgreSQL's COPY of the same rows,
// and the export of those persons as CSV streamed while the server's memory is sampled.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BenchServer } from './server';
import { sampleMemory } from './server';

export interface ImportBenchResult {
  rows: number;
  bytes: number;
  uploadMs: number;
  /** From the create call to the job's end. */
  importMs: number;
  /** Upload plus import: what a user waits for. */
  endToEndMs: number;
  /** COPY into persons (with its indexes), rolled back. */
  copyMs: number;
  /** COPY into an unindexed table shaped like persons. */
  bareCopyMs: number;
  countCreated: number;
  countFailed: number;
  importPeakRssMiB: number;
  export: { rows: number; bytes: number; ms: number; rssBeforeMiB: number; peakRssMiB: number };
}

/** At least this many rows per second end to end (issue 10). */
export const IMPORT_ROWS_PER_SECOND_TARGET = 20_000;
/** The import keeps at least this share of COPY's speed on the same rows. */
export const IMPORT_COPY_SHARE_TARGET = 0.25;

const FIRST = ['Jan', 'Petr', 'Tomáš', 'Jana', 'Eva', 'Lucie', 'Martin', 'Tereza', 'Jakub', 'Anna'];

/** Deterministic new persons: names that no generated person has, dates spread over 1950–2015. */
export function benchPersonRows(count: number, runTag: string): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const day = 1 + (i % 28);
    const month = 1 + (Math.floor(i / 28) % 12);
    const year = 1950 + (Math.floor(i / 336) % 66);
    const female = i % 2 === 1;
    rows.push([
      FIRST[i % FIRST.length]!,
      `Import${runTag}-${i}`,
      `${day}.${month}.${year}`,
      female ? 'Ž' : 'M',
      'CZE',
      `import.${runTag}.${i}@example.cz`,
    ]);
  }
  return rows;
}

const HEADER = ['Jméno', 'Příjmení', 'Datum narození', 'Pohlaví', 'Státní příslušnost', 'E-mail'];

export function benchCsv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${[HEADER, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`, 'utf8');
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * COPY of the same rows into `persons` itself, in a transaction rolled back afterwards: what
 * PostgreSQL takes at best into this table with its indexes (two trigram GIN among them). An
 * unindexed copy of the table is measured too, to show what the indexes cost.
 */
async function copyBaseline(pool: pg.Pool, rows: string[][]): Promise<{ persons: number; bare: number }> {
  const lines = rows.map((r, i) => {
    const [d, m, y] = r[2]!.split('.');
    const date = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
    return `BCP ${String(i).padStart(7, '0')}\t${r[0]}\t${r[1]}\t${date}\t${r[3] === 'Ž' ? 2 : 1}\t203\t${r[5]}\n`;
  });
  const columns = '(registration_number, first_name, last_name, birth_date, sex_id, nationality_id, email)';
  const client = await pool.connect();
  const timed = async (table: string) => {
    const started = performance.now();
    await pipeline(Readable.from(lines), client.query(copyFrom(`COPY ${table} ${columns} FROM STDIN`)));
    return performance.now() - started;
  };
  try {
    await client.query('BEGIN');
    const persons = await timed('persons');
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    await client.query('CREATE TEMP TABLE bench_copy (LIKE persons INCLUDING DEFAULTS) ON COMMIT DROP');
    const bare = await timed('bench_copy');
    await client.query('ROLLBACK');
    return { persons, bare };
  } finally {
    client.release();
  }
}

/**
 * Waits until the kept statistics have worked off their queue (the server's periodic task does
 * it). A run's cleanup queues the 100,000 persons it deletes, and the generation or an earlier
 * run may leave a backlog: worked off during the scenarios or the import, it would be timed as
 * theirs.
 */
export async function statsQueueWorkedOff(pool: pg.Pool, log: (m: string) => void) {
  const started = performance.now();
  for (;;) {
    const { rows } = await pool.query<{ persons: number; clubs: number }>(
      `SELECT (SELECT count(*) FROM stats_dirty_persons)::int AS persons, (SELECT count(*) FROM stats_dirty_clubs)::int AS clubs`,
    );
    if (rows[0]!.persons === 0 && rows[0]!.clubs === 0) break;
    if (performance.now() - started > 10 * 60_000)
      throw new Error(`the statistics queue still holds ${rows[0]!.persons} persons after 10 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const waited = performance.now() - started;
  if (waited > 1000) log(`imports: waited ${Math.round(waited / 1000)} s for the statistics queue to be worked off`);
}

export async function measureImportAndExport(
  server: BenchServer,
  pool: pg.Pool,
  token: string,
  clubId: number,
  rowCount: number,
  log: (m: string) => void,
): Promise<ImportBenchResult> {
  const runTag = Date.now().toString(36);
  const rows = benchPersonRows(rowCount, runTag);
  const bytes = benchCsv(rows);
  const copy = await copyBaseline(pool, rows);
  log(
    `imports: COPY of ${rowCount} rows took ${Math.round(copy.persons)} ms (${Math.round(copy.bare)} ms without indexes)`,
  );
  // The rolled-back COPY left as many dead rows in persons and its indexes as the import adds;
  // the import starts on the tables as a user's would find them.
  await pool.query('VACUUM ANALYZE persons');
  await statsQueueWorkedOff(pool, log);

  const started = performance.now();
  const asked = await api(server.baseUrl, token, 'POST', '/api/admin-zone/files/upload-url', {
    name: 'bench-import.csv',
    contentType: 'text/csv',
    size: bytes.length,
    purpose: 'import',
  });
  const { uploadUrl, fileUrl, headers } = asked.data as {
    uploadUrl: string;
    fileUrl: string;
    headers: Record<string, string>;
  };
  const put = await fetch(new URL(uploadUrl, server.baseUrl), { method: 'PUT', headers, body: new Uint8Array(bytes) });
  if (put.status >= 300) throw new Error(`upload: ${put.status} ${await put.text()}`);
  const uploadMs = performance.now() - started;

  const memory = sampleMemory(server);
  const createdAt = performance.now();
  const created = await api(server.baseUrl, token, 'POST', '/api/admin-zone/imports', {
    typeId: 2,
    objectId: clubId,
    fileAwsUrl: fileUrl,
  });
  const id = created.data.id as number;
  let item: { stateId: number; countCreated: number; countFailed: number; failure: string | null };
  for (;;) {
    item = (await api(server.baseUrl, token, 'GET', `/api/admin-zone/imports/${id}`)).data;
    if (item.stateId >= 3) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const importMs = performance.now() - createdAt;
  const importPeakRssMiB = memory.stop();
  if (item.stateId === 5) throw new Error(`the bench import failed: ${item.failure}`);
  log(`imports: ${rowCount} rows imported in ${Math.round(importMs)} ms (+ upload ${Math.round(uploadMs)} ms)`);

  // The export: every person of the club the rows joined (the import's rows and the club's own).
  const exportMemory = sampleMemory(server);
  const rssBeforeMiB = server.rssMiB();
  const exportStarted = performance.now();
  const query = `fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubId}&sort=lastName&format=csv`;
  const res = await fetch(`${server.baseUrl}/api/admin-zone/people/simple?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  let exportBytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    exportBytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const exportMs = performance.now() - exportStarted;
  const exportPeak = exportMemory.stop();
  log(`imports: exported ${lines - 1} rows (${Math.round(exportBytes / 1024)} KiB) in ${Math.round(exportMs)} ms`);

  // The bench data are reused by later runs: the imported persons go again.
  await pool.query('DELETE FROM persons WHERE id IN (SELECT person_id FROM import_records WHERE import_id = $1)', [id]);
  await api(server.baseUrl, token, 'DELETE', `/api/admin-zone/imports/${id}`);
  // The deleted persons are queued for the statistics: worked off before the next section.
  await statsQueueWorkedOff(pool, log);

  return {
    rows: rowCount,
    bytes: bytes.length,
    uploadMs,
    importMs,
    endToEndMs: uploadMs + importMs,
    copyMs: copy.persons,
    bareCopyMs: copy.bare,
    countCreated: item.countCreated,
    countFailed: item.countFailed,
    importPeakRssMiB,
    export: { rows: lines - 1, bytes: exportBytes, ms: exportMs, rssBeforeMiB, peakRssMiB: exportPeak },
  };
}

/** The report's section on imports and exports, with the targets met or missed. */
export function renderImportSection(r: ImportBenchResult, judge: boolean): string {
  const perSecond = (ms: number) => Math.round((r.rows / ms) * 1000);
  const endToEnd = perSecond(r.endToEndMs);
  const copyShare = r.copyMs / r.endToEndMs;
  const mark = (ok: boolean) => (judge ? (ok ? 'met' : '**missed**') : 'not judged (quick)');
  return [
    '## Import and export (issue 10)',
    '',
    `A CSV of ${r.rows.toLocaleString('en')} new persons (${(r.bytes / 1024 / 1024).toFixed(1)} MiB) imported into one club through the API: upload, create, the job; against COPY of the same rows into persons (the COPY share is judged against it).`,
    '',
    '| step | ms | rows/s |',
    '| --- | ---: | ---: |',
    `| upload (PUT to the upload URL) | ${Math.round(r.uploadMs)} | – |`,
    `| import job (create to finished) | ${Math.round(r.importMs)} | ${perSecond(r.importMs).toLocaleString('en')} |`,
    `| end to end | ${Math.round(r.endToEndMs)} | ${endToEnd.toLocaleString('en')} |`,
    `| COPY into persons (its indexes; rolled back) | ${Math.round(r.copyMs)} | ${perSecond(r.copyMs).toLocaleString('en')} |`,
    `| COPY into an unindexed copy of persons | ${Math.round(r.bareCopyMs)} | ${perSecond(r.bareCopyMs).toLocaleString('en')} |`,
    '',
    `Created ${r.countCreated.toLocaleString('en')}, failed ${r.countFailed}; server peak memory during the import ${Math.round(r.importPeakRssMiB)} MiB.`,
    '',
    `Export of the club's members as CSV: ${r.export.rows.toLocaleString('en')} rows, ${(r.export.bytes / 1024 / 1024).toFixed(1)} MiB in ${Math.round(r.export.ms)} ms (${Math.round((r.export.rows / r.export.ms) * 1000).toLocaleString('en')} rows/s); server memory ${Math.round(r.export.rssBeforeMiB)} MiB before, peak ${Math.round(r.export.peakRssMiB)} MiB during.`,
    '',
    '| target | result |',
    '| --- | --- |',
    `| import ≥ ${IMPORT_ROWS_PER_SECOND_TARGET.toLocaleString('en')} rows/s end to end | ${mark(endToEnd >= IMPORT_ROWS_PER_SECOND_TARGET)}: ${endToEnd.toLocaleString('en')} |`,
    `| import ≥ ${IMPORT_COPY_SHARE_TARGET * 100} % of COPY's speed | ${mark(copyShare >= IMPORT_COPY_SHARE_TARGET)}: ${(copyShare * 100).toFixed(0)} % |`,
    `| export streams with flat memory | ${Math.round(r.export.peakRssMiB - r.export.rssBeforeMiB)} MiB above the memory before it |`,
    '',
  ].join('\n');
}
