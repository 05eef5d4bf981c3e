// pdfmake 0.3 with Czech text (the persons' GDPR export, invoices): Noto Sans from @fontsource in
// pdfmake's memory store, and every text cut into runs by the font subset that covers each character.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The part of pdfmake 0.3's server API used here, typed locally: @types/pdfmake references the DOM
// lib, which would change the global types of the whole server program (crypto.subtle, fetch...).
export type PdfContent = string | { [property: string]: unknown } | PdfContent[];
export interface PdfMake {
  /** pdfmake's in-memory file store: fonts put here are read without touching the disk. */
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  addFonts(fonts: Record<string, { normal: string; bold: string }>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(doc: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);

// Fonts. @fontsource/noto-sans ships Noto Sans only cut into unicode subsets, and no file holds
// both "latin" (á é í ó ú ý) and "latin-ext" (č ě ň ř š ť ů ž), while a pdfkit font is one file.
// So each subset is a font family of its own and every text is cut into runs by the subset that
// covers each character (the package's unicode.json has the ranges); pdfmake keeps a word whole
// across runs. Cyrillic is in for foreign members' names; a character no subset covers falls to
// latin and shows as a box. pdfmake and the font files are loaded from node_modules once, on the
// first document (pdfmake alone takes about 0.2 s to load: not on every server start).
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
const family = (subset: string) => `NotoSans-${subset}`;
/** The default font of a document (its `defaultStyle.font`): covers U+0000–00FF. */
export const PDF_BASE_FONT = family('latin');
let loaded: { pdfMake: PdfMake; ranges: [string, [number, number][]][] } | undefined;

/** pdfmake with the fonts registered (loaded on the first call). */
export function loadPdfMake(): PdfMake {
  return load().pdfMake;
}

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  // pdfmake 0.3 is CommonJS exporting one instance (`module.exports = new pdfmake()`); require()
  // hands over that instance whatever the loader (tsx, vitest) makes of default imports.
  const pdfMake = require('pdfmake') as PdfMake;
  const unicode = require('@fontsource/noto-sans/unicode.json') as Record<string, string>;
  const file = (subset: string, weight: number) => {
    const name = `noto-sans-${subset}-${weight}-normal.woff`;
    pdfMake.virtualfs.writeFileSync(name, readFileSync(require.resolve(`@fontsource/noto-sans/files/${name}`)));
    return name;
  };
  pdfMake.addFonts(Object.fromEntries(SUBSETS.map((s) => [family(s), { normal: file(s, 400), bold: file(s, 700) }])));
  // A document never needs the network or the disk (the fonts are in pdfmake's memory store); the
  // policies also keep pdfmake from warning on every document.
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy(() => false);
  const ranges = SUBSETS.map((s): [string, [number, number][]] => [
    s,
    (unicode[s] ?? '').split(',').map((range) => {
      const [from = '', to = from] = range.replace('U+', '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as [number, number];
    }),
  ]);
  loaded = { pdfMake, ranges };
  return loaded;
}

/** A text as pdfmake inlines, each in the font of the subset that has its characters. */
export function runs(text: string): string | { text: string; font: string }[] {
  // The default font (latin) covers U+0000–00FF: most values need no cutting.
  if (!/[\u0100-\u{10ffff}]/u.test(text)) return text;
  const { ranges } = load();
  const out: { text: string; font: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const subset = ranges.find(([, rs]) => rs.some(([from, to]) => cp >= from && cp <= to))?.[0] ?? 'latin';
    const last = out.at(-1);
    if (last?.font === family(subset)) last.text += ch;
    else out.push({ text: ch, font: family(subset) });
  }
  return out;
}
