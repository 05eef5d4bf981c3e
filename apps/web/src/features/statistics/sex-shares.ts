// The rows of the count-by-sex table: every sex of the codebook (0 when nobody has it), then the
// persons whose sex is not known when there are any, then the total. The server rounds the
// shares so that they sum to exactly 100; the total row states that sum as it is.
import type { CodebookItem } from '@fedra/contract/codebook';

export interface SexShareInput {
  sexId: number | null;
  percentage: number;
  count: number;
}

export interface SexShareRow {
  /** The sex's id; null for "not known". */
  sexId: number | null;
  label: string;
  count: number;
  percentage: number;
}

export interface SexShares {
  rows: SexShareRow[];
  total: { count: number; percentage: number };
}

export function sexShares(
  items: SexShareInput[],
  sexes: Record<string, CodebookItem>,
  lang: 'cs' | 'en',
  unknownLabel: string,
): SexShares {
  const bySex = new Map(items.map((item) => [item.sexId, item]));
  const known = Object.values(sexes)
    .sort((a, b) => a.id - b.id)
    .map((sex) => ({
      sexId: sex.id,
      label: sex.name[lang],
      count: bySex.get(sex.id)?.count ?? 0,
      percentage: bySex.get(sex.id)?.percentage ?? 0,
    }));
  // A sex the codebook does not know (a stale client after a new sex was added) still counts.
  const unlisted = items
    .filter((item) => item.sexId !== null && !(String(item.sexId) in sexes))
    .map((item) => ({ ...item, label: String(item.sexId) }));
  const unknown = bySex.get(null);
  const rows = [...known, ...unlisted, ...(unknown ? [{ ...unknown, label: unknownLabel }] : [])];
  const sum = (pick: (row: SexShareRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  // Summing one-decimal shares in binary floating point leaves tails such as 99.99999999999999.
  return { rows, total: { count: sum((r) => r.count), percentage: Math.round(sum((r) => r.percentage) * 10) / 10 } };
}
