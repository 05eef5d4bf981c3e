// The custom statistics' split by sex: the persons holding a role of the chosen type in the
// chosen section on the date, as a donut and as a table of counts and shares.
import { Box, Group } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../platform/i18n/numbers';
import { useSession } from '../../../platform/session/session';
import { countBySexQuery, type SexSplitChoice } from '../api';
import { sexShares } from '../sex-shares';
import { FiguresTable } from './FiguresTable';
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
                  // The server's shares (one decimal, summing to 100), as the table states them.
                  value: row.percentage,
                  color: row.sexId === null ? UNKNOWN_COLOR : (COLORS[index] ?? UNKNOWN_COLOR),
                }))}
              formatValue={(n) => formatPercent(n, lang)}
              centerLabel={formatCount(shares.total.count, lang)}
            />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <FiguresTable
                caption={title}
                nameColumn={t('custom.bySex.sex')}
                columns={[t('custom.bySex.persons'), t('custom.bySex.share')]}
                rows={shares.rows.map((row) => ({
                  key: row.sexId ?? 'unknown',
                  label: row.label,
                  values: [formatCount(row.count, lang), formatPercent(row.percentage, lang)],
                }))}
                total={{
                  key: 'total',
                  label: t('column.total'),
                  values: [formatCount(shares.total.count, lang), formatPercent(shares.total.percentage, lang)],
                }}
                minWidth={300}
              />
            </Box>
          </Group>
        );
      }}
    </StatsCard>
  );
}
