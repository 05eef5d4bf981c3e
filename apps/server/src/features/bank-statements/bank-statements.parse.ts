// A bank statement's bytes to its incoming payments, no database here: ISO 20022 camt.053 XML,
// the Fio banka CSV export (account lines, then its fixed header), or a CSV whose header names a
// date, an amount and a variable symbol. The content decides the format, never the file name.
// Amounts become whole haléře from their decimal text (never through a float). A problem of the
// file is a StatementError with a message key; the caller turns it into a 400 on `file`.
import { MAX_STATEMENT_LINES } from '@fedra/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { parseDate, TableError } from '../../platform/tables';
import { TableTextDecoder } from '../../platform/tables/charset';

export type ParsedFormat = 'camt053' | 'fio-csv' | 'csv';

export interface ParsedLine {
  bookingDate: string;
  /** Haléře, > 0. */
  amount: number;
  /** Digits only, leading zeros dropped (invoices' symbols have none); null when the payment has none. */
  variableSymbol: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  message: string | null;
  bankReference: string | null;
}

export interface ParsedStatement {
  format: ParsedFormat;
  statementId: string | null;
  accountIban: string | null;
  fromDate: string | null;
  toDate: string | null;
  /** Incoming CZK payments, in the file's order. */
  lines: ParsedLine[];
  skippedDebits: number;
  skippedOtherCurrency: number;
}

/** A problem of the file: a message key of bank-statements.messages.ts and its parameters. */
export class StatementError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const MAX_TEXT = 500;
/**
 * The text of a line's field, kept until the statement is stored. A copy: in V8 a slice of a long
 * string keeps the whole string alive, and a field cut out of a piece of a streamed statement
 * would keep every piece, the whole document's text (45 MiB for 50,000 entries; issue 35).
 * Concatenating flattens into a new string, of which the slice is taken.
 */
const clip = (v: string | null | undefined): string | null => {
  const t = v?.replace(/\s+/g, ' ').trim();
  return t ? ` ${t.slice(0, MAX_TEXT)}`.slice(1) : null;
};

/**
 * "1 500,50", "1500.5", "+1.234,56" → haléře (150050, 150050, 123456), negative for debits; null
 * when it is not an amount or has more than two decimals that are not zeros. With both a comma and
 * a dot the later one is the decimal separator; several dots alone group thousands.
 */
export function halereOf(text: string): number | null {
  let t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  let sign = 1;
  if (t.startsWith('-') || t.startsWith('−')) {
    sign = -1;
    t = t.slice(1);
  } else if (t.startsWith('+')) t = t.slice(1);
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  let whole: string;
  let fraction = '';
  if (comma !== -1 && dot !== -1) {
    const decimal = comma > dot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const at = t.lastIndexOf(decimal);
    whole = t.slice(0, at).split(group).join('');
    fraction = t.slice(at + 1);
  } else if (comma !== -1 || dot !== -1) {
    const sep = comma !== -1 ? ',' : '.';
    const parts = t.split(sep);
    if (parts.length > 2) {
      // "1.234.567": thousands only.
      whole = parts.join('');
    } else {
      whole = parts[0]!;
      fraction = parts[1]!;
    }
  } else whole = t;
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  if (fraction.length > 2) {
    if (!/^0*$/.test(fraction.slice(2))) return null;
    fraction = fraction.slice(0, 2);
  }
  if (whole.length > 12) return null;
  const halere = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign * halere;
}

/** A variable symbol: 1–10 digits, leading zeros dropped ("0000012345" → "12345"); null otherwise. */
export function normalizeVariableSymbol(text: string | null | undefined): string | null {
  const t = text?.trim();
  if (!t || !/^\d{1,10}$/.test(t)) return null;
  const v = t.replace(/^0+/, '');
  return v || null;
}

/** "VS:123/SS:/KS:", "/VS/123", "VS 123", "vs123" inside a text → "123". */
export function variableSymbolIn(text: string | null | undefined): string | null {
  if (!text) return null;
  const m = /(?:^|[^A-Za-z])VS[\s:/=.-]*(\d{1,10})(?!\d)/i.exec(text);
  return m ? normalizeVariableSymbol(m[1]) : null;
}

