// The member counts in files: one set of labels for every report and stats file, so the same
// count reads the same wherever it is exported.
import { REPORT_COUNT_KEYS } from '@fedra/contract';

/** The labels of the member counts in files, in the order of REPORT_COUNT_KEYS. */
const COUNT_LABELS: Record<(typeof REPORT_COUNT_KEYS)[number], { cs: string; en: string }> = {
  adultMaleCount: { cs: 'Dospělí muži', en: 'Adult men' },
  adultFemaleCount: { cs: 'Dospělé ženy', en: 'Adult women' },
  adultNotAvailableCount: { cs: 'Dospělí, pohlaví neuvedeno', en: 'Adults, sex not given' },
  childMaleCount: { cs: 'Chlapci', en: 'Boys' },
  childFemaleCount: { cs: 'Dívky', en: 'Girls' },
  childNotAvailableCount: { cs: 'Děti, pohlaví neuvedeno', en: 'Children, sex not given' },
  childCount: { cs: 'Děti celkem', en: 'Children' },
  personCount: { cs: 'Dospělí celkem', en: 'Adults' },
  totalCount: { cs: 'Členové celkem', en: 'Members' },
};

/** The count columns of a file, for any row that carries the member counts. */
export const countExportColumns = <Row extends Record<(typeof REPORT_COUNT_KEYS)[number], number>>() =>
  REPORT_COUNT_KEYS.map((k) => ({ label: COUNT_LABELS[k], type: 'number' as const, value: (r: Row) => r[k] }));
