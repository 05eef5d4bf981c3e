// The GDPR export of a person (art. 15) as a readable PDF: the same parts as the JSON file, the
// person as a key/value table and every row of the other parts as a key/value block (rows have too
// many columns for a table across an A4 page), with headings in the caller's language.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PersonDataExport } from '@fedra/contract';
import { shownDate } from '../../platform/i18n/shown-date';
import { TABLE_TIME_ZONE } from '../../platform/tables/write-table';

type Lang = 'cs' | 'en';
type Label = Record<Lang, string>;
type Part = Exclude<keyof PersonDataExport, 'exportedAt' | 'person'>;

// The part of pdfmake 0.3's server API used here, typed locally: @types/pdfmake references the DOM
// lib, which would change the global types of the whole server program (crypto.subtle, fetch...).
type Content = string | { [property: string]: unknown } | Content[];
interface PdfMake {
  /** pdfmake's in-memory file store: fonts put here are read without touching the disk. */
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  addFonts(fonts: Record<string, { normal: string; bold: string }>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(doc: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);

const LABELS = {
  title: { cs: 'Osobní údaje vedené ve Fedře', en: 'Personal data held in Fedra' },
  registrationNumber: { cs: 'Registrační číslo', en: 'Registration number' },
  exportedAt: { cs: 'Vytvořeno', en: 'Exported' },
  person: { cs: 'Osoba', en: 'Person' },
  noRecords: { cs: 'Žádné záznamy', en: 'No records' },
  yes: { cs: 'ano', en: 'yes' },
  no: { cs: 'ne', en: 'no' },
} satisfies Record<string, Label>;

// A Record over the contract's parts: a part added to the export fails the typecheck until it has
// a heading here. The key order is the order of the sections.
const PARTS: Record<Part, Label> = {
  roles: { cs: 'Role a členství', en: 'Roles and memberships' },
  contributions: { cs: 'Příspěvky', en: 'Contributions' },
  tournaments: { cs: 'Turnaje', en: 'Tournaments' },
  leagueGames: { cs: 'Ligové zápasy', en: 'League games' },
  refereeJournal: { cs: 'Deník rozhodčího', en: 'Referee journal' },
  requests: { cs: 'Žádosti', en: 'Requests' },
  changeRequests: { cs: 'Žádosti o změnu údajů', en: 'Data change requests' },
  users: { cs: 'Uživatelské účty', en: 'User accounts' },
  changes: { cs: 'Historie změn', en: 'Change history' },
};

// Fonts. @fontsource/noto-sans ships Noto Sans only cut into unicode subsets, and no file holds
// both "latin" (á é í ó ú ý) and "latin-ext" (č ě ň ř š ť ů ž), while a pdfkit font is one file.
// So each subset is a font family of its own and every text is cut into runs by the subset that
// covers each character (the package's unicode.json has the ranges); pdfmake keeps a word whole
// across runs. Cyrillic is in for foreign members' names; a character no subset covers falls to
// latin and shows as a box. pdfmake and the font files are loaded from node_modules once, on the
// first export (pdfmake alone takes about 0.2 s to load: not on every server start).
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
const family = (subset: string) => `NotoSans-${subset}`;
let loaded: { pdfMake: PdfMake; ranges: [string, [number, number][]][] } | undefined;

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
  // An export never needs the network or the disk (the fonts are in pdfmake's memory store); the
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
function runs(text: string): string | { text: string; font: string }[] {
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

// Values as users read them: dates "7. 3. 2026" in Czech and ISO in English (as the app's messages
// do), times in the federation's wall clock.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TABLE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function shownTime(at: Date, lang: Lang): string {
  const parts = clock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return `${lang === 'cs' ? shownDate(date) : date} ${part('hour')}:${part('minute')}`;
}

function shown(value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return LABELS[value ? 'yes' : 'no'][lang];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : shownTime(value, lang);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return lang === 'cs' ? shownDate(value) : value;
    const at = ISO_TIMESTAMP.test(value) ? new Date(value) : null;
    return at && !Number.isNaN(at.getTime()) ? shownTime(at, lang) : value;
  }
  // Nested JSON on one line, with spaces after commas and colons so that it wraps between items.
  if (typeof value === 'object') return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
  return String(value);
}

// Fixed column widths: with a star column pdfmake widens the table to the longest unbreakable
// word (a token, a URL) and runs off the page; fixed ones make it hard-wrap such words instead.
// A4 is 595 pt wide, less 2 × 40 pt margins and 4 × 4 pt cell padding.
const KEY_WIDTH = 150;
const VALUE_WIDTH = 595 - 2 * 40 - 4 * 4 - KEY_WIDTH;

const lines = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => '#c8c8c8',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** One row as key/value lines under an optional caption (repeated when the block breaks a page). */
function keyValues(row: Record<string, unknown>, lang: Lang, caption?: string): Content {
  const body: Content[][] = Object.entries(row).map(([key, value]) => [
    { text: runs(key), style: 'key' },
    { text: runs(shown(value, lang)) },
  ]);
  if (caption) body.unshift([{ text: caption, colSpan: 2, style: 'caption' }, {}]);
  return {
    // The caption stays with the first line below it and comes again on the next page.
    table: { widths: [KEY_WIDTH, VALUE_WIDTH], body, ...(caption ? { headerRows: 1, keepWithHeaderRows: 1 } : {}) },
    layout: lines,
    margin: [0, 0, 0, 8],
  };
}

const noRecords = (lang: Lang): Content => ({ text: runs(LABELS.noRecords[lang]), style: 'empty' });

export async function personExportPdf(data: PersonDataExport, lang: Lang): Promise<Buffer> {
  const { pdfMake } = load();
  const { person } = data;
  const name = [person.title, person.first_name, person.last_name].filter((v) => v).join(' ') || '—';
  const heading = (label: Label): Content => ({ text: runs(label[lang]), style: 'heading', headlineLevel: 1 });
  const sections = (Object.keys(PARTS) as Part[]).flatMap((part): Content[] => {
    const rows = data[part];
    return [
      heading(PARTS[part]),
      rows.length === 0 ? noRecords(lang) : rows.map((row, i) => keyValues(row, lang, `${i + 1} / ${rows.length}`)),
    ];
  });
  const doc = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${LABELS.title[lang]}: ${name}` },
    defaultStyle: { font: family('latin'), fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
      name: { fontSize: 12, bold: true },
      meta: { color: '#555555', margin: [0, 2, 0, 0] },
      heading: { fontSize: 12, bold: true, margin: [0, 14, 0, 6] },
      key: { color: '#555555' },
      caption: { bold: true, fillColor: '#eeeeee' },
      empty: { color: '#777777' },
    },
    // A heading left alone at the foot of a page moves to the next one, with its section.
    pageBreakBefore: (node: { headlineLevel?: number }, nodes: { getFollowingNodesOnPage(): unknown[] }) =>
      node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#777777',
    }),
    content: [
      { text: runs(LABELS.title[lang]), style: 'title' },
      { text: runs(name), style: 'name' },
      {
        text: runs(
          `${LABELS.registrationNumber[lang]}: ${shown(person.registration_number, lang)}   ·   ` +
            `${LABELS.exportedAt[lang]}: ${shown(data.exportedAt, lang)}`,
        ),
        style: 'meta',
      },
      heading(LABELS.person),
      Object.keys(person).length === 0 ? noRecords(lang) : keyValues(person, lang),
      ...sections,
    ],
  };
  return pdfMake.createPdf(doc).getBuffer();
}
