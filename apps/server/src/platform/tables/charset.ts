// Bytes of an uploaded CSV to text. Czech Excel saves "CSV" in windows-1250 and "CSV UTF-8" with a
// BOM; people also send UTF-8 without one. Without a BOM or an explicit choice, the encoding is
// decided at the first non-ASCII byte from the next 64 KiB: invalid UTF-8 means windows-1250.
// Binary files, workbooks sent as CSV and files mixing both encodings are refused, never guessed.
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { TableError, type TableProblemCode } from './table-problems';

export type TableEncoding = 'utf-8' | 'windows-1250';
export const TABLE_ENCODINGS: readonly TableEncoding[] = ['utf-8', 'windows-1250'];

/** How much text after the first non-ASCII byte decides the encoding. */
const EVIDENCE_BYTES = 64 * 1024;

/** Length of the UTF-8 sequence at `i`: n when valid, 0 when invalid, -1 when cut off by the end. */
function sequenceLength(buf: Uint8Array, i: number): number {
  const b = buf[i]!;
  if (b < 0x80) return 1;
  const n = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
  if (n === 0) return 0;
  for (let k = 1; k < n; k++) {
    if (i + k >= buf.length) return -1;
    const c = buf[i + k]!;
    if ((c & 0xc0) !== 0x80) return 0;
    // Overlong forms, surrogates and code points past U+10FFFF are invalid too.
    if (
      k === 1 &&
      ((b === 0xe0 && c < 0xa0) || (b === 0xed && c > 0x9f) || (b === 0xf0 && c < 0x90) || (b === 0xf4 && c > 0x8f))
    )
      return 0;
  }
  return n;
}

/**
 * A UTF-8 sequence that real text produces and windows-1250 text practically never does: a Latin
 * letter with a diacritic (lead bytes C3-C5: "Ă", "Ä", "Ĺ" followed by "Š", "ž"...) or typographic
 * punctuation (E2 80 xx: dashes, quotes). Returns its length, 0 when there is none, -1 when cut off.
 */
function utf8LetterAt(buf: Uint8Array, i: number): number {
  const b = buf[i]!;
  if (b < 0xc3 || (b > 0xc5 && b !== 0xe2)) return 0;
  const n = b === 0xe2 ? 3 : 2;
  if (i + n > buf.length) return -1;
  if (b === 0xe2 && buf[i + 1] !== 0x80) return 0;
  return (buf[i + n - 1]! & 0xc0) === 0x80 ? n : 0;
}

function countNewlines(buf: Uint8Array, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (buf[i] === 0x0a) n++;
  return n;
}

function startsWith(buf: Uint8Array, bytes: number[]): boolean {
  return bytes.every((b, i) => buf[i] === b);
}

export class TableTextDecoder {
  /** The encoding once known (at once when chosen, after a BOM, or at the first non-ASCII byte). */
  encoding: TableEncoding | null;
  private readonly explicit: boolean;
  private started = false;
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes from the first non-ASCII one on, gathered until there are enough to decide. */
  private evidence: Buffer[] | null = null;
  private evidenceLength = 0;
  /** Line of the next byte, for error messages. */
  private line = 1;

  constructor(encoding?: TableEncoding) {
    this.encoding = encoding ?? null;
    this.explicit = encoding !== undefined;
  }

  /** Text of the next bytes (may hold back an incomplete sequence); throws TableError. */
  write(chunk: Uint8Array): string {
    if (this.evidence) {
      // Gathered without decoding (and copying) again and again.
      if (chunk.includes(0)) throw new TableError({ code: 'binary' });
      this.evidence.push(Buffer.from(chunk));
      this.evidenceLength += chunk.length;
      if (this.evidenceLength < EVIDENCE_BYTES) return '';
      return this.decode(this.takeEvidence(), false);
    }
    return this.decode(Buffer.concat([this.pending, chunk]), false);
  }

  /** The rest of the text at the end of the input. */
  end(): string {
    return this.decode(this.evidence ? this.takeEvidence() : this.pending, true);
  }

  private takeEvidence(): Buffer {
    const data = Buffer.concat(this.evidence ?? []);
    this.evidence = null;
    this.evidenceLength = 0;
    return data;
  }

