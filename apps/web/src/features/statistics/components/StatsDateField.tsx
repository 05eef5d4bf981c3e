// The date the figures are shown at: typed Czech style ("1. 3. 2026") or picked in a calendar
// with Czech month names; kept in the address (see date-param.ts).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TypedDateField } from '../../../platform/forms/DateField';
import { todayInPrague } from '../../../platform/i18n/today';
import { type StatsDate, statsDateOf, withStatsDate } from '../date-param';

/** The date of the address and a setter that keeps the address's other parameters. */
export function useStatsDate(): StatsDate & { setDate: (date: string) => void } {
  const [params, setParams] = useSearchParams();
  const { date, rejected } = statsDateOf(params, todayInPrague());
  const setDate = (next: string) => setParams((current) => withStatsDate(current, next), { replace: true });
  return { date, rejected, setDate };
}

export function StatsDateField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('statistics');
  return (
    <TypedDateField
      label={t('date.label')}
      description={t('date.hint')}
      value={value}
      // Clearing the field keeps the date shown: the figures always belong to some date.
      clearable={false}
      onChange={(next) => next && onChange(next)}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
