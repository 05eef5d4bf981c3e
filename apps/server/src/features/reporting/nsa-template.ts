// The register's file forms as data (issue 33): a versioned JSON template names the columns, each
// either a field Fedra fills or a fixed value, and the encoding rules; this module reads a
// template, checks it against the fields the code knows, and writes rows by it. When the register
// changes its columns, a new template file is added and `CURRENT` points at it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';

/** What the persons file can carry (a template column's `field`). */
export const PERSON_FIELDS = [
  'firstName',
  'otherNames',
  'lastName',
  'birthNumber',
  'citizenship',
  'birthDate',
  'birthDateWithoutBirthNumber',
  'isAthlete',
  'isCoach',
  'athleteFrom',
  'athleteTo',
  'coachFrom',
  'coachTo',
  'sportCode',
  'clubIco',
  'clubName',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** What the organisations file can carry. */
export const ORGANISATION_FIELDS = [
  'name',
  'ico',
  'memberOfIco',
  'zip',
  'houseNumber',
  'landRegistryNumber',
  'street',
  'cityPart',
  'city',
  'region',
] as const;
export type OrganisationField = (typeof ORGANISATION_FIELDS)[number];

type Kind = 'persons' | 'organisations';
type FieldOf<K extends Kind> = K extends 'persons' ? PersonField : OrganisationField;

export interface NsaTemplate<K extends Kind> {
  kind: K;
  version: number;
  encoding: string;
  separator: string;
  lineEnd: string;
  columns: ({ header: string; field: FieldOf<K> } | { header: string; value: string })[];
}

/** The template files in use (nsa-templates/<kind>-v<version>.json). */
export const CURRENT = { persons: 1, organisations: 1 } as const;

const FIELDS: Record<Kind, readonly string[]> = { persons: PERSON_FIELDS, organisations: ORGANISATION_FIELDS };
const cache = new Map<string, NsaTemplate<Kind>>();

/** Reads and checks a template; a column naming an unknown field stops here, not in a file. */
export function loadTemplate<K extends Kind>(kind: K, version: number = CURRENT[kind]): NsaTemplate<K> {
  const key = `${kind}-v${version}`;
  const hit = cache.get(key);
  if (hit) return hit as NsaTemplate<K>;
  const path = fileURLToPath(new URL(`./nsa-templates/${key}.json`, import.meta.url));
  const raw = JSON.parse(readFileSync(path, 'utf8')) as NsaTemplate<K>;
  if (raw.kind !== kind || raw.version !== version) throw new Error(`${key}: kind or version does not match its name`);
  if (!iconv.encodingExists(raw.encoding)) throw new Error(`${key}: unknown encoding ${raw.encoding}`);
  if (!raw.separator || !raw.lineEnd || !Array.isArray(raw.columns) || raw.columns.length === 0)
    throw new Error(`${key}: separator, lineEnd and columns are required`);
  for (const c of raw.columns) {
    if (typeof c.header !== 'string' || c.header === '') throw new Error(`${key}: a column without a header`);
    if ('field' in c ? !FIELDS[kind].includes(c.field) : typeof c.value !== 'string')
      throw new Error(`${key}: column ${c.header} names no known field or value`);
  }
  cache.set(key, raw);
  return raw;
}

/**
 * A cell as the register reads it: the separator, quotes and line breaks cannot be quoted there
 * (it splits on `;`), so they become spaces; a value is never a formula in its upload.
 */
function cell(value: string | number | null | undefined, separator: string): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replaceAll(separator, ' ')
    .replace(/[\r\n"]+/g, ' ')
    .trim();
}

/** The file's bytes: the header line, one line per row, each line ended, in the template's encoding. */
export function writeNsaFile<K extends Kind>(
  template: NsaTemplate<K>,
  rows: Iterable<Partial<Record<FieldOf<K>, string | number | null>>>,
): Buffer {
  const { separator: sep, lineEnd } = template;
  const lines = [template.columns.map((c) => c.header).join(sep)];
  for (const row of rows) {
    lines.push(template.columns.map((c) => cell('field' in c ? row[c.field as FieldOf<K>] : c.value, sep)).join(sep));
  }
  return iconv.encode(lines.map((l) => l + lineEnd).join(''), template.encoding);
}