/** Bytes to text: UTF-8 (with or without BOM) or windows-1250, decided as the imports decide. */
export function decodeText(bytes: Buffer): string {
  const decoder = new TableTextDecoder();
  try {
    return decoder.write(bytes) + decoder.end();
  } catch (err) {
    if (err instanceof TableError) throw new StatementError('bankStatements.encoding');
    throw err;
  }
}

/** The checks of every format once its lines are read. */
function checked(parsed: ParsedStatement): ParsedStatement {
  if (parsed.lines.length > MAX_STATEMENT_LINES) {
    throw new StatementError('bankStatements.tooManyLines', { max: MAX_STATEMENT_LINES });
  }
  if (!parsed.lines.length) {
    throw new StatementError('bankStatements.noLines', {
      debits: parsed.skippedDebits,
      other: parsed.skippedOtherCurrency,
    });
  }
  return parsed;
}

/** Reads a statement file; throws StatementError for an unknown format, a broken file or no usable line. */
export function parseStatement(bytes: Buffer): ParsedStatement {
  if (!bytes.length) throw new StatementError('bankStatements.empty');
  const text = decodeText(bytes);
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('<')) return checked(parseCsvStatement(start));
  const valid = XMLValidator.validate(start);
  if (valid !== true) {
    throw new StatementError('bankStatements.brokenXml', { line: valid.err.line, reason: valid.err.msg });
  }
  const reader = new CamtReader(true);
  reader.feed(start, true);
  return checked(reader.result()!);
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * parseStatement of a stored file, read as a stream: a camt.053 entry by entry (an entry's
 * elements are dropped once it is read; neither the document's text nor its tree is ever whole
 * in memory: issue 35, a 50,000-entry statement is 22 MiB). A CSV, and an XML file that is not
 * well-formed (for the validator's exact message), are read again whole by parseStatement: the
 * answer and the first error are always the same. `open` is called again for that.
 */
export async function readStatement(open: () => Promise<AsyncIterable<unknown>>): Promise<ParsedStatement> {
  const decoder = new TableTextDecoder();
  const decode = (read: () => string) => {
    try {
      return read();
    } catch (err) {
      if (err instanceof TableError) throw new StatementError('bankStatements.encoding');
      throw err;
    }
  };
  let bytes = 0;
  let head = '';
  let reader: CamtReader | null = null;
  let whole = false;
  for await (const chunk of await open()) {
    const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    bytes += data.length;
    const text = decode(() => decoder.write(data));
    if (!reader) {
      head += text;
      const start = head.replace(/^\uFEFF/, '').trimStart();
      if (!start) continue;
      if (!start.startsWith('<')) {
        whole = true;
        break;
      }
      head = '';
      reader = new CamtReader(false);
      reader.feed(start, false);
    } else reader.feed(text, false);
    if (reader.unsure) {
      whole = true;
      break;
    }
  }
  if (!whole) {
    if (!bytes) throw new StatementError('bankStatements.empty');
    const text = decode(() => decoder.end());
    if (!reader) {
      // Nothing but white space until the last bytes.
      const start = (head + text).replace(/^\uFEFF/, '').trimStart();
      if (start.startsWith('<')) reader = new CamtReader(false);
      reader?.feed(start, true);
    } else reader.feed(text, true);
    const parsed = reader && !reader.unsure ? reader.result() : null;
    if (parsed) return checked(parsed);
  }
  return parseStatement(await readAll(await open()));
}

// ---------------------------------------------------------------- camt.053

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

const obj = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
const list = (v: unknown): Node[] =>
  Array.isArray(v) ? v.map(obj).filter((x): x is Node => !!x) : obj(v) ? [v as Node] : [];
/** The text of a path of elements ("Refs.EndToEndId"), a text node's value for an element with attributes. */
function textAt(node: unknown, path: string): string | null {
  let cur: unknown = node;
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[0];
    const o = obj(cur);
    if (!o) return null;
    cur = o[key];
  }
  if (Array.isArray(cur)) cur = cur[0];
  if (typeof cur === 'string' || typeof cur === 'number') return String(cur).trim() || null;
  const o = obj(cur);
  const t = o?.['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t).trim() || null : null;
}
const dateOf = (v: string | null): string | null => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (t: string) =>
  t.indexOf('&') === -1
    ? t
    : t.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
        e[0] === '#'
          ? String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
          : ENTITIES[e]!,
      );
