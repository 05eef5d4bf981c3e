// The year a report is for: this year and the six before (the server's year once an answer
// brought it; none chosen: the server's current year).
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayInPrague } from '../../../platform/i18n/today';

export function YearSelect({
  value,
  currentYear,
  onChange,
}: {
  value: number | null;
  /** The server's year, when known. */
  currentYear: number | undefined;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation('reporting');
  const last = currentYear ?? Number(todayInPrague().slice(0, 4));
  const years = Array.from({ length: 7 }, (_, i) => String(last - i));
  return (
    <Select
      label={t('year')}
      data={years}
      value={String(value ?? last)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={140}
    />
  );
}
