// A titled block of the statistics pages: a section with its heading, the date it is at, and the
// loading, error and empty states of its data (each block loads and fails on its own).
import { Box, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/i18n/format';
import { QueryError } from './QueryError';

export interface StatsCardProps<T> {
  title: string;
  /** The date the block's figures are at (shown under the title). */
  date?: string;
  /** Extra line under the title (what is counted). */
  description?: ReactNode;
  query: UseQueryResult<T>;
  /** Whether the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

export function StatsCard<T>({ title, date, description, query, isEmpty, emptyText, children }: StatsCardProps<T>) {
  const { t } = useTranslation('statistics');
  const headingId = useId();
  const busy = query.isFetching;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} aria-busy={busy || undefined} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {date && (
              <Text size="sm" c="dimmed">
                {t('atDate', { date: formatDate(date) })}
              </Text>
            )}
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {busy && query.data !== undefined && <Loader size="xs" aria-label={t('loading')} />}
        </Group>
        {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
        {query.data === undefined ? (
          !query.isError && (
            <Stack gap="xs" data-stats-loading>
              <Skeleton height={16} radius="sm" />
              <Skeleton height={16} radius="sm" />
              <Skeleton height={16} radius="sm" width="60%" />
            </Stack>
          )
        ) : isEmpty?.(query.data) ? (
          <Text c="dimmed">{emptyText ?? t('empty')}</Text>
        ) : (
          // The figures of the previous date or choice, dimmed, until the new ones arrive.
          <Box style={{ opacity: query.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}>
            {children(query.data)}
          </Box>
        )}
      </Stack>
    </Card>
  );
}
