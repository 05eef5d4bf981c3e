// Tables in and out (platform/tables): CSV as Czech Excel and people write it, XLSX, the header
// check, clear problems for bad files, inert formulas in what we write, and the value parsers.
import { Readable, Writable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/i18n/messages';
import {
  type CellValue,
  parseBirthNumber,
  parseBoolean,
  parseDate,
  parseNumber,
  type ReadTableOptions,
  readTable,
  TableError,
  type TableOutColumn,
  type TableReader,
  type TableRow,
  tableProblemsError,
  tableStream,
  writeTable,
} from '../../src/platform/tables';

const COLUMNS: ReadTableOptions['columns'] = [
  { key: 'lastName', headers: ['Příjmení', 'Last name'], required: true },
  { key: 'firstName', headers: ['Jméno', 'First name'], required: true },
  { key: 'birthDate', headers: ['Datum narození', 'Birth date'] },
  { key: 'note', headers: ['Poznámka', 'Note'] },
];

/** The bytes as a stream of chunks of `size` bytes (1: every UTF-8 sequence cut apart). */
function bytes(data: Buffer | string, size = 64 * 1024): Readable {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  const chunks: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) chunks.push(buf.subarray(i, i + size));
  return Readable.from(chunks);
}

async function open(data: Buffer | string, options: Partial<ReadTableOptions> = {}, size?: number) {
  return readTable(bytes(data, size), { format: 'csv', columns: COLUMNS, ...options });
}

async function rowsOf(reader: TableReader): Promise<TableRow[]> {
  const out: TableRow[] = [];
  for await (const row of reader.rows) out.push(row);
  return out;
}

async function readOk(data: Buffer | string, options: Partial<ReadTableOptions> = {}, size?: number) {
  const result = await open(data, options, size);
  if (!result.ok) throw new Error(`unexpected problems ${JSON.stringify(result.problems)}`);
  return { reader: result, rows: await rowsOf(result) };
}

