// Finds person registration numbers (`CZE 123-456`: ISO 3166 alpha-3, a space, three digits, `-`,
// three digits) in a free text, leniently: any case, spaces, dashes or nothing between the parts,
// Unicode dashes and spaces, full-width forms (NFKC). A candidate is three letters of any script
// followed by two digit groups, so that look-alikes (Cyrillic 'С' in 'СZE', Arabic-Indic digits)
// are found and reported as malformed instead of being silently read as another number.

/** Spaces, dashes and the full-width and Unicode forms people paste between the parts. */
const SEPARATOR = String.raw`[\p{Zs}\t\u00AD\-\u2010-\u2015\u2212\uFE58\uFE63\uFF0D_.]`;
/**
 * Three letters not glued to a letter or digit before them, three digits, a separator or none,
 * three digits, and no further digit group after them (a phone number "tel 602 123 456" is not a
 * registration number).
 */
const WELL_SHAPED = String.raw`\p{L}{3}${SEPARATOR}{0,3}\p{Nd}{3}${SEPARATOR}{0,3}\p{Nd}{3}`;
/**
 * A number with digit groups of the wrong length ("CZE 12-34", "CZE 1234-56"): capital letters and
 * two separated digit groups, so that it is reported as malformed rather than silently skipped,
 * while ordinary words with a number ("dne 12-03") are not taken for one.
 */
const MIS_SHAPED = String.raw`\p{Lu}{3}${SEPARATOR}{0,3}\p{Nd}{1,6}${SEPARATOR}{1,3}\p{Nd}{1,6}`;
const CANDIDATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${WELL_SHAPED}|${MIS_SHAPED})(?!${SEPARATOR}{0,3}\p{N})`,
  'gu',
);
const WELL_FORMED = /^([A-Za-z]{3})[\s\-_.]*(\d{3})[\s\-_.]*(\d{3})$/;

export interface FoundNumber {
  /** As it appears in the text. */
  raw: string;
  /** `CZE 123-456`, or null when malformed. */
  normalized: string | null;
}

/** The normalized number of one candidate, or null: only ASCII letters and digits after NFKC. */
export function normalizeRegistrationNumber(candidate: string): string | null {
  // NFKC folds full-width letters, digits and dashes to ASCII; it leaves other scripts alone.
  const folded = candidate.normalize('NFKC').replace(new RegExp(SEPARATOR, 'gu'), ' ');
  const m = WELL_FORMED.exec(folded.trim());
  return m ? `${m[1]!.toUpperCase()} ${m[2]}-${m[3]}` : null;
}

export class TooManyNumbersError extends Error {}

/**
 * The distinct numbers of a text in the order of their first appearance (a well-formed number
 * once however it is written; a malformed one once per spelling). Throws TooManyNumbersError as
 * soon as there are more than `max`, without scanning the rest.
 */
export function findRegistrationNumbers(text: string, max: number): FoundNumber[] {
  const found = new Map<string, FoundNumber>();
  for (const match of text.matchAll(CANDIDATE)) {
    const raw = match[0];
    const normalized = normalizeRegistrationNumber(raw);
    const key = normalized ?? `raw:${raw}`;
    if (found.has(key)) continue;
    if (found.size >= max) throw new TooManyNumbersError();
    found.set(key, { raw, normalized });
  }
  return [...found.values()];
}
