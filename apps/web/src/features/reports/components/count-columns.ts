// The member-count columns of a report table: right-aligned, sortable, in a fixed order, written
// as the statistics page writes them ("1 066" in Czech, "1,066" in English).
import i18next, { type TFunction } from 'i18next';
import type { ListColumn } from '../../../platform/forms';
import { formatCount } from '../../../platform/i18n/numbers';

/** The counts every member report carries (the statistics' record without the club count). */
export const MEMBER_COUNT_KEYS = [
  'totalCount',
  'personCount',
  'adultMaleCount',
  'adultFemaleCount',
  'adultNotAvailableCount',
  'childCount',
  'childMaleCount',
  'childFemaleCount',
  'childNotAvailableCount',
] as const;

export type CountKey =
  | (typeof MEMBER_COUNT_KEYS)[number]
  | 'clubCount'
  | 'maleCount'
  | 'femaleCount'
  | 'notAvailableCount';

export function countColumns<Row>(t: TFunction, keys: readonly CountKey[]): ListColumn<Row>[] {
  return keys.map((key) => ({
    key,
    title: t(`count.${key}`),
    sortField: key,
    align: 'right' as const,
    // Columns are built in each render, which a change of language causes.
    render: (row: Row) => formatCount((row as Record<CountKey, number>)[key], i18next.language),
  }));
}
