// A club of the register (clubs/detail/{id}; issue 30 §1): its official data, contacts and bank
// account, the records of the other features (members, managers, boards, contracts, credit,
// contributions, sport fields) and the change history. The office and a unit manager (their
// unit's clubs) change it when the answer's link offers it.
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { recordGate } from '../../../platform/ui/record-gate';
import { clubHistorySource, clubQuery, clubRecordsQuery } from '../api';
import { ClubFormModal } from '../components/ClubFormModal';
import { ClubHistory } from '../components/ClubHistory';
import { ClubTabs } from '../components/ClubTabs';

export default function ClubDetailPage() {
  const { t } = useTranslation('clubs');
  const { id, valid } = useIdParam();
  const answer = useQuery({ ...clubQuery(id), enabled: valid });
  const records = useQuery({ ...clubRecordsQuery(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  usePageTitle(answer.data?.data.name ?? t('detail.title'));
  const gate = recordGate(answer, { valid, loadError: t('detail.loadError') });
  if (gate || !answer.data) return gate;
  const club = answer.data.data;
  // The answer's links name what the caller may do with this club (a unit manager: their units').
  const mayEdit = answer.data.links.some((l) => l.method === 'PUT');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {club.name}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {club.registrationNumber}
              {club.identificationNumber ? ` · IČO ${club.identificationNumber}` : ''}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Box
                w={10}
                h={10}
                bg={club.active ? 'green.7' : 'gray.5'}
                style={{ borderRadius: '50%', flex: 'none' }}
                aria-hidden
              />
              <Text size="sm">{club.active ? t('detail.registered') : t('detail.notRegistered')}</Text>
            </Group>
          </Group>
        </div>
        {mayEdit && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
        )}
      </Group>
      <ClubTabs
        club={club}
        records={records.data?.data}
        recordsError={records.isError}
        zone="admin"
        history={<ClubHistory source={clubHistorySource(club.id)} />}
      />
      {editing && <ClubFormModal mode="edit" club={club} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
