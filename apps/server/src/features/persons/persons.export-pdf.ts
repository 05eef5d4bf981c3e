// The GDPR export of a person (art. 15) as a readable PDF: the same parts as the JSON file, the
// person as a key/value table and every row of the other parts as a key/value block (rows have too
// many columns for a table across an A4 page), with headings in the caller's language.
import type { PersonDataExport } from '@fedra/contract';
import { shownDate } from '../../platform/i18n/shown-date';
import { type PdfContent as Content, loadPdfMake, PDF_BASE_FONT, runs } from '../../platform/pdf/pdf-fonts';
import { TABLE_TIME_ZONE } from '../../platform/tables/write-table';

type Lang = 'cs' | 'en';
type Label = Record<Lang, string>;
type Part = Exclude<keyof PersonDataExport, 'exportedAt' | 'person'>;

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
  const pdfMake = loadPdfMake();
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
    defaultStyle: { font: PDF_BASE_FONT, fontSize: 9, lineHeight: 1.15 },
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