async function problemsOf(data: Buffer | string, options: Partial<ReadTableOptions> = {}) {
  const result = await open(data, options);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

/** The problem of a file: with its header, or the one its rows stop with. */
async function anyProblem(result: Awaited<ReturnType<typeof open>>) {
  return result.ok ? streamProblem(result) : result.problems[0];
}

/** The problem a row stream stops with. */
async function streamProblem(reader: TableReader) {
  try {
    await rowsOf(reader);
  } catch (err) {
    expect(err).toBeInstanceOf(TableError);
    return (err as TableError).problem;
  }
  throw new Error('expected the rows to fail');
}

const CZECH = 'Příliš žluťoučký kůň úpěl ďábelské ódy';

describe('reading CSV', () => {
  it('reads UTF-8 with a BOM, ";" and a quoted field holding newlines, separators and quotes', async () => {
    const csv = `\ufeffPříjmení;Jméno;Poznámka\r\nNováková;Jana;"první řádek\r\ndruhý; a ""třetí"""\r\nDvořák;Petr;${CZECH}\r\n`;
    const { reader, rows } = await readOk(csv);
    expect(reader.encoding).toBe('utf-8');
    expect(reader.delimiter).toBe(';');
    expect(reader.columns).toEqual(['lastName', 'firstName', 'note']);
    expect(rows).toEqual([
      { record: 2, cells: { lastName: 'Nováková', firstName: 'Jana', note: 'první řádek\r\ndruhý; a "třetí"' } },
      { record: 3, cells: { lastName: 'Dvořák', firstName: 'Petr', note: CZECH } },
    ]);
  });

  it('reads UTF-8 without a BOM and with "," (detected from the header line), even cut byte by byte', async () => {
    const csv = `Last name,First name,Note\nŘezníček,Ondřej,"a, b"\n\nŽák,Čeněk,\n`;
    const { reader, rows } = await readOk(csv, {}, 1);
    expect(reader.encoding).toBe('utf-8');
    expect(reader.delimiter).toBe(',');
    // The blank line is a row of the sheet too: the numbers match what a spreadsheet shows.
    expect(rows).toEqual([
      { record: 2, cells: { lastName: 'Řezníček', firstName: 'Ondřej', note: 'a, b' } },
      { record: 4, cells: { lastName: 'Žák', firstName: 'Čeněk', note: '' } },
    ]);
  });

  it('reads windows-1250 as Czech Excel saves "CSV", with either separator', async () => {
    for (const sep of [';', ',']) {
      const text = `${['Příjmení', 'Jméno', 'Poznámka'].join(sep)}\r\nŠťastný${sep}Řehoř${sep}${CZECH}\r\n`;
      const { reader, rows } = await readOk(iconv.encode(text, 'windows-1250'));
      expect(reader.encoding).toBe('windows-1250');
      expect(reader.delimiter).toBe(sep);
      expect(rows).toEqual([{ record: 2, cells: { lastName: 'Šťastný', firstName: 'Řehoř', note: CZECH } }]);
    }
  });

  it('decides the encoding at the first non-ASCII byte, however late it comes', async () => {
    const ascii = Array.from({ length: 3000 }, (_, i) => `Novak;Jan${i};plain ascii text here\r\n`).join('');
    const text = `Příjmení;Jméno;Poznámka\r\n${ascii}Šťastný;Řehoř;x\r\n`;
    const cp = await readOk(iconv.encode(text, 'windows-1250'), {}, 1000);
    expect(cp.reader.encoding).toBe('windows-1250');
    expect(cp.rows.at(-1)).toEqual({ record: 3002, cells: { lastName: 'Šťastný', firstName: 'Řehoř', note: 'x' } });
    const utf = await readOk(Buffer.from(text), {}, 7);
    expect(utf.reader.encoding).toBe('utf-8');
    expect(utf.rows.at(-1)?.cells.lastName).toBe('Šťastný');
  });

  it('uses an encoding chosen explicitly, and says when the file is not in it', async () => {
    const cp = iconv.encode('Příjmení;Jméno\r\nŽák;Jan\r\n', 'windows-1250');
    expect((await readOk(cp, { encoding: 'windows-1250' })).rows[0]?.cells.lastName).toBe('Žák');
    expect(await problemsOf(cp, { encoding: 'utf-8' })).toEqual([
      { code: 'wrongEncoding', params: { line: 1, encoding: 'utf-8' } },
    ]);
    const utf = Buffer.from('Prijmeni;Jmeno\r\nNovak;Jan\r\nŽák;Jan\r\n');
    expect(await anyProblem(await open(utf, { encoding: 'windows-1250' }))).toEqual({
      code: 'wrongEncoding',
      params: { line: 3, encoding: 'windows-1250' },
    });
  });

  it('refuses a file mixing UTF-8 and windows-1250, naming the line', async () => {
    const mixed = Buffer.concat([
      Buffer.from('Příjmení;Jméno\r\nNovák;Jan\r\n'),
      iconv.encode('Žák;Čeněk\r\n', 'windows-1250'),
    ]);
    expect(await problemsOf(mixed)).toEqual([{ code: 'mixedEncoding', params: { line: 3 } }]);
    // Found only after rows have started (past the 64 KiB that decided the encoding).
    const late = Buffer.concat([
      Buffer.from(`Příjmení;Jméno\r\n${'Novak;Jan\r\n'.repeat(8000)}`),
      iconv.encode('Žák;Čeněk\r\n', 'windows-1250'),
    ]);
    const result = await open(late, {}, 1000);
    expect(result.ok).toBe(true);
    expect(result.ok && (await streamProblem(result))).toEqual({ code: 'mixedEncoding', params: { line: 8002 } });
  });

  it('answers an empty file, a BOM alone and blank lines with "empty"', async () => {
    for (const data of ['', '\ufeff', '\r\n\r\n  \r\n', ';;\r\n;;\r\n']) {
      expect(await problemsOf(data)).toEqual([{ code: 'empty' }]);
    }
  });

  it('refuses binary files, a workbook given as CSV and UTF-16 text', async () => {
    expect(await problemsOf(Buffer.from([0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]))).toEqual([{ code: 'binary' }]);
    expect(await problemsOf(Buffer.from('Příjmení;Jméno\r\nNo\u0000vák;Jan\r\n'))).toEqual([{ code: 'binary' }]);
    const workbook = await xlsxBytes([
      ['Příjmení', 'Jméno'],
      ['Novák', 'Jan'],
    ]);
    expect(await problemsOf(workbook)).toEqual([{ code: 'workbook' }]);
    expect(await problemsOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toEqual([{ code: 'workbook' }]);
    expect(await problemsOf(iconv.encode('\ufeffPříjmení;Jméno\r\n', 'utf-16le'))).toEqual([{ code: 'utf16' }]);
  });

  it('lists every header problem at once, as a 400 naming them in the caller language', async () => {
    const problems = await problemsOf('Jmeno;Pohlavi;Poznámka;Note;Klub\r\nJan;M;x;y;z\r\n');
    expect(problems).toEqual([
      { code: 'missingColumns', params: { columns: 'Příjmení' } },
      { code: 'unknownColumns', params: { columns: 'Pohlavi, Klub' } },
      { code: 'duplicateColumns', params: { columns: 'Note' } },
    ]);
    const error = tableProblemsError(problems);
    expect(error.status).toBe(400);
    expect(error.issues.map((i) => translate('cs', i.key, i.params))).toEqual([
      'V záhlaví chybí sloupce: Příjmení.',
      'Záhlaví má neznámé sloupce: Pohlavi, Klub.',
      'Záhlaví má tyto sloupce vícekrát: Note.',
    ]);
    expect(translate('en', error.issues[1]!.key, error.issues[1]!.params)).toBe(
      'The header has unknown columns: Pohlavi, Klub.',
    );
  });

  it('matches headers without case, accents or required-marks, and may ignore unknown columns', async () => {
    const { rows } = await readOk('PRIJMENI *;jméno;datum_narozeni;Klub\r\nNovák;Jan;1. 2. 2000;TJ\r\n', {
      unknownColumns: 'ignore',
    });
    expect(rows).toEqual([{ record: 2, cells: { lastName: 'Novák', firstName: 'Jan', birthDate: '1. 2. 2000' } }]);
  });

  it('stops with a problem naming the row for a value outside the header and for a broken quote', async () => {
    const stray = await open('Příjmení;Jméno\r\nNovák;Jan\r\nDvořák;Petr;navíc\r\n');
    expect(stray.ok && (await streamProblem(stray))).toEqual({
      code: 'valueWithoutHeader',
      params: { record: 3, column: 'C' },
    });
    const problem = await anyProblem(await open('Příjmení;Jméno\r\nNovák;"Jan\r\nDvořák;Petr\r\n'));
    expect(problem).toMatchObject({ code: 'badCsv', params: { csvProblem: 'unclosedQuote' } });
    expect(translate('cs', `table.${problem?.code}`, problem?.params)).toMatch(
      /^Soubor CSV je poškozený na řádku \d+: neuzavřené uvozovky\.$/,
    );
  });
});

/** An XLSX file written by exceljs's ordinary (non-streaming) writer, like a user's workbook. */
async function xlsxBytes(rows: ExcelJS.CellValue[][], setup?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lidé');
  for (const row of rows) sheet.addRow(row);
  setup?.(sheet);
  workbook.addWorksheet('Jiný list').addRow(['Příjmení', 'Jméno']).getCell(1).value = 'ignored';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading XLSX', () => {
  it('reads the first worksheet with every cell as text', async () => {
    const file = await xlsxBytes(
      [
        [],
        ['Příjmení', 'Jméno', 'Datum narození', 'Poznámka'],
        ['Nováková', 'Jana', new Date(Date.UTC(2000, 1, 1)), 0.1 + 0.2],
        [
          { richText: [{ text: 'Dvo' }, { font: { bold: true }, text: 'řák' }] },
          { formula: 'UPPER("petr")', result: 'PETR' },
          { text: 'odkaz', hyperlink: 'https://example.org' },
          new Date(Date.UTC(2026, 2, 1, 14, 30)),
        ],
        [null, null, null, null],
        ['Žák', 'Jan', '1. 2. 2000', 9001011234],
      ],
      (sheet) => {
        sheet.getCell('C3').numFmt = 'd. m. yyyy';
        sheet.getCell('D4').numFmt = 'd. m. yyyy h:mm';
      },
    );
    const result = await readTable(bytes(file, 500), { format: 'xlsx', columns: COLUMNS });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.columns).toEqual(['lastName', 'firstName', 'birthDate', 'note']);
    expect(await rowsOf(result)).toEqual([
      { record: 3, cells: { lastName: 'Nováková', firstName: 'Jana', birthDate: '2000-02-01', note: '0.3' } },
      { record: 4, cells: { lastName: 'Dvořák', firstName: 'PETR', birthDate: 'odkaz', note: '2026-03-01T14:30:00' } },
      { record: 6, cells: { lastName: 'Žák', firstName: 'Jan', birthDate: '1. 2. 2000', note: '9001011234' } },
    ]);
  });

  it('answers header problems, an empty sheet, an empty file and a file that is no workbook', async () => {
    const bad = await readTable(bytes(await xlsxBytes([['Jméno', 'Klub']])), { format: 'xlsx', columns: COLUMNS });
    expect(bad.ok || bad.problems).toEqual([
      { code: 'missingColumns', params: { columns: 'Příjmení' } },
      { code: 'unknownColumns', params: { columns: 'Klub' } },
    ]);
    const xlsx = (data: Buffer | string) => readTable(bytes(data), { format: 'xlsx', columns: COLUMNS });
    const emptySheet = await xlsx(await xlsxBytes([]));
    expect(emptySheet.ok || emptySheet.problems).toEqual([{ code: 'empty' }]);
    const empty = await xlsx('');
    expect(empty.ok || empty.problems).toEqual([{ code: 'empty' }]);
    const csv = await xlsx('Příjmení;Jméno\r\nNovák;Jan\r\n');
    expect(csv.ok || csv.problems).toEqual([{ code: 'badXlsx' }]);
    const whole = await xlsxBytes([['Příjmení', 'Jméno']]);
    const truncated = await xlsx(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.ok || truncated.problems).toEqual([{ code: 'badXlsx' }]);
  });
});

