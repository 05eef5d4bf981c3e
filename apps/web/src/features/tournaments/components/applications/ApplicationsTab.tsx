// The applications tab of a tournament's detail (every zone): the applications the zone sees,
// filterable by discipline, role, club, state and name, exportable. The office approves, rejects,
// approves all at once and deletes; a club manager applies members through the bulk dialog and
// withdraws the club's own applications while registration is open; the others read. Row actions
// come from each application's links; destructive ones ask first.
import type { Participant } from '@fedra/contract/tournament-competitions';
import { APPLICATION_ROLE_IDS } from '@fedra/contract/tournament-competitions';
import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChecks, IconDots, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, confirmDelete, ListView } from '../../../../platform/forms';
import { formatDate, formatDateTime } from '../../../../platform/i18n/format';
import { notify, notifyError } from '../../../../platform/notifications';
import { tournamentQuery } from '../../api';
import {
  allCompetitionsQuery,
  approveAllParticipants,
  deleteParticipant,
  loadParticipants,
  PARTICIPANT_ACTION,
  participantListCall,
  participantsKey,
  TOURNAMENT_TAB_ACTION,
  TOURNAMENTS_KEY,
  type TournamentZone,
  updateParticipant,
} from '../../api-competitions';
import { StateBadge } from '../disciplines/StateBadge';
import { useTournamentCodebook } from '../disciplines/use-tournament-codebook';
import { BulkApplicationModal } from './BulkApplicationModal';
import { EditApplicationModal } from './EditApplicationModal';

/** tournamentTeamStates; the office approves a registered or rejected one, rejects a registered or confirmed one (the server's table). */
const STATE = { registered: 1, confirmed: 2, rejected: 3, excluded: 5 } as const;

