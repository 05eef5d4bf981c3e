// An event's invitations (issue 32 §4–5): who the audience names today, whether each has an
// e-mail address, when the invitation went and whether they registered; the office sends the
// invitations to everyone not invited yet (asks first).
import { type Event, type EventInvitee, eventsEndpoints } from '@fedra/contract/events';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { EVENTS_KEY, loadInvitees } from '../api';
import { AudienceText } from './AudienceText';
import { SendInvitationsModal } from './SendInvitationsModal';

export function InvitationsTab({ event, mayChange }: { event: Event; mayChange: boolean }) {
  const { t } = useTranslation('events');
  const [sending, setSending] = useState(false);

  const columns: ListColumn<EventInvitee>[] = [
    { key: 'person', title: t('invitations.person'), sortField: 'fullName', render: (r) => r.person.fullName },
    {
      key: 'email',
      title: t('invitations.hasEmail'),
      render: (r) => (r.hasEmail ? t('invitations.yes') : t('invitations.noEmail')),
    },
    {
      key: 'invitedAt',
      title: t('invitations.invitedAt'),
      render: (r) => (r.invitedAt ? formatDateTime(r.invitedAt) : t('invitations.notSent')),
    },
    {
      key: 'registration',
      title: t('invitations.registration'),
      render: (r) => <CodebookStateBadge list="eventAttendanceStates" id={r.registrationStateId} />,
    },
  ];

  return (
    <>
      <Paper withBorder p="md" mb="md">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Text size="xs" c="dimmed">
              {t('invitations.audience')}
            </Text>
            <Text size="sm">
              <AudienceText event={event} />
            </Text>
            <Text size="sm" c="dimmed">
              {t('invitations.sentCount', { count: event.invitationsSent })}
            </Text>
          </div>
          {mayChange && (
            <Button leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => setSending(true)}>
              {t('invitations.send')}
            </Button>
          )}
        </Group>
      </Paper>
      <ListView<EventInvitee>
        queryKey={[...EVENTS_KEY, 'invitees', event.id]}
        load={loadInvitees(event.id)}
        caption={t('invitations.caption')}
        exportEndpoint={eventsEndpoints.invitees}
        exportParams={{ id: event.id }}
        defaultSort="fullName"
        getRowKey={(r) => r.person.id}
        emptyText={t('invitations.empty')}
        emptyFilteredText={t('invitations.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'fullName', label: t('invitations.person') },
          { kind: 'boolean', field: 'invited', label: t('invitations.invitedAt') },
        ]}
        columns={columns}
      />
      {sending && <SendInvitationsModal eventId={event.id} onClose={() => setSending(false)} />}
    </>
  );
}
