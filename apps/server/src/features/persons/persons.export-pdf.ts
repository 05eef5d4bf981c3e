// The GDPR export of a person (art. 15) as a readable PDF: the same parts as the JSON file, the
// person as a key/value table and every row of the other parts as a key/value block (rows have too
// many columns for a table across an A4 page), in the caller's language: columns under their
// names, codes under theirs (one query for all of them), dates and times as users read them. The
// database's bookkeeping (ids, who edited a row) stays in the JSON file, which holds everything.
import type { PersonDataExport } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { timestampOf } from '../../platform/db/pg-timestamp';
import type { Db } from '../../platform/db/pool';
import { shownDate } from '../../platform/i18n/shown-date';
import { type PdfContent as Content, loadPdfMake, PDF_BASE_FONT, runs } from '../../platform/pdf/pdf-fonts';
import { TABLE_TIME_ZONE } from '../../platform/tables/write-table';
import {
  CODEBOOK_LISTS,
  COLUMNS,
  type CodeNames,
  type Column,
  detailColumn,
  type Kind,
  LABELS,
  type Label,
  type Lang,
  NAMED_TABLES,
  PARTS,
  type Part,
  type Section,
} from './persons.export-columns';

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The ids of each kind the export refers to (columns and the JSON details). */
function referencedIds(data: PersonDataExport): Map<Kind, Set<number>> {
  const ids = new Map<Kind, Set<number>>();
  const add = (kind: Kind | undefined, value: unknown) => {
    if (!kind) return;
    for (const v of Array.isArray(value) ? value : [value]) {
      const n = Number(v);
      if (v !== null && v !== '' && Number.isInteger(n)) {
        if (!ids.has(kind)) ids.set(kind, new Set());
        ids.get(kind)!.add(n);
      }
    }
  };
  const walkDetails = (value: unknown) => {
    if (!isPlain(value)) return;
    for (const [key, v] of Object.entries(value)) {
      if (key === 'before' || key === 'after') walkDetails(v);
      else add(detailColumn(key)?.ref, v);
    }
  };
  for (const section of ['person', ...Object.keys(PARTS)] as Section[]) {
    const rows = section === 'person' ? [data.person] : data[section];
    for (const row of rows)
      for (const [key, value] of Object.entries(row)) {
        const column = COLUMNS[section][key];
        if (column?.fields) walkDetails(value);
        else add(column?.ref, value);
      }
  }
  return ids;
}

/**
 * The names of the codes the export refers to, in the caller's language: one query, only the ids
 * the export holds (a person has a handful of roles; the clubs table may be long).
 */
export async function exportCodeNames(db: Db, data: PersonDataExport, lang: Lang): Promise<CodeNames> {
  const ids = referencedIds(data);
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const of = (kind: Kind) => sql.param([...(ids.get(kind) ?? [])]);
  const selects: SQL[] = [];
  for (const [kind, table] of Object.entries(NAMED_TABLES) as [Kind, string][])
    if (ids.has(kind))
      selects.push(
        sql`SELECT ${kind}::text AS kind, id, ${name} AS name FROM ${sql.identifier(table)} WHERE id = ANY(${of(kind)}::int[])`,
      );
  const lists = CODEBOOK_LISTS.filter((list) => ids.has(list));
  if (lists.length)
    selects.push(
      sql`SELECT list AS kind, id, ${name} AS name FROM codebook_entries WHERE list = ANY(${sql.param(lists)}::text[])`,
    );
  if (ids.has('season'))
    selects.push(sql`SELECT 'season' AS kind, id, name FROM seasons WHERE id = ANY(${of('season')}::int[])`);
  if (ids.has('club'))
    selects.push(sql`SELECT 'club' AS kind, id, name FROM clubs WHERE id = ANY(${of('club')}::int[])`);
  if (ids.has('match'))
    selects.push(sql`SELECT 'match' AS kind, m.id AS id, home.name || ' – ' || away.name AS name
                       FROM league_matches m JOIN league_teams home ON home.id = m.home_team_id
                       JOIN league_teams away ON away.id = m.away_team_id
                      WHERE m.id = ANY(${of('match')}::int[])`);
  if (!selects.length) return {};
  const { rows } = await db.execute<{ kind: Kind; id: number; name: string }>(sql.join(selects, sql` UNION ALL `));
  const names: CodeNames = {};
  for (const row of rows) {
    names[row.kind] ??= {};
    names[row.kind]![row.id] = row.name;
  }
  return names;
}

