// The totals of what the list's filter matches (count, expected, paid, unpaid), from the summary
// call, fetched again with each filter; the previous figures stay, dimmed, while the next load.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../platform/i18n/numbers';
import { type ContributionZone, contributionSummaryQuery } from '../api';

/** The amount with a breakable space before the currency (Intl puts a no-break one there). */
const sum = (value: number, lang: string) => formatMoney(value, lang).replace(/\u00a0(?=\S+$)/, ' ');

export function Totals({ zone, query }: { zone: ContributionZone; query: ListQuery | null }) {
  const { t, i18n } = useTranslation('contributions');
  const summary = useQuery({ ...contributionSummaryQuery(zone, query), placeholderData: keepPreviousData });
  const data = summary.data?.data;
  const items = [
    { key: 'count', value: data ? formatCount(data.count, i18n.language) : null },
    { key: 'expected', value: data ? sum(data.expected, i18n.language) : null },
    { key: 'paid', value: data ? sum(data.paid, i18n.language) : null },
    { key: 'unpaid', value: data ? sum(data.unpaid, i18n.language) : null },
  ];
  return (
    <section aria-label={t('totals.label')} aria-busy={summary.isFetching || undefined} data-totals>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {items.map((item) => (
          <Paper key={item.key} withBorder p="sm" radius="md" opacity={summary.isPlaceholderData ? 0.6 : 1}>
            <Text size="xs" c="dimmed" component="h2" fw={500}>
              {t(`totals.${item.key}`)}
            </Text>
            {item.value === null ? (
              <Skeleton height={22} mt={4} width="70%" />
            ) : (
              // A phone's half width holds millions; a larger sum wraps before the currency (or, past
              // billions, anywhere) rather than leave its box.
              <Text fw={700} fz={{ base: 'sm', sm: 'lg' }} data-total={item.key} style={{ overflowWrap: 'anywhere' }}>
                {item.value}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
