// The headline figures: clubs, persons, contracts and sport fields at the date and all time. A
// card shows only when the user holds its count permission (and its module is on).
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccessContext, useCanAction } from '../../../platform/access';
import { formatDate } from '../../../platform/i18n/format';
import { formatCount } from '../../../platform/i18n/numbers';
import { COUNTER_NAMES, COUNTERS, type Counter, countQuery } from '../api';
import { problemMessages } from './QueryError';

export function useVisibleCounters(): Counter[] {
  const may = useCanAction();
  const { modules } = useAccessContext();
  return COUNTER_NAMES.filter((name) => {
    const counter: { action: string; module?: string } = COUNTERS[name];
    return may(counter.action) && (!counter.module || modules.includes(counter.module));
  });
}

export function CountCards({ date }: { date: string }) {
  const counters = useVisibleCounters();
  if (counters.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {counters.map((counter) => (
        <CountCard key={counter} counter={counter} date={date} />
      ))}
    </SimpleGrid>
  );
}

function CountCard({ counter, date }: { counter: Counter; date: string }) {
  const { t, i18n } = useTranslation('statistics');
  const atDate = useQuery({ ...countQuery(counter, date), placeholderData: keepPreviousData });
  const all = useQuery(countQuery(counter, null));
  const busy = atDate.isFetching || all.isFetching;
  const failed = [atDate, all].find((q) => q.isError);
  // A failed figure is a dash (the reason is under it), a pending one a placeholder.
  const figure = (query: typeof all) =>
    query.data !== undefined ? formatCount(query.data, i18n.language) : query.isError ? '–' : null;
  return (
    <Card withBorder padding="md" aria-busy={busy || undefined} data-counter={counter}>
      <Text size="sm" c="dimmed" fw={600} component="h3">
        {t(`counts.${counter}`)}
      </Text>
      <Text fz={28} fw={700} lh={1.2} component="div" data-count="date">
        {figure(atDate) ?? <Skeleton height={28} width={80} radius="sm" />}
      </Text>
      <Text size="sm" c="dimmed">
        {t('counts.atDate', { date: formatDate(date) })}
      </Text>
      <Text size="sm" mt={4} data-count="all">
        {t('counts.allTime', { value: figure(all) ?? '…' })}
      </Text>
      {failed && (
        <Text size="sm" c="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
          {problemMessages(failed.error)[0] ?? t('error.generic')}
        </Text>
      )}
    </Card>
  );
}
