// The person's change history (issue 29 §2, from the audit log): when, who, what, and each changed
// field from its value before to the value after.
import type { PersonChange } from '@fedra/contract/persons';
import { Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { historyQuery, type PersonZone } from '../api';

export function PersonHistory({ zone, personId }: { zone: PersonZone; personId: number }) {
  const { t } = useTranslation('persons');
  const answer = useQuery(historyQuery(zone, personId));
  if (answer.isError)
    return (
      <Text c="red.8" role="alert">
        {t('detail.historyError')}
      </Text>
    );
  if (!answer.data) return <Skeleton h={120} aria-busy />;
  const changes = answer.data.data;
  if (changes.length === 0) return <Text c="dimmed">{t('detail.noHistory')}</Text>;
  return (
    <Stack gap="sm">
      {changes.map((c) => (
        <Change key={c.id} change={c} />
      ))}
    </Stack>
  );
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : String(v));

function Change({ change }: { change: PersonChange }) {
  const { t } = useTranslation('persons');
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t(`action.${change.action}`, { defaultValue: change.action })}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(change.at)}
          {change.actor ? ` · ${change.actor}` : ''}
        </Text>
      </Group>
      {change.changes.length > 0 && (
        <List size="sm" mt={4} spacing={2}>
          {change.changes.map((f) => (
            <List.Item key={f.field} style={{ overflowWrap: 'anywhere' }}>
              {t(`field.${f.field}`, { defaultValue: f.field })}:{' '}
              {change.action === 'person.create' ? '' : `${shown(f.before)} → `}
              {shown(f.after)}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
