// A record's change history from the audit log (a person's, a club's): when, who, what, and each
// changed field from its value before to the value after; a creation shows the first values only.
import { Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../i18n/format';

/** One audited change, as the history calls answer it. */
export interface HistoryEntry {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

export interface ChangeHistoryProps {
  /** The history call's query (its answer's `data` is the entries, newest first). */
  query: { data?: { data: HistoryEntry[] }; isError: boolean };
  /** The audit action that creates the record. */
  createAction: string;
  texts: {
    error: string;
    empty: string;
    action: (action: string) => string;
    field: (field: string) => string;
  };
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : String(v));

export function ChangeHistory({ query, createAction, texts }: ChangeHistoryProps) {
  if (query.isError)
    return (
      <Text c="red.8" role="alert">
        {texts.error}
      </Text>
    );
  if (!query.data) return <Skeleton h={120} aria-busy />;
  const entries = query.data.data;
  if (entries.length === 0) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <Stack gap="sm">
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
                  {texts.field(f.field)}: {entry.action === createAction ? '' : `${shown(f.before)} → `}
                  {shown(f.after)}
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
    </Stack>
  );
}