const TOKEN =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s[^>]*?)?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>/g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** Text held back waiting for the rest of a token beyond which the file is read again whole. */
const MAX_CARRY = 4 * 1024 * 1024;

type Frame = { name: string; node: Node; text: string; children: boolean; entry?: string };

/**
 * A camt.053 document, fed as text in pieces, to its statement. The elements become plain objects,
 * namespace prefixes dropped: an element without attributes or children is its text, attributes
 * are `@_name`, the text beside them `#text`, repeated elements (and those of ARRAYS) arrays. One
 * regular-expression pass: fast-xml-parser's own parser took 20 times as long on a 50,000-entry
 * statement (docs/decisions/bank-statements.md). Each entry (Ntry of BkToCstmrStmt/Stmt) is read
 * when it closes and dropped; the rest is small and kept as a tree.
 *
 * Unless `checked` (the whole text passed XMLValidator), each entry's text is checked by
 * XMLValidator alone, and the rest with each entry as an empty element at the end; the first
 * problem of an entry waits for the end (a broken document or a missing BkToCstmrStmt comes
 * first). `unsure` (not well-formed, or a token longer than MAX_CARRY): read the file whole.
 */
class CamtReader {
  unsure = false;
  private readonly root: Frame = { name: '', node: {}, text: '', children: false };
  private readonly stack: Frame[] = [this.root];
  private carry = '';
  /** The text outside the entries, each entry as an empty element. */
  private skeleton = '';
  /** The text of the open entry read so far, null outside one. */
  private entryText: string | null = null;
  private error: StatementError | null = null;
  private readonly out: ParsedStatement = {
    format: 'camt053',
    statementId: null,
    accountIban: null,
    fromDate: null,
    toDate: null,
    lines: [],
    skippedDebits: 0,
    skippedOtherCurrency: 0,
  };

  constructor(private readonly checked: boolean) {}