export default function ApplicationsTab({ tournamentId, zone }: { tournamentId: number; zone: TournamentZone }) {
  const { t } = useTranslation('tournaments');
  const tournamentLinks = useQuery(tournamentQuery(zone, tournamentId)).data?.links ?? [];
  const offered = (operationId: string) => tournamentLinks.some((l) => l.operationId === operationId);
  const queryClient = useQueryClient();
  const { options, name } = useTournamentCodebook();
  const [bulk, setBulk] = useState(false);
  const [editing, setEditing] = useState<Participant | null>(null);
  const disciplines = useQuery(allCompetitionsQuery(zone, tournamentId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
  // The tournament's links say what it takes now (state, and for a club the online registration window).
  const applying = zone !== 'personal' && offered(TOURNAMENT_TAB_ACTION.apply(zone));

  const STATE_DONE: Record<number, string> = {
    [STATE.confirmed]: 'applications.approved',
    [STATE.rejected]: 'applications.rejected',
    [STATE.excluded]: 'applications.excluded',
  };
  const setState = (p: Participant, stateId: number) =>
    updateParticipant(p.id, { stateId }).then(async () => {
      notify.success(t(STATE_DONE[stateId] ?? 'applications.saved'));
      await refresh();
    }, notifyError);
  // Taking a confirmed player out of the tournament asks first: excluding, and rejecting an approved
  // application (a waiting one is the office's everyday decision, made at once).
  const askThenSet = (p: Participant, stateId: number, keys: { title: string; text: string; confirm: string }) =>
    confirmAction({
      title: t(keys.title),
      children: t(keys.text, { name: p.name, competition: p.competitionName }),
      confirm: t(keys.confirm),
      danger: true,
      run: () => setState(p, stateId),
    });
  const exclude = (p: Participant) =>
    askThenSet(p, STATE.excluded, {
      title: 'applications.excludeTitle',
      text: 'applications.excludeText',
      confirm: 'applications.exclude',
    });
  const reject = (p: Participant) =>
    p.stateId === STATE.confirmed
      ? askThenSet(p, STATE.rejected, {
          title: 'applications.rejectTitle',
          text: 'applications.rejectConfirmedText',
          confirm: 'applications.reject',
        })
      : void setState(p, STATE.rejected);

  const actions = (p: Participant) => {
    const update = p.links.some((l) => l.operationId === PARTICIPANT_ACTION.update);
    const remove = zone !== 'personal' && p.links.some((l) => l.operationId === PARTICIPANT_ACTION.delete(zone));
    if (!update && !remove) return null;
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('applications.actions', { name: p.name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {update && (p.stateId === STATE.registered || p.stateId === STATE.rejected) && (
            <Menu.Item onClick={() => void setState(p, STATE.confirmed)}>{t('applications.approve')}</Menu.Item>
          )}
          {update && (p.stateId === STATE.registered || p.stateId === STATE.confirmed) && (
            <Menu.Item onClick={() => reject(p)}>{t('applications.reject')}</Menu.Item>
          )}
          {update && zone === 'admin' && p.stateId === STATE.confirmed && (
            <Menu.Item color="red" onClick={() => exclude(p)}>
              {t('applications.exclude')}
            </Menu.Item>
          )}
          {update && zone === 'admin' && <Menu.Item onClick={() => setEditing(p)}>{t('applications.edit')}</Menu.Item>}
          {remove && (
            <Menu.Item
              color="red"
              onClick={() =>
                confirmDelete({
                  title: t('applications.deleteTitle'),
                  name: `${p.name} – ${p.competitionName}`,
                  remove: () => deleteParticipant(zone, p.id),
                  afterwards: refresh,
                })
              }
            >
              {t('applications.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

  const approveAll = () =>
    confirmAction({
      title: t('applications.approveAllTitle'),
      children: t('applications.approveAllText'),
      confirm: t('applications.approveAll'),
      run: () => approveAllParticipants(tournamentId),
      afterwards: async (answer) => {
        notify.success(t('applications.approveAllDone', { count: (answer as { data: { count: number } }).data.count }));
        await refresh();
      },
    });

  const showsPrivate = zone !== 'personal';
  return (
    <Stack gap="md">
      <ListView<Participant>
        queryKey={[...participantsKey(zone, tournamentId), 'list']}
        load={loadParticipants(zone, tournamentId)}
        exportEndpoint={participantListCall(zone)}
        exportParams={{ tournamentId }}
        caption={t('applications.title')}
        defaultSort="competition,name"
        // A club sees its own applications (the organizer all): an empty list says so for the club.
        emptyText={t(zone === 'club' ? 'applications.emptyClub' : 'applications.empty')}
        emptyFilteredText={t('applications.emptyFiltered')}
        minTableWidth={showsPrivate ? 820 : 640}
        filters={[
          {
            kind: 'select',
            field: 'competitionId',
            label: t('applications.field.competition'),
            options: (disciplines.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          },
          {
            kind: 'select',
            field: 'roleId',
            label: t('applications.field.role'),
            options: options('tournamentRoles', APPLICATION_ROLE_IDS),
          },
          {
            kind: 'select',
            field: 'stateId',
            label: t('applications.field.state'),
            options: options('tournamentTeamStates'),
          },
          { kind: 'text', field: 'club', label: t('applications.field.club') },
          { kind: 'text', field: 'name', label: t('applications.field.name') },
        ]}
        toolbar={
          <Group gap="sm">
            {zone === 'admin' && offered(TOURNAMENT_TAB_ACTION.approveAll) && (
              <Button variant="default" leftSection={<IconChecks size={16} aria-hidden />} onClick={approveAll}>
                {t('applications.approveAll')}
              </Button>
            )}
            {applying && (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setBulk(true)}>
                {zone === 'club' ? t('applications.applyMembers') : t('applications.applyPersons')}
              </Button>
            )}
          </Group>
        }
        columns={[
          {
            key: 'name',
            title: t('applications.field.name'),
            sortField: 'name',
            render: (p) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {p.name}
                </Text>
                {showsPrivate && p.birthDate && (
                  <Text size="xs" c="dimmed">
                    {formatDate(p.birthDate)}
                  </Text>
                )}
              </Stack>
            ),
          },
          { key: 'competitionName', title: t('applications.field.competition'), sortField: 'competition' },
          {
            key: 'roleId',
            title: t('applications.field.role'),
            sortField: 'roleId',
            render: (p) => name('tournamentRoles', p.roleId),
          },
          { key: 'club', title: t('applications.field.club'), sortField: 'club', render: (p) => p.club ?? '' },
          {
            key: 'stateId',
            title: t('applications.field.state'),
            sortField: 'stateId',
            render: (p) => <StateBadge list="tournamentTeamStates" stateId={p.stateId} />,
          },
          {
            key: 'registered',
            title: t('applications.field.registered'),
            sortField: 'registered',
            render: (p) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(p.registered)}
              </Text>
            ),
          },
          ...(zone === 'personal'
            ? []
            : [
                {
                  key: 'actions',
                  // A visible header: a visually hidden one is positioned outside the table's scroll box on phones.
                  title: t('applications.field.actions'),
                  render: actions,
                  align: 'right' as const,
                },
              ]),
        ]}
      />
      {zone !== 'personal' && (
        <BulkApplicationModal opened={bulk} zone={zone} tournamentId={tournamentId} onClose={() => setBulk(false)} />
      )}
      {zone === 'admin' && (
        <EditApplicationModal participant={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
    </Stack>
  );
}
