// One event (events/detail/{id}/{tab?}; issue 32 §4–6): the header with the office's edit and
// delete (asks first), and the tabs details, registrations (attendance, removing, granting the
// course's role, the attendee export) and invitations (who is invited, sending them).
import type { Event } from '@fedra/contract/events';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmDelete } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { Fact } from '../../../platform/ui/Fact';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { deleteEvent, EVENT_LINK, EVENTS_KEY, eventQuery } from '../api';
import { AudienceText } from '../components/AudienceText';
import { EventFormModal } from '../components/EventFormModal';
import { placesText, venueText, whenText } from '../components/event-text';
import { InvitationsTab } from '../components/InvitationsTab';
import { RegistrationsTab } from '../components/RegistrationsTab';

const TABS = ['details', 'registrations', 'invitations'] as const;
type Tab = (typeof TABS)[number];

function EventFacts({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  const grant = event.grantRoleTypeId
    ? [
        codebook.name('personRoleType', event.grantRoleTypeId),
        event.grantLevelId ? codebook.name('personRoleLevel', event.grantLevelId) : '',
      ]
        .filter(Boolean)
        .join(' – ')
    : t('none');
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t('field.typeId')}>{codebook.name('eventTypes', event.typeId)}</Fact>
        <Fact label={t('field.when')}>{whenText(event)}</Fact>
        <Fact label={t('field.venue')}>{venueText(event, t('none'))}</Fact>
        <Fact label={t('field.places')}>{placesText(t, event)}</Fact>
        <Fact label={t('field.registrationDeadline')}>
          {event.registrationDeadline ? formatDate(event.registrationDeadline) : t('noDeadline')}
        </Fact>
        <Fact label={t('field.invited')}>
          <AudienceText event={event} />
        </Fact>
        <Fact label={t('field.grant')}>{grant}</Fact>
      </SimpleGrid>
      {event.description && (
        <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
          {event.description}
        </Text>
      )}
    </Paper>
  );
}

export default function EventDetailPage() {
  const { t } = useTranslation('events');
  const { id, valid } = useIdParam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabParam = useParams().tab ?? 'details';
  const query = useQuery({ ...eventQuery(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const event = query.data?.data;
  usePageTitle(event?.name ?? t('detail.title'));

  if (!valid || !(TABS as readonly string[]).includes(tabParam)) return <NotFoundPage />;
  const gate = recordGate(query, { loadError: t('detail.loadError') });
  if (gate || !event) return gate;
  const tab = tabParam as Tab;
  const mayChange = hasLinks(query.data?.links ?? [], EVENT_LINK.update);
  const listPath = zoneHref('admin', 'events');
  const askDelete = () =>
    confirmDelete({
      title: t('detail.deleteTitle'),
      name: event.name,
      note: t('detail.deleteNote'),
      noteEmphasis: true,
      remove: () => deleteEvent(event.id),
      afterwards: async () => {
        navigate(listPath);
        await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
          <Text size="sm" c="dimmed">
            {whenText(event)}
          </Text>
        </Stack>
        {mayChange && (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
            <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
              {t('detail.delete')}
            </Button>
          </Group>
        )}
      </Group>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && navigate(zoneHref('admin', `events/detail/${id}/${next}`))}
      >
        <RecordTabList>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`detail.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </RecordTabList>
        <Tabs.Panel value="details" pt="md">
          <EventFacts event={event} />
        </Tabs.Panel>
        <Tabs.Panel value="registrations" pt="md">
          <RegistrationsTab event={event} mayChange={mayChange} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <InvitationsTab event={event} mayChange={mayChange} />
        </Tabs.Panel>
      </Tabs>
      {editing && <EventFormModal event={event} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
