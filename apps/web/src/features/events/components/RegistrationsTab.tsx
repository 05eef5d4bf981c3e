// An event's registrations (issue 32 §5–6): who holds a place and who waits (in order), each
// one's attendance state that the office records in place, removing a registration (asks first;
// the place goes to the first waiting), granting the course's role to an attendee (asks first;
// it goes to the persons' approval), registering a person, and the attendee export.
import { type Event, type EventRegistration, eventsEndpoints } from '@fedra/contract/events';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconCertificate, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, type ListColumn, ListView } from '../../../platform/forms';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { addRegistration, EVENTS_KEY, grantRole, loadRegistrations, removeRegistration, setAttendance } from '../api';

const ATTENDED = 4;

export function RegistrationsTab({ event, mayChange }: { event: Event; mayChange: boolean }) {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  const states = codebook.options('eventAttendanceStates');
  const grantName = [
    event.grantRoleTypeId ? codebook.name('personRoleType', event.grantRoleTypeId) : '',
    event.grantLevelId ? codebook.name('personRoleLevel', event.grantLevelId) : '',
  ]
    .filter(Boolean)
    .join(' – ');

  const changeState = async (r: EventRegistration, stateId: string | null) => {
    if (!stateId || Number(stateId) === r.stateId) return;
    try {
      await setAttendance(event.id, r.id, Number(stateId));
      notify.success(t('registrations.stateSaved'));
      await refresh();
    } catch (err) {
      notifyError(err);
    }
  };
  const askRemove = (r: EventRegistration) =>
    confirmAction({
      title: t('registrations.removeTitle'),
      children: t('registrations.removeText', { name: r.person.fullName }),
      confirm: t('registrations.removeConfirm'),
      danger: true,
      run: () => removeRegistration(event.id, r.id),
      afterwards: async () => {
        notify.success(t('registrations.removed'));
        await refresh();
      },
    });
  const askGrant = (r: EventRegistration) =>
    confirmAction({
      title: t('registrations.grantTitle'),
      children: t('registrations.grantText', { name: r.person.fullName, role: grantName }),
      confirm: t('registrations.grantConfirm'),
      run: () => grantRole(event.id, r.id),
      afterwards: async () => {
        notify.success(t('registrations.granted'));
        await refresh();
      },
    });

  const columns: ListColumn<EventRegistration>[] = [
    {
      key: 'person',
      title: t('registrations.person'),
      sortField: 'fullName',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.person.fullName}</Text>
          {r.person.registrationNumber && (
            <Text size="xs" c="dimmed">
              {r.person.registrationNumber}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'club', title: t('registrations.club'), render: (r) => r.clubName ?? t('none') },
    {
      key: 'state',
      title: t('registrations.state'),
      render: (r) =>
        mayChange ? (
          <Select
            aria-label={t('registrations.stateOf', { name: r.person.fullName })}
            data={states}
            value={String(r.stateId)}
            allowDeselect={false}
            onChange={(v) => void changeState(r, v)}
            w={170}
            size="xs"
          />
        ) : (
          <CodebookStateBadge list="eventAttendanceStates" id={r.stateId} />
        ),
    },
    {
      key: 'waiting',
      title: t('registrations.waiting'),
      render: (r) => (r.waiting ? t('registrations.waitingPosition', { position: r.waitingPosition }) : t('none')),
    },
    {
      key: 'registeredAt',
      title: t('registrations.registeredAt'),
      sortField: 'registeredAt',
      render: (r) => formatDateTime(r.registeredAt),
    },
    ...(event.grantRoleTypeId
      ? [
          {
            key: 'grant',
            title: t('field.grant'),
            render: (r: EventRegistration) =>
              r.grantedRoleId ? (
                t('registrations.grantedState', {
                  state: codebook.name('approvalStates', r.grantedRoleApprovalStateId ?? 0) || t('none'),
                })
              ) : mayChange && r.stateId === ATTENDED ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCertificate size={14} aria-hidden />}
                  aria-label={t('registrations.grant', { name: r.person.fullName })}
                  onClick={() => askGrant(r)}
                >
                  {t('registrations.grantConfirm')}
                </Button>
              ) : (
                t('none')
              ),
          },
        ]
      : []),
    ...(mayChange
      ? [
          {
            key: 'actions',
            title: t('registrations.actions'),
            render: (r: EventRegistration) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('registrations.remove', { name: r.person.fullName })}
                onClick={() => askRemove(r)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListView<EventRegistration>
        queryKey={[...EVENTS_KEY, 'registrations', event.id]}
        load={loadRegistrations(event.id)}
        caption={t('registrations.caption')}
        exportEndpoint={eventsEndpoints.registrations}
        exportParams={{ id: event.id }}
        defaultSort="registeredAt"
        minTableWidth={900}
        emptyText={t('registrations.empty')}
        emptyFilteredText={t('registrations.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'fullName', label: t('registrations.person') },
          { kind: 'select', field: 'stateId', label: t('registrations.state'), options: states },
          { kind: 'boolean', field: 'waiting', label: t('registrations.waiting') },
        ]}
        toolbar={
          mayChange && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('registrations.add')}
            </Button>
          )
        }
        columns={columns}
      />
      {adding && <AddPersonModal eventId={event.id} onClose={() => setAdding(false)} onAdded={refresh} />}
    </>
  );
}

function AddPersonModal({
  eventId,
  onClose,
  onAdded,
}: {
  eventId: number;
  onClose: () => void;
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation('events');
  const [personId, setPersonId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!personId) return;
    setBusy(true);
    try {
      await addRegistration(eventId, Number(personId));
      notify.success(t('registrations.added'));
      await onAdded();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('registrations.addTitle')}>
      <Stack>
        <PersonSelect label={t('registrations.person')} required value={personId} onChange={setPersonId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.close')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!personId}>
            {t('registrations.addSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