  feed(text: string, final: boolean): void {
    if (this.unsure) return;
    const buf = this.carry + text;
    const stack = this.stack;
    // The text up to `copied` is in the skeleton or the open entry's text.
    let copied = 0;
    let last = 0;
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(buf); m; m = TOKEN.exec(buf)) {
      // A "<" no token starts at: the rest of a comment or a CDATA section is still to come.
      if (!final && m.index > last && buf.lastIndexOf('<', m.index - 1) >= last) break;
      const top = stack[stack.length - 1]!;
      if (m.index > last) top.text += decodeEntities(buf.slice(last, m.index));
      last = TOKEN.lastIndex;
      if (m[5] !== undefined) top.text += m[5];
      if (!m[2]) continue;
      if (m[1]) {
        if (stack.length === 1) {
          this.unsure = true;
          return;
        }
        const frame = stack.pop()!;
        if (frame.entry !== undefined) copied = this.endEntry(frame, buf, copied, last);
        this.close(frame);
        continue;
      }
      const frame: Frame = { name: localName(m[2]), node: {}, text: '', children: false };
      if (m[3]) {
        for (let a = ATTRIBUTE.exec(m[3]); a; a = ATTRIBUTE.exec(m[3])) {
          const name = a[1]!;
          if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
          frame.node[`@_${localName(name)}`] = decodeEntities(a[2] ?? a[3] ?? '');
        }
        ATTRIBUTE.lastIndex = 0;
      }
      if (frame.name === 'Ntry' && this.inStatement()) {
        frame.entry = m[2];
        if (!this.checked) {
          this.skeleton += buf.slice(copied, m.index);
          this.entryText = '';
          copied = m.index;
        }
      }
      if (m[4]) {
        if (frame.entry !== undefined) copied = this.endEntry(frame, buf, copied, last);
        this.close(frame);
      } else stack.push(frame);
    }
    TOKEN.lastIndex = 0;
    if (this.checked) return;
    const end = final ? buf.length : last;
    if (this.entryText === null) this.skeleton += buf.slice(copied, end);
    else this.entryText += buf.slice(copied, end);
    this.carry = final ? '' : buf.slice(last);
    if (this.carry.length > MAX_CARRY) this.unsure = true;
    if (final && this.entryText !== null) {
      // An entry left open: the whole-document check below refuses it.
      this.skeleton += this.entryText;
      this.entryText = null;
    }
  }

  /** The statement once the whole text is fed; null when `unsure`. Throws the first StatementError. */
  result(): ParsedStatement | null {
    if (this.unsure) return null;
    if (!this.checked && XMLValidator.validate(this.skeleton) !== true) {
      this.unsure = true;
      return null;
    }
    const doc = this.root.node;
    const root = obj(doc.Document) ?? doc;
    const statements = list(obj(root.BkToCstmrStmt)?.Stmt);
    if (!obj(root.BkToCstmrStmt)) throw new StatementError('bankStatements.notCamt053');
    if (this.error) throw this.error;
    const out = this.out;
    for (const stmt of statements) {
      out.statementId ??= clip(textAt(stmt, 'Id'));
      out.accountIban ??= clip(textAt(stmt, 'Acct.Id.IBAN') ?? textAt(stmt, 'Acct.Id.Othr.Id'));
      const from = dateOf(textAt(stmt, 'FrToDt.FrDtTm'));
      const to = dateOf(textAt(stmt, 'FrToDt.ToDtTm'));
      if (from && (!out.fromDate || from < out.fromDate)) out.fromDate = from;
      if (to && (!out.toDate || to > out.toDate)) out.toDate = to;
    }
    return out;
  }

  /** Whether an element opened now is a statement's child (Document/BkToCstmrStmt/Stmt or BkToCstmrStmt/Stmt). */
  private inStatement(): boolean {
    const s = this.stack;
    const n = s.length;
    return (
      s[n - 1]!.name === 'Stmt' &&
      s[n - 2]?.name === 'BkToCstmrStmt' &&
      (n === 3 || (n === 4 && s[1]!.name === 'Document'))
    );
  }

  /** Checks a closed entry's text alone; the skeleton gets it as an empty element. Answers the new `copied`. */
  private endEntry(frame: Frame, buf: string, copied: number, end: number): number {
    if (this.checked) return copied;
    const text = this.entryText + buf.slice(copied, end);
    this.entryText = null;
    if (XMLValidator.validate(text) !== true) this.unsure = true;
    this.skeleton += `<${frame.entry}/>`;
    return end;
  }

  private close(frame: Frame) {
    const parent = this.stack[this.stack.length - 1]!;
    const t = frame.text.trim();
    const hasAttributes = Object.keys(frame.node).length > 0;
    const value = !frame.children && !hasAttributes ? t : frame.node;
    if (value !== t && t) frame.node['#text'] = t;
    parent.children = true;
    if (frame.entry === undefined) {
      const existing = parent.node[frame.name];
      if (existing === undefined) parent.node[frame.name] = ARRAYS.has(frame.name) ? [value] : value;
      else if (Array.isArray(existing)) existing.push(value);
      else parent.node[frame.name] = [existing, value];
      return;
    }
    // An entry is read now and not kept; after the first problem the rest is only checked.
    if (this.error || typeof value === 'string') return;
    try {
      readEntry(value, this.out);
    } catch (err) {
      if (!(err instanceof StatementError)) throw err;
      this.error = err;
    }
  }
}

