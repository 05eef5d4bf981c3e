// Members at the date by federation unit, region, district or section: a chart (optional) and a
// table with the same numbers and their total. A federation-unit manager gets only the rows of
// its units from the server; the block shows what comes.
import type { ClubStatsRow } from '@fedra/contract/statistics';
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../platform/i18n/numbers';
import { type Grouping, groupedStatsQuery } from '../api';
import { groupId, groupName, type StatsCounts, sumCounts } from '../stats-rows';
import { FiguresTable } from './FiguresTable';
import { BarsChart } from './LazyCharts';
import { StatsCard } from './StatsCard';

/** Room per category: long names ("Jihomoravský badmintonový svaz") take three lines beside the bar. */
const BAR_HEIGHT = 48;

export function GroupStatsSection({
  grouping,
  date,
  withChart,
}: {
  grouping: Grouping;
  date: string;
  withChart: boolean;
}) {
  const { t, i18n } = useTranslation('statistics');
  const query = useQuery({ ...groupedStatsQuery(grouping, date), placeholderData: keepPreviousData });
  const title = t(`grouping.${grouping}.title`);
  const count = (n: number) => formatCount(n, i18n.language);
  const label = (row: ClubStatsRow) => groupName(row, grouping) ?? t('notStated');
  const figures = (counts: StatsCounts) =>
    [counts.clubCount, counts.personCount, counts.childCount, counts.totalCount].map(count);

  return (
    <StatsCard
      title={title}
      date={date}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      emptyText={t('emptyAtDate')}
    >
      {(rows) => (
        <Stack gap="md">
          {withChart && (
            <BarsChart
              label={t('chart.label', { title })}
              data={rows.map((row) => ({ label: label(row), adults: row.personCount, children: row.childCount }))}
              series={[
                { name: 'adults', label: t('column.adults'), color: 'blue.6' },
                { name: 'children', label: t('column.children'), color: 'teal.5' },
              ]}
              horizontalBars
              stacked
              height={rows.length * BAR_HEIGHT + 80}
              formatValue={count}
            />
          )}
          <FiguresTable
            caption={title}
            nameColumn={t(`grouping.${grouping}.column`)}
            columns={[t('column.clubs'), t('column.adults'), t('column.children'), t('column.total')]}
            rows={rows.map((row, index) => ({
              key: groupId(row, grouping) ?? `none-${index}`,
              label: label(row),
              values: figures(row),
            }))}
            total={{ key: 'total', label: t('column.total'), values: figures(sumCounts(rows)) }}
          />
        </Stack>
      )}
    </StatsCard>
  );
}
