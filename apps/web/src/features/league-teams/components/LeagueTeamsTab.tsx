// The teams tab of a league's detail (league/detail/{id}/teams): the league's teams with club, state
// and the competitions they play (filter by name, club, state; sort; export). The office adds and
// edits teams in a dialog and deletes them after confirming that the team leaves the whole league
// with its rosters and matches. What a row offers comes from its links.
import type { LeagueTeamRow } from '@fedra/contract/league-teams';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { confirmDelete, type ListColumn, ListView } from '../../../platform/forms';
import { deleteTeam, LEAGUES_KEY, loadTeams, TEAM_ACTION, TEAMS_KEY, teamListCall } from '../api';
import { useLeagueZone, useTeamCodebook } from '../use-league-zone';
import { TeamFormModal } from './TeamFormModal';
import { TeamCompetitions, TeamNameLink, TeamStateBadge } from './team-cells';

const has = (row: LeagueTeamRow, operationId: string) => row.links.some((l) => l.operationId === operationId);

export function LeagueTeamsTab({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation('league-teams');
  const zone = useLeagueZone();
  const may = useCanAction();
  const { options } = useTeamCodebook();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<LeagueTeamRow | 'new' | null>(null);
  const mayCreate = zone === 'admin' && may('league.team.create');

  const remove = (row: LeagueTeamRow) =>
    confirmDelete({
      title: t('list.deleteTitle'),
      name: row.name,
      note: t('list.deleteNote'),
      noteEmphasis: true,
      remove: () => deleteTeam(row.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: LEAGUES_KEY }),
    });

  const columns: ListColumn<LeagueTeamRow>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      render: (r) => <TeamNameLink zone={zone} id={r.id} name={r.name} />,
    },
    { key: 'clubName', title: t('field.club'), sortField: 'clubName' },
    {
      key: 'stateId',
      title: t('field.state'),
      sortField: 'stateId',
      render: (r) => <TeamStateBadge stateId={r.stateId} />,
    },
    {
      key: 'competitions',
      title: t('field.competitions'),
      render: (r) => <TeamCompetitions competitions={r.competitions} />,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      align: 'right',
      render: (r) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {has(r, TEAM_ACTION.update) && (
            <ActionIcon variant="subtle" aria-label={t('list.edit', { name: r.name })} onClick={() => setEditing(r)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          )}
          {has(r, TEAM_ACTION.delete) && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('list.delete', { name: r.name })}
              onClick={() => remove(r)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <ListView<LeagueTeamRow>
        queryKey={[...TEAMS_KEY, 'list', zone, leagueId]}
        load={loadTeams(zone, leagueId)}
        caption={t('list.title')}
        columns={columns}
        defaultSort="name"
        defaultLimit={100}
        minTableWidth={560}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'text', field: 'clubName', label: t('field.club') },
          { kind: 'select', field: 'stateId', label: t('field.state'), options: options('tournamentTeamStates') },
        ]}
        emptyText={t('list.empty')}
        exportEndpoint={teamListCall(zone)}
        exportParams={{ leagueId }}
        toolbar={
          mayCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('list.add')}
            </Button>
          ) : undefined
        }
      />
      {zone === 'admin' && (
        <TeamFormModal
          opened={editing !== null}
          leagueId={leagueId}
          teamId={editing === 'new' || editing === null ? null : editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