function readEntry(entry: Node, out: ParsedStatement) {
  if (textAt(entry, 'CdtDbtInd') !== 'CRDT' || textAt(entry, 'RvslInd') === 'true') {
    out.skippedDebits++;
    return;
  }
  const amt = obj(entry.Amt);
  const currency = amt?.['@_Ccy'];
  const bookingDate = dateOf(textAt(entry, 'BookgDt.Dt') ?? textAt(entry, 'BookgDt.DtTm'));
  if (!bookingDate) throw new StatementError('bankStatements.badDate', { line: out.lines.length + 1 });
  const txs = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
  // A batch booking (one entry, several transactions with their own amounts) becomes one line each.
  const parts =
    txs.length > 1 && txs.every((t) => textAt(t, 'Amt') ?? textAt(t, 'AmtDtls.TxAmt.Amt'))
      ? txs.map((t) => ({
          tx: t,
          amt: obj(t.Amt) ?? obj(obj(obj(t.AmtDtls)?.TxAmt)?.Amt),
          text: textAt(t, 'Amt') ?? textAt(t, 'AmtDtls.TxAmt.Amt'),
        }))
      : [{ tx: txs[0], amt, text: textAt(entry, 'Amt') }];
  for (const part of parts) {
    const ccy = (part.amt?.['@_Ccy'] as string | undefined) ?? (currency as string | undefined);
    if (ccy && ccy !== 'CZK') {
      out.skippedOtherCurrency++;
      continue;
    }
    const halere = part.text ? halereOf(part.text) : null;
    if (halere === null || halere <= 0) {
      throw new StatementError('bankStatements.badAmount', { line: out.lines.length + 1, value: part.text ?? '' });
    }
    const tx = part.tx;
    const unstructured = obj(tx?.RmtInf)?.Ustrd;
    const ustrd = Array.isArray(unstructured)
      ? unstructured
          .map((u) => (typeof u === 'string' ? u : textAt({ u }, 'u')))
          .filter(Boolean)
          .join(' ') || null
      : null;
    const message = clip(ustrd ?? textAt(entry, 'AddtlNtryInf'));
    const endToEnd = textAt(tx, 'Refs.EndToEndId');
    const structured = textAt(tx, 'RmtInf.Strd.CdtrRefInf.Ref');
    const variableSymbol =
      normalizeVariableSymbol(structured) ??
      variableSymbolIn(structured) ??
      variableSymbolIn(endToEnd) ??
      normalizeVariableSymbol(endToEnd) ??
      variableSymbolIn(ustrd) ??
      variableSymbolIn(textAt(entry, 'AddtlNtryInf'));
    out.lines.push({
      bookingDate,
      amount: halere,
      variableSymbol,
      counterpartyName: clip(
        textAt(tx, 'RltdPties.Dbtr.Nm') ?? textAt(tx, 'RltdPties.Dbtr.Pty.Nm') ?? textAt(tx, 'RltdPties.UltmtDbtr.Nm'),
      ),
      counterpartyAccount: clip(
        textAt(tx, 'RltdPties.DbtrAcct.Id.IBAN') ?? textAt(tx, 'RltdPties.DbtrAcct.Id.Othr.Id'),
      ),
      message,
      bankReference: clip(textAt(tx, 'Refs.AcctSvcrRef') ?? textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef')),
    });
  }
}

// ---------------------------------------------------------------- CSV

/** Lower case, no diacritics, letters and digits only: "Název protiúčtu" → "nazevprotiuctu". */
const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

type Column =
  | 'date'
  | 'amount'
  | 'currency'
  | 'vs'
  | 'name'
  | 'account'
  | 'bankCode'
  | 'message'
  | 'note'
  | 'reference';

/** Header names (as headerKey gives them) of each column, Czech banks' and English. */
const HEADER_NAMES: Record<Column, string[]> = {
  date: [
    'datum',
    'date',
    'datumzauctovani',
    'datumpohybu',
    'datumprovedeni',
    'bookingdate',
    'valuedate',
    'datumsplatnosti',
    'zauctovano',
  ],
  amount: ['objem', 'castka', 'amount', 'castkavmeneuctu', 'suma', 'castkaczk'],
  currency: ['mena', 'currency', 'menauctu'],
  vs: ['vs', 'variabilnisymbol', 'variablesymbol', 'varsymbol', 'symbolvariabilni'],
  name: [
    'nazevprotiuctu',
    'protistrana',
    'counterparty',
    'counterpartyname',
    'nazevuctuprotistrany',
    'jmenoprotistrany',
    'platce',
    'nazevplatce',
    'name',
    'nazev',
  ],
  account: [
    'protiucet',
    'cisloprotiuctu',
    'uctuprotistrany',
    'ucetprotistrany',
    'counterpartyaccount',
    'account',
    'iban',
  ],
  bankCode: ['kodbanky', 'bankcode', 'kodbankyprotiuctu'],
  message: [
    'zpravaproprijemce',
    'zprava',
    'message',
    'informaceproprijemce',
    'popis',
    'description',
    'remittanceinformation',
  ],
  note: ['poznamka', 'note', 'komentar'],
  reference: ['idpohybu', 'idoperace', 'idtransakce', 'reference', 'transactionid', 'id', 'referencebanky'],
};

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const keys = header.map(headerKey);
  const found: Partial<Record<Column, number>> = {};
  for (const [column, names] of Object.entries(HEADER_NAMES) as [Column, string[]][]) {
    for (const name of names) {
      const at = keys.indexOf(name);
      if (at !== -1) {
        found[column] = at;
        break;
      }
    }
  }
  return found;
}

