// The club's change history (issue 30 §1, from the audit log): when, who, what, and each changed
// field from its value before to the value after.
import type { ClubChange } from '@fedra/contract/club-register';
import { Card, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { clubHistoryQuery } from '../api';

const ACTIONS: Record<string, { cs: string; en: string }> = {
  'club.create': { cs: 'Založení klubu', en: 'Club created' },
  'club.update': { cs: 'Změna údajů', en: 'Data changed' },
  'club.contact': { cs: 'Změna kontaktů', en: 'Contacts changed' },
  'club.change.request': { cs: 'Žádost o změnu úředních údajů', en: 'Request to change the official data' },
  'club.change.accept': { cs: 'Žádost přijata', en: 'Request accepted' },
  'club.change.reject': { cs: 'Žádost zamítnuta', en: 'Request rejected' },
};

export function ClubHistory({ clubId }: { clubId: number }) {
  const { t } = useTranslation('clubs');
  const answer = useQuery(clubHistoryQuery(clubId));
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

function Change({ change }: { change: ClubChange }) {
  const { t, i18n } = useTranslation('clubs');
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {ACTIONS[change.action]?.[lang] ?? change.action}
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
              {change.action === 'club.create' ? '' : `${shown(f.before)} → `}
              {shown(f.after)}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
