// The custom statistics' split by sex: the persons holding a role of the chosen type in the
// chosen section on the date, as a donut and as a table of counts and shares.
import { Group, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session';
import { countBySexQuery, type SexSplitChoice } from '../api';
import { formatCount, formatPercent } from '../figures';
import { sexShares } from '../sex-shares';
import { DonutChartFigure } from './LazyCharts';
import { StatsCard } from './StatsCard';

const COLORS = ['blue.6', 'pink.6', 'grape.5', 'orange.5'];
const UNKNOWN_COLOR = 'gray.5';

export function SexShareSection({ choice, description }: { choice: SexSplitChoice; description: string }) {
  const { t, i18n } = useTranslation('statistics');
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const query = useQuery({ ...countBySexQuery(choice), placeholderData: keepPreviousData });
  const title = t('custom.bySex.title');

  return (
    <StatsCard
      title={title}
      date={choice.date}
      description={description}
      query={query}
      isEmpty={(items) => items.length === 0}
      emptyText={t('custom.bySex.empty')}
    >
      {(items) => {
        const shares = sexShares(items, codebook?.sex ?? {}, lang, t('sex.notAvailable'));
        return (
          <Group align="center" gap="xl" wrap="wrap">
            <DonutChartFigure
              label={t('chart.label', { title })}
              slices={shares.rows
                .filter((row) => row.count > 0)
                .map((row, index) => ({
                  name: row.label,
                  value: row.count,
                  color: row.sexId === null ? UNKNOWN_COLOR : (COLORS[index] ?? UNKNOWN_COLOR),
                }))}
              formatValue={(n) => formatCount(n, lang)}
              centerLabel={formatCount(shares.total.count, lang)}
            />
            <Table.ScrollContainer minWidth={300} type="native" style={{ flex: 1 }}>
              <Table striped aria-label={title} data-table="sex-shares">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('custom.bySex.sex')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('custom.bySex.persons')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('custom.bySex.share')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shares.rows.map((row) => (
                    <Table.Tr key={row.sexId ?? 'unknown'}>
                      <Table.Th scope="row" fw={400}>
                        {row.label}
                      </Table.Th>
                      <Table.Td ta="right">{formatCount(row.count, lang)}</Table.Td>
                      <Table.Td ta="right">{formatPercent(row.percentage, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row">{t('column.total')}</Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {formatCount(shares.total.count, lang)}
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {formatPercent(shares.total.percentage, lang)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Group>
        );
      }}
    </StatsCard>
  );
}
