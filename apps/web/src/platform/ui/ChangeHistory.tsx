// A record's change history from the audit log (a person's, a club's): when, who, what, and each
// changed field from its value before to the value after; a creation shows the first values only.
// Values read as the rest of the app shows them: yes/no, Czech-style dates, and names for the ids
// the caller can name (a codebook entry) through a formatter per field. The newest changes come
// first, a page at a time (a record edited for years has hundreds); the whole history downloads as
// CSV or XLSX from the same call, written as the tab reads.
import type { CodebookListName } from '@fedra/contract/codebook';
import type { EndpointDef, EndpointRoute } from '@fedra/contract/common/endpoint';
import { Button, Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { ListExportMenu } from '../forms';
import { formatDate, formatDateTime } from '../i18n/format';
import { useCodebook } from '../session/use-codebook';

/** One audited change, as the history calls answer it. */
export interface HistoryEntry {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

/** Where a record's history comes from: its list call, under the record's query key. */
export interface HistorySource {
  /** The history's list call: the entries, newest first, a page at a time, and their total. */
  endpoint: EndpointDef | EndpointRoute;
  params: Record<string, string | number>;
  /** Under the record's key, so that whatever refreshes the record refreshes its history too. */
  queryKey: QueryKey;
  /** The export's file name if the server names none. */
  fileName: string;
}

export interface ChangeHistoryProps {
  source: HistorySource;
  /** The audit action that creates the record. */
  createAction: string;
  texts: {
    error: string;
    empty: string;
    action: (action: string) => string;
    field: (field: string) => string;
  };
  /**
   * A field's value in words, by field name, where the raw value means nothing to a reader (the id
   * of a codebook entry); called for a set value only. Other fields are shown by their value's type.
   */
  formatValue?: Partial<Record<string, HistoryValueFormatter>>;
}

/** Changes per page: a screenful or two of cards. */
export const HISTORY_PAGE_SIZE = 50;

interface HistoryPage {
  data: HistoryEntry[];
  total: number;
  offset: number;
}

/** A set value of one field (never null, undefined or '') as the reader should see it. */
export type HistoryValueFormatter = (value: unknown) => string;

/** `formatValue` for fields that hold the id of a codebook entry: each by its entry's name. */
export function useCodebookValues(fields: Record<string, CodebookListName>): Record<string, HistoryValueFormatter> {
  const codebook = useCodebook();
  return Object.fromEntries(
    Object.entries(fields).map(([field, list]): [string, HistoryValueFormatter] => [
      field,
      (value) => (typeof value === 'number' ? codebook.name(list, value) : String(value)),
    ]),
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value by its type: yes/no, a date or a time Czech style (DECISIONS.md "Formats"), else as it is. */
function byType(v: unknown, words: { yes: string; no: string }): string {
  if (typeof v === 'boolean') return v ? words.yes : words.no;
  if (typeof v === 'string') {
    if (ISO_DATE.test(v)) return formatDate(v);
    if (ISO_TIMESTAMP.test(v)) return formatDateTime(v) || v;
    return v;
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function ChangeHistory({ source, createAction, texts, formatValue }: ChangeHistoryProps) {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    queryKey: source.queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(source.endpoint, {
        params: source.params,
        query: { offset: pageParam, limit: HISTORY_PAGE_SIZE },
        signal,
      }) as Promise<HistoryPage>,
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
  });
  const words = { yes: t('yes'), no: t('no') };
  const shown = (field: string, v: unknown) => {
    if (v === null || v === undefined || v === '') return '–';
    return formatValue?.[field]?.(v) || byType(v, words);
  };
  if (history.isError)
    return (
      <Text c="red.8" role="alert">
        {texts.error}
      </Text>
    );
  if (!history.data) return <Skeleton h={120} aria-busy />;
  const entries = history.data.pages.flatMap((page) => page.data);
  const total = history.data.pages.at(-1)?.total ?? entries.length;
  if (entries.length === 0) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ListExportMenu endpoint={source.endpoint} params={source.params} total={total} fileName={source.fileName} />
      </Group>
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {texts.action(entry.action)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)}
              {entry.actor ? ` · ${entry.actor}` : ''}
            </Text>
          </Group>
          {entry.changes.length > 0 && (
            <List size="sm" mt={4} spacing={2}>
              {entry.changes.map((f) => (
                <List.Item key={f.field} style={{ overflowWrap: 'anywhere' }}>
                  {texts.field(f.field)}: {entry.action === createAction ? '' : `${shown(f.field, f.before)} → `}
                  {shown(f.field, f.after)}
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
      {history.hasNextPage && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('history.shown', { count: entries.length, total })}
          </Text>
          <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('history.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
