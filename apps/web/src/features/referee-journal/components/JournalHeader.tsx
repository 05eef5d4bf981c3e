// A journal's header: the person, their current referee roles, how many entries and the last one.
import type { RefereeJournalOverview } from '@fedra/contract/referee-journal';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/i18n/format';

export function JournalHeader({ person }: { person: RefereeJournalOverview | undefined }) {
  const { t } = useTranslation('referee-journal');
  if (!person) return <Skeleton h={90} />;
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('field.registrationNumber')}
          </Text>
          <Text fw={500}>{person.registrationNumber ?? '—'}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('field.count')}
          </Text>
          <Text fw={500}>{t('entries.count', { count: person.count })}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('field.lastDate')}
          </Text>
          <Text fw={500}>{person.lastDate ? formatDate(person.lastDate) : '—'}</Text>
        </Stack>
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <Text size="sm" c="dimmed">
          {t('field.refereeRoles')}:
        </Text>
        {person.refereeRoles.length ? (
          person.refereeRoles.map((role) => (
            <Badge key={role} variant="light">
              {role}
            </Badge>
          ))
        ) : (
          <Text size="sm">{t('overview.noRole')}</Text>
        )}
      </Group>
    </Card>
  );
}