  private decode(data: Buffer, final: boolean): string {
    this.pending = Buffer.alloc(0);
    if (!this.started) {
      // The signatures need the first four bytes.
      if (data.length < 4 && !final) {
        this.pending = data;
        return '';
      }
      this.started = true;
      data = this.checkStart(data);
    }
    if (data.includes(0)) throw new TableError({ code: 'binary' });

    let text: string;
    if (this.encoding === null) text = this.decodeUndecided(data, final);
    else text = this.encoding === 'utf-8' ? this.decodeUtf8(data, final) : this.decodeWindows1250(data, final);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.line++;
    return text;
  }

  /** Refuses files that are not text; strips a UTF-8 BOM, which settles the encoding. */
  private checkStart(data: Buffer): Buffer {
    if (startsWith(data, [0xef, 0xbb, 0xbf])) {
      this.encoding = 'utf-8';
      return data.subarray(3);
    }
    if (startsWith(data, [0xff, 0xfe]) || startsWith(data, [0xfe, 0xff])) throw new TableError({ code: 'utf16' });
    // ZIP (XLSX) and OLE2 (XLS) containers.
    if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0xd0, 0xcf, 0x11, 0xe0]))
      throw new TableError({ code: 'workbook' });
    return data;
  }

  private decodeUndecided(data: Buffer, final: boolean): string {
    let i = 0;
    while (i < data.length && data[i]! < 0x80) i++;
    // ASCII reads the same in both encodings.
    const ascii = data.toString('latin1', 0, i);
    if (i === data.length) return ascii;
    const rest = data.subarray(i);
    if (rest.length < EVIDENCE_BYTES && !final) {
      this.evidence = [rest];
      this.evidenceLength = rest.length;
      return ascii;
    }
    const line = this.line + countNewlines(data, i);
    this.encoding = this.decide(rest, line);
    const decoded =
      this.encoding === 'utf-8' ? this.decodeUtf8(rest, final, line) : this.decodeWindows1250(rest, final, line);
    return ascii + decoded;
  }

  /** UTF-8 unless some bytes are invalid in it; both kinds of evidence at once mean a mixed file. */
  private decide(evidence: Buffer, line: number): TableEncoding {
    let firstInvalid = -1;
    let letters = 0;
    for (let i = 0; i < evidence.length; ) {
      const n = sequenceLength(evidence, i);
      if (n === -1) break;
      if (n === 0) {
        if (firstInvalid === -1) firstInvalid = i;
        i++;
        continue;
      }
      if (n > 1 && utf8LetterAt(evidence, i) > 0) letters++;
      i += n;
    }
    if (firstInvalid === -1) return 'utf-8';
    if (letters > 0) this.fail('mixedEncoding', evidence, firstInvalid, line);
    return 'windows-1250';
  }

  private decodeUtf8(data: Buffer, final: boolean, line = this.line): string {
    // Hold back a sequence cut off by the end of the chunk.
    let end = data.length;
    if (!final) {
      for (let j = Math.max(0, data.length - 3); j < data.length; j++) {
        if (data[j]! >= 0xc0 && sequenceLength(data, j) === -1) {
          end = j;
          break;
        }
      }
    }
    const complete = data.subarray(0, end);
    if (!isUtf8(complete)) {
      let i = 0;
      while (i < complete.length) {
        const n = sequenceLength(complete, i);
        if (n <= 0) break;
        i += n;
      }
      this.fail(this.explicit ? 'wrongEncoding' : 'mixedEncoding', complete, i, line);
    }
    this.pending = data.subarray(end);
    return complete.toString('utf8');
  }

  private decodeWindows1250(data: Buffer, final: boolean, line = this.line): string {
    let end = data.length;
    for (let i = 0; i < data.length; i++) {
      if (data[i]! < 0xc3) continue;
      const n = utf8LetterAt(data, i);
      if (n === -1 && !final) {
        end = i;
        break;
      }
      if (n > 0) this.fail(this.explicit ? 'wrongEncoding' : 'mixedEncoding', data, i, line);
    }
    this.pending = data.subarray(end);
    return iconv.decode(data.subarray(0, end), 'windows-1250');
  }

  private fail(code: TableProblemCode, buf: Buffer, at: number, base: number): never {
    const line = base + countNewlines(buf, at);
    throw new TableError({
      code,
      params: { line, ...(code === 'wrongEncoding' ? { encoding: this.encoding ?? '' } : {}) },
    });
  }
}
