// Members at the date by federation unit, region, district or section: a chart (optional) and a
// table with the same numbers and their total. A federation-unit manager gets only the rows of
// its units from the server; the block shows what comes.
import type { ClubStatsRow } from '@fedra/contract/statistics';
import { Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Grouping, groupedStatsQuery } from '../api';
import { formatCount } from '../figures';
import { groupId, groupName, sumCounts } from '../stats-rows';
import { BarsChart } from './LazyCharts';
import { StatsCard } from './StatsCard';

const BAR_HEIGHT = 28;

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
          <Table.ScrollContainer minWidth={420} type="native">
            <Table striped highlightOnHover aria-label={title} data-grouping={grouping}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(`grouping.${grouping}.column`)}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('column.clubs')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('column.adults')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('column.children')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('column.total')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <CountsRow
                    key={groupId(row, grouping) ?? `none-${index}`}
                    label={label(row)}
                    counts={row}
                    format={count}
                  />
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <CountsRow label={t('column.total')} counts={sumCounts(rows)} format={count} strong />
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </StatsCard>
  );
}

function CountsRow({
  label,
  counts,
  format,
  strong = false,
}: {
  label: string;
  counts: Pick<ClubStatsRow, 'clubCount' | 'personCount' | 'childCount' | 'totalCount'>;
  format: (n: number) => string;
  strong?: boolean;
}) {
  const fw = strong ? 700 : undefined;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={fw}>
        {format(counts.clubCount)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {format(counts.personCount)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {format(counts.childCount)}
      </Table.Td>
      <Table.Td ta="right" fw={fw} data-column="total">
        {format(counts.totalCount)}
      </Table.Td>
    </Table.Tr>
  );
}
