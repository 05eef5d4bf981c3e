// Adults and children by sex at the date: the federation units' rows added up (the whole
// federation, or a unit manager's own units), as a chart and as a table.
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../platform/i18n/numbers';
import { groupedStatsQuery } from '../api';
import { type StatsCounts, sumCounts } from '../stats-rows';
import { FiguresTable } from './FiguresTable';
import { BarsChart } from './LazyCharts';
import { StatsCard } from './StatsCard';

type Sex = 'male' | 'female' | 'notAvailable';
const SEXES: Sex[] = ['male', 'female', 'notAvailable'];

/** Adults and children of the totals, by sex, with their sums. */
export function sexSplit(total: StatsCounts) {
  const adults = {
    male: total.adultMaleCount,
    female: total.adultFemaleCount,
    notAvailable: total.adultNotAvailableCount,
  };
  const children = {
    male: total.childMaleCount,
    female: total.childFemaleCount,
    notAvailable: total.childNotAvailableCount,
  };
  const all = {
    male: adults.male + children.male,
    female: adults.female + children.female,
    notAvailable: adults.notAvailable + children.notAvailable,
  };
  return [
    { key: 'adults', counts: adults, sum: total.personCount },
    { key: 'children', counts: children, sum: total.childCount },
    { key: 'total', counts: all, sum: total.totalCount },
  ] as const;
}

export function SexSplitSection({ date }: { date: string }) {
  const { t, i18n } = useTranslation('statistics');
  const query = useQuery({ ...groupedStatsQuery('federationUnits', date), placeholderData: keepPreviousData });
  const title = t('sexSplit.title');
  const count = (n: number) => formatCount(n, i18n.language);

  return (
    <StatsCard
      title={title}
      date={date}
      description={t('sexSplit.description')}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      emptyText={t('emptyAtDate')}
    >
      {(rows) => {
        const lines = sexSplit(sumCounts(rows));
        const figures = (line: (typeof lines)[number]) => ({
          key: line.key,
          label: t(`column.${line.key}`),
          values: [...SEXES.map((sex) => count(line.counts[sex])), count(line.sum)],
        });
        return (
          <Stack gap="md">
            <BarsChart
              label={t('chart.label', { title })}
              data={lines
                .filter((line) => line.key !== 'total')
                .map((line) => ({ label: t(`column.${line.key}`), ...line.counts }))}
              series={[
                { name: 'male', label: t('sex.male'), color: 'blue.6' },
                { name: 'female', label: t('sex.female'), color: 'pink.6' },
                { name: 'notAvailable', label: t('sex.notAvailable'), color: 'gray.5' },
              ]}
              height={260}
              formatValue={count}
            />
            <FiguresTable
              caption={title}
              nameColumn={t('sexSplit.group')}
              columns={[...SEXES.map((sex) => t(`sex.${sex}`)), t('column.total')]}
              rows={lines.slice(0, 2).map(figures)}
              total={figures(lines[2])}
            />
          </Stack>
        );
      }}
    </StatsCard>
  );
}