// ---- Values as users read them: dates "7. 3. 2026" in Czech and ISO in English (as the app's
// messages do), times in the federation's wall clock, yes/no, amounts in CZK.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TABLE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const money = {
  cs: new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'CZK' }),
};

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
    const at = timestampOf(value);
    return at ? shownTime(at, lang) : value;
  }
  if (Array.isArray(value)) return value.map((v) => (isPlain(v) ? inline(v) : shown(v, lang))).join(', ');
  // An object of its own keys (additional data): one "key: value" line each.
  if (isPlain(value))
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${isPlain(v) ? inline(v) : shown(v, lang)}`)
      .join('\n');
  return String(value);
}

// Nested JSON on one line, with spaces after commas and colons so that it wraps between items.
const inline = (value: unknown) => JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');

/** A value of a column: names of codes, texts of fixed values, amounts, else as `shown`. */
function shownIn(column: Column | undefined, value: unknown, lang: Lang, names: CodeNames, row = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (column?.ref) {
    const known = names[column.ref] ?? {};
    const fallback = column.fallback ? (row as Record<string, unknown>)[column.fallback] : undefined;
    const one = (id: unknown) => known[Number(id)] ?? (typeof fallback === 'string' ? fallback : String(id));
    return Array.isArray(value) ? value.map(one).join(', ') : one(value);
  }
  if (column?.values && typeof value === 'string') return column.values[value]?.[lang] ?? value;
  if (column?.money && Number.isFinite(Number(value))) return money[lang].format(Number(value));
  if (column?.fields && isPlain(value)) return shownDetails(value, lang, names);
  return shown(value, lang);
}

/**
 * JSON details keyed by the person's fields ({firstName: …}), or a change ({before, after}): one
 * line per field under its label, "before » after" for a change (the fonts have no arrow);
 * internal ids left out.
 */
function shownDetails(details: Record<string, unknown>, lang: Lang, names: CodeNames): string {
  const { before, after, ...rest } = details;
  const label = (key: string) => detailColumn(key)?.label[lang] ?? key;
  const value = (key: string, v: unknown) =>
    key === 'fields' && Array.isArray(v)
      ? v.map((f) => label(String(f))).join(', ')
      : shownIn(detailColumn(key) ?? undefined, v, lang, names);
  const lines = Object.entries(rest)
    .filter(([key]) => detailColumn(key) !== null)
    .map(([key, v]) => `${label(key)}: ${value(key, v)}`);
  if (isPlain(before) || isPlain(after)) {
    const was = isPlain(before) ? before : {};
    const is = isPlain(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (detailColumn(key) === null) continue;
      lines.push(
        isPlain(before)
          ? `${label(key)}: ${value(key, was[key])} » ${value(key, is[key])}`
          : `${label(key)}: ${value(key, is[key])}`,
      );
    }
  } else if (before !== undefined || after !== undefined)
    lines.push(`${LABELS.change[lang]}: ${shown(before, lang)} » ${shown(after, lang)}`);
  return lines.join('\n') || '—';
}

/** A row as [label, value] pairs: its known columns in their order, then any others by their key. */
export function shownRow(
  section: Section,
  row: Record<string, unknown>,
  lang: Lang,
  names: CodeNames = {},
): [string, string][] {
  const columns = COLUMNS[section];
  const known = Object.entries(columns)
    .filter((entry): entry is [string, Column] => entry[1] !== null && entry[0] in row)
    .map(([key, column]): [string, string] => [column.label[lang], shownIn(column, row[key], lang, names, row)]);
  const others = Object.keys(row)
    .filter((key) => !(key in columns))
    .map((key): [string, string] => [key, shown(row[key], lang)]);
  return [...known, ...others];
}

/** Whether a column of a section has a label or is left out on purpose (the tests ask it). */
export const isColumnKnown = (section: Section, key: string) => key in COLUMNS[section];

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
function keyValues(pairs: [string, string][], caption?: string): Content {
  const body: Content[][] = pairs.map(([key, value]) => [{ text: runs(key), style: 'key' }, { text: runs(value) }]);
  if (caption) body.unshift([{ text: caption, colSpan: 2, style: 'caption' }, {}]);
  return {
    // The caption stays with the first line below it and comes again on the next page.
    table: { widths: [KEY_WIDTH, VALUE_WIDTH], body, ...(caption ? { headerRows: 1, keepWithHeaderRows: 1 } : {}) },
    layout: lines,
    margin: [0, 0, 0, 8],
  };
}

const noRecords = (lang: Lang): Content => ({ text: runs(LABELS.noRecords[lang]), style: 'empty' });

/** The PDF; `names`: the codes' names (exportCodeNames), without them codes show as their ids. */
export async function personExportPdf(data: PersonDataExport, lang: Lang, names: CodeNames = {}): Promise<Buffer> {
  const pdfMake = loadPdfMake();
  const { person } = data;
  const name = [person.title, person.first_name, person.last_name].filter((v) => v).join(' ') || '—';
  const heading = (label: Label): Content => ({ text: runs(label[lang]), style: 'heading', headlineLevel: 1 });
  const sections = (Object.keys(PARTS) as Part[]).flatMap((part): Content[] => {
    const rows = data[part];
    return [
      heading(PARTS[part]),
      rows.length === 0
        ? noRecords(lang)
        : rows.map((row, i) => keyValues(shownRow(part, row, lang, names), `${i + 1} / ${rows.length}`)),
    ];
  });
  const personRows = shownRow('person', person, lang, names);
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
      personRows.length === 0 ? noRecords(lang) : keyValues(personRows),
      ...sections,
    ],
  };
  return pdfMake.createPdf(doc).getBuffer();
}
