// My club (clubs/detail/my-club; issue 30 §2): the current club with all its tabs. The manager
// keeps the contacts directly and asks the office to change the official data (the latest
// request's state shows here); the read-only manager sees everything and changes nothing.
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { myClubHistorySource, myClubQuery } from '../api';
import { ClubFormModal, type ClubFormMode } from '../components/ClubFormModal';
import { ClubHistory } from '../components/ClubHistory';
import { ClubTabs } from '../components/ClubTabs';

export default function MyClubPage() {
  const { t } = useTranslation('clubs');
  const answer = useQuery(myClubQuery);
  const [editing, setEditing] = useState<ClubFormMode | null>(null);
  usePageTitle(answer.data?.data.club.name ?? t('myClub.title'));
  if (answer.isError)
    return (
      <Text c="red.8" role="alert">
        {t('detail.loadError')}
      </Text>
    );
  if (!answer.data) return <Skeleton h={320} aria-busy />;
  const { club, records, changeRequest } = answer.data.data;
  const links = answer.data.links.map((l) => `${l.method} ${l.href}`);
  const mayContacts = links.includes('PUT /api/club-zone/club');
  const mayRequest = links.includes('POST /api/club-zone/club/change-request');
  const request = changeRequest && changeRequest.state !== 'withdrawn' ? changeRequest : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {club.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('myClub.title')} · {club.registrationNumber}
          </Text>
        </div>
        <Group gap="xs">
          {mayContacts && (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing('contacts')}
            >
              {t('myClub.editContacts')}
            </Button>
          )}
          {mayRequest && (
            <Button
              variant="default"
              leftSection={<IconFileDescription size={16} aria-hidden />}
              onClick={() => setEditing('request')}
            >
              {t('myClub.requestChange')}
            </Button>
          )}
        </Group>
      </Group>
      {!mayContacts && (
        <Alert color="blue" variant="light">
          {t('myClub.readOnly')}
        </Alert>
      )}
      {request && (
        <Alert
          color={request.state === 'rejected' ? 'orange' : request.state === 'accepted' ? 'green' : 'blue'}
          variant="light"
        >
          {t(`myClub.requestState_${request.state}`, {
            date: formatDateTime(request.decidedDate ?? request.createdDate),
            reason: request.reason ?? '',
          })}
        </Alert>
      )}
      <ClubTabs club={club} records={records} zone="club" history={<ClubHistory source={myClubHistorySource} />} />
      {editing && <ClubFormModal mode={editing} club={club} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