async function* rowsFrom(rows: CellValue[][]): AsyncGenerator<CellValue[]> {
  yield* rows;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const HOSTILE = ['=HYPERLINK("http://x","y")', '+420 123', '-1', '@SUM(A1)', '\tx', '\rx'];
const OUT_COLUMNS: TableOutColumn[] = [
  { header: 'Jméno', type: 'text' },
  { header: 'Počet', type: 'number' },
  { header: 'Částka', type: 'amount' },
  { header: 'Datum', type: 'date' },
  { header: 'Změněno', type: 'dateTime' },
];

describe('writing', () => {
  it('writes CSV for Czech Excel: BOM, ";", CRLF, decimal comma, ISO dates, Czech time', async () => {
    const file = await collect(
      tableStream(
        'csv',
        OUT_COLUMNS,
        rowsFrom([
          ['Nováková; Jana', 3, 1250.5, '2026-03-01', '2026-03-01T13:05:00.000Z'],
          ['řádek "s" uvozovkami\na novým řádkem', -2.5, -10, null, '2026-07-01T22:30:00Z'],
          [null, null, null, null, null],
        ]),
      ),
    );
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString('utf8').slice(1);
    expect(text).toBe(
      'Jméno;Počet;Částka;Datum;Změněno\r\n' +
        '"Nováková; Jana";3;1250,50;2026-03-01;2026-03-01 14:05\r\n' +
        '"řádek ""s"" uvozovkami\na novým řádkem";-2,5;-10,00;;2026-07-02 00:30\r\n' +
        ';;;;\r\n',
    );
  });

  it('writes text that looks like a formula inert in CSV (apostrophe) and in XLSX (a string cell)', async () => {
    const rows = HOSTILE.map((h) => [h]);
    const csv = await collect(tableStream('csv', [{ header: 'Text' }], rowsFrom(rows)));
    const records = parseCsv(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(records.slice(1).map((r) => r[0])).toEqual(HOSTILE.map((h) => `'${h}`));

    const xlsx = await collect(tableStream('xlsx', [{ header: 'Text' }], rowsFrom(rows)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    for (const [i, h] of HOSTILE.entries()) {
      const cell = sheet.getCell(i + 2, 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // XML reads a carriage return as a line feed.
      expect(cell.value).toBe(h.replace('\r', '\n'));
    }
  });

  it('writes XLSX that reads back the same: numbers, dates as dates, Czech letters', async () => {
    const out = await collect(
      tableStream(
        'xlsx',
        [
          { header: 'Příjmení' },
          { header: 'Jméno' },
          { header: 'Datum narození', type: 'date' },
          { header: 'Poznámka', type: 'amount' },
        ],
        rowsFrom([
          ['Šťastný', 'Řehoř\u0007', '1999-12-31', 0.1 + 0.2],
          ['Nováková', 'Jana', null, 1250],
        ]),
        { sheetName: 'Lidé: výpis' },
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(out as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Lidé  výpis');
    expect(workbook.worksheets[0]!.getCell('C2').numFmt).toBe('d. m. yyyy');
    const result = await readTable(bytes(out, 1000), { format: 'xlsx', columns: COLUMNS });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(await rowsOf(result)).toEqual([
      { record: 2, cells: { lastName: 'Šťastný', firstName: 'Řehoř', birthDate: '1999-12-31', note: '0.3' } },
      { record: 3, cells: { lastName: 'Nováková', firstName: 'Jana', birthDate: '', note: '1250' } },
    ]);
  });

  it('pulls rows only as fast as the file is read (no accumulation), and stops when the reader does', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      let pulled = 0;
      let finished = false;
      async function* many(): AsyncGenerator<CellValue[]> {
        try {
          for (let i = 0; i < 100_000; i++) {
            pulled++;
            yield [`Osoba ${i} s dost dlouhým jménem, aby řádek něco vážil`, i, i / 3, '2026-01-01', null];
          }
        } finally {
          finished = true;
        }
      }
      const stream = tableStream(format, OUT_COLUMNS, many());
      const iterator = stream[Symbol.asyncIterator]();
      await iterator.next();
      // Give the writer every chance to run ahead while nobody reads.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pulled, format).toBeLessThan(20_000);
      stream.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect.poll(() => finished, { timeout: 5000 }).toBe(true);
      expect(pulled, format).toBeLessThan(20_000);
    }
  });

  it('writes all 100,000 rows to a stream', async () => {
    let size = 0;
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done();
      },
    });
    async function* many(): AsyncGenerator<CellValue[]> {
      for (let i = 0; i < 100_000; i++) yield [`Osoba ${i}`, i, i / 4, '2026-01-01', '2026-01-01T10:00:00Z'];
    }
    await writeTable('csv', sink, OUT_COLUMNS, many());
    expect(size).toBeGreaterThan(100_000 * 40);
  });
});

describe('value parsers', () => {
  it('reads dates as Czech people and Excel write them, refusing impossible ones', () => {
    expect(parseDate('1.2.2000')).toBe('2000-02-01');
    expect(parseDate('01.02.2000')).toBe('2000-02-01');
    expect(parseDate(' 1. 2. 2000 ')).toBe('2000-02-01');
    expect(parseDate('2000-02-01')).toBe('2000-02-01');
    expect(parseDate('29. 2. 2024')).toBe('2024-02-29');
    for (const bad of ['29. 2. 2023', '31.4.2000', '2000-13-01', '0.1.2000', '1.2.00', '1/2/2000', '', 'včera'])
      expect(parseDate(bad), bad).toBeNull();
  });

  it('reads Czech birth numbers with and without the slash, checking date and checksum', () => {
    expect(parseBirthNumber('900101/0008')).toBeNull(); // checksum
    expect(parseBirthNumber('9001010007')).toEqual({ value: '900101/0007', birthDate: '1990-01-01', sex: 'male' });
    expect(parseBirthNumber('905101 / 0001')).toEqual({
      value: '905101/0001',
      birthDate: '1990-01-01',
      sex: 'female',
    });
    expect(parseBirthNumber('530101/123')).toEqual({ value: '530101/123', birthDate: '1953-01-01', sex: 'male' });
    expect(parseBirthNumber('540101/123')).toBeNull(); // nine digits only before 1954
    // Remainder 10 with a final 0: valid until 1985.
    expect(parseBirthNumber('8001010040')).toEqual({ value: '800101/0040', birthDate: '1980-01-01', sex: 'male' });
    // From 2004 the month may carry +20 (men) or +70 (women).
    expect(parseBirthNumber('057101/0000')).toMatchObject({ birthDate: '2005-01-01', sex: 'female' });
    expect(parseBirthNumber('052101/0006')).toMatchObject({ birthDate: '2005-01-01', sex: 'male' });
    expect(parseBirthNumber('902101/0009')).toBeNull(); // +20 before 2004
    expect(parseBirthNumber('900231/0009')).toBeNull(); // 31 February
    for (const bad of ['', '90010112', '900101-0007', 'abcdef/1234', '9001010007x'])
      expect(parseBirthNumber(bad)).toBeNull();
  });

  it('reads yes and no, and numbers with a decimal comma', () => {
    expect(['Ano', 'yes', 'PRAVDA', '1', 'x'].map(parseBoolean)).toEqual([true, true, true, true, true]);
    expect(['ne', 'No', 'nepravda', '0', 'false'].map(parseBoolean)).toEqual([false, false, false, false, false]);
    expect(parseBoolean('možná')).toBeNull();
    expect(parseNumber('1 250,50')).toBe(1250.5);
    expect(parseNumber('1250.5')).toBe(1250.5);
    expect(parseNumber('1.250,5')).toBe(1250.5);
    expect(parseNumber('1,250.5')).toBe(1250.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('1\u00a0000')).toBe(1000);
    for (const bad of ['', '1,2,3.4.5', 'abc', '1e5', '--1']) expect(parseNumber(bad), bad).toBeNull();
  });
});