/** The separator of the first lines: the one of `;`, `,` and tab that appears most. */
function delimiterOf(text: string): string {
  const head = text.slice(0, 8192);
  const counts = [';', ',', '\t'].map((d) => [d, head.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

function parseCsvStatement(text: string): ParsedStatement {
  const delimiter = delimiterOf(text);
  let rows: string[][];
  try {
    rows = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      trim: true,
    }) as string[][];
  } catch (err) {
    throw new StatementError('bankStatements.brokenCsv', { reason: (err as Error).message });
  }
  // The header: the first row naming a date, an amount and a variable symbol (Fio: "Datum", "Objem", "VS").
  const headerAt = rows.findIndex((r, i) => {
    if (i > 50) return false;
    const c = columnsOf(r);
    return c.date !== undefined && c.amount !== undefined && c.vs !== undefined;
  });
  if (headerAt === -1) throw new StatementError('bankStatements.unknownFormat');
  const header = rows[headerAt]!;
  const col = columnsOf(header);
  const keys = header.map(headerKey);
  const fio = (keys.includes('idpohybu') || keys.includes('idoperace')) && keys.includes('objem');
  const out: ParsedStatement = {
    format: fio ? 'fio-csv' : 'csv',
    statementId: null,
    accountIban: null,
    fromDate: null,
    toDate: null,
    lines: [],
    skippedDebits: 0,
    skippedOtherCurrency: 0,
  };
  readPreamble(rows.slice(0, headerAt), out);
  const cell = (r: string[], c: Column) => {
    const at = col[c];
    return at === undefined ? '' : (r[at] ?? '').trim();
  };
  let fromDate: string | null = null;
  let toDate: string | null = null;
  for (let i = headerAt + 1; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.every((c) => !c.trim())) continue;
    const lineNo = i + 1;
    const amountText = cell(r, 'amount');
    const dateText = cell(r, 'date');
    // A closing summary row ("Suma", totals) has no date: not a payment.
    if (!dateText && !amountText) continue;
    const amount = halereOf(amountText);
    if (amount === null || amount === 0)
      throw new StatementError('bankStatements.badAmountRow', { row: lineNo, value: amountText });
    const date = parseDate(dateText.split(/\s+\d{1,2}:\d{2}/)[0]!.trim());
    if (!date) throw new StatementError('bankStatements.badDateRow', { row: lineNo, value: dateText });
    if (amount < 0) {
      out.skippedDebits++;
      continue;
    }
    const currency = cell(r, 'currency').toUpperCase();
    if (currency && currency !== 'CZK' && currency !== 'KČ' && currency !== 'KC') {
      out.skippedOtherCurrency++;
      continue;
    }
    if (!fromDate || date < fromDate) fromDate = date;
    if (!toDate || date > toDate) toDate = date;
    const account = cell(r, 'account');
    const bankCode = cell(r, 'bankCode');
    const message = cell(r, 'message');
    const note = cell(r, 'note');
    const vsText = cell(r, 'vs');
    out.lines.push({
      bookingDate: date,
      amount,
      variableSymbol: normalizeVariableSymbol(vsText) ?? variableSymbolIn(message) ?? variableSymbolIn(note),
      counterpartyName: clip(cell(r, 'name')),
      counterpartyAccount: clip(account && bankCode && !account.includes('/') ? `${account}/${bankCode}` : account),
      message: clip([message, note].filter((x, k, a) => x && a.indexOf(x) === k).join(' · ')),
      bankReference: clip(cell(r, 'reference')),
    });
  }
  out.fromDate ??= fromDate;
  out.toDate ??= toDate;
  return out;
}

/** The account lines above the table (Fio: "accountId;…", "iban;…", "dateStart;…", or Czech labels). */
function readPreamble(rows: string[][], out: ParsedStatement) {
  for (const r of rows) {
    const key = headerKey(r[0] ?? '');
    const value = (r[1] ?? '').trim();
    if (!value) continue;
    if (key === 'iban') out.accountIban = clip(value.replace(/\s/g, ''));
    else if (key === 'datestart' || key === 'od' || key === 'obdobiod') out.fromDate = parseDate(value);
    else if (key === 'dateend' || key === 'do' || key === 'obdobido') out.toDate = parseDate(value);
    else if (key === 'idlist' || key === 'cislovypisu' || key === 'vypis') out.statementId = clip(value);
  }
}
