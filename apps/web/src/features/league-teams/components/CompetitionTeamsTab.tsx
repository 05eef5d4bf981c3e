// The teams tab of a league competition (league/competition/{id}/teams): the teams playing it with
// their roster sizes, each a link to its page (the roster of this competition). The office adds a
// team of the league and takes one out after confirming that its roster there and its scheduled
// matches there are deleted (a team with played matches there is refused by the server).
import type { CompetitionTeam } from '@fedra/contract/league-teams';
import { ActionIcon, Anchor, Button, Group, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../platform/forms';
import { notify, notifyError } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { addCompetitionTeam, allTeamsQuery, competitionTeamsQuery, LEAGUES_KEY, removeCompetitionTeam } from '../api';
import { useLeagueZone, useTeamCodebook } from '../use-league-zone';

const ADD = 'api.admin.zone.league.team.update';

export function CompetitionTeamsTab({ competitionId, leagueId }: { competitionId: number; leagueId: number }) {
  const { t } = useTranslation('league-teams');
  const zone = useLeagueZone();
  const { name } = useTeamCodebook();
  const queryClient = useQueryClient();
  const teams = useQuery(competitionTeamsQuery(zone, competitionId));
  const mayAdd = Boolean(teams.data?.links.some((l) => l.operationId === ADD));
  const league = useQuery({ ...allTeamsQuery(zone, leagueId), enabled: mayAdd });
  const [picked, setPicked] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });

  if (teams.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('competition.loadError')}
      </Text>
    );
  }
  if (!teams.data) return <Skeleton h={160} aria-busy />;
  const list = teams.data.data.teams;
  const playing = new Set(list.map((x) => x.teamId));
  const choices = (league.data?.data ?? [])
    .filter((x) => !playing.has(x.id))
    .map((x) => ({ value: String(x.id), label: `${x.name} (${x.clubName})` }));

  const add = async () => {
    if (!picked) return;
    setAdding(true);
    try {
      await addCompetitionTeam(competitionId, Number(picked));
      notify.success(t('competition.added'));
      setPicked(null);
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setAdding(false);
    }
  };
  const remove = (team: CompetitionTeam) =>
    confirmAction({
      title: t('competition.removeTitle'),
      children: t('competition.removeText', { name: team.name, count: team.rosterCount }),
      confirm: t('competition.remove'),
      danger: true,
      run: () => removeCompetitionTeam(competitionId, team.teamId),
      afterwards: async () => {
        notify.success(t('competition.removed'));
        await refresh();
      },
    });

  return (
    <Stack gap="sm">
      {mayAdd && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('competition.pickTeam')}
            placeholder={t('competition.pickPlaceholder')}
            searchable
            clearable
            data={choices}
            value={picked}
            onChange={setPicked}
            nothingFoundMessage={t('competition.noChoices')}
            w={{ base: '100%', xs: 320 }}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => void add()}
            loading={adding}
            disabled={!picked}
          >
            {t('competition.add')}
          </Button>
        </Group>
      )}
      {list.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('competition.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('competition.caption', { name: teams.data.data.competitionName })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.name')}</Table.Th>
                <Table.Th>{t('field.club')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('field.state')}</Table.Th>
                <Table.Th ta="right">{t('field.rosterCount')}</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((team) => (
                <Table.Tr key={team.teamId} data-team={team.teamId}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={zoneHref(zone, `league/team/${team.teamId}/${competitionId}`)}
                      fw={500}
                    >
                      {team.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{team.clubName}</Table.Td>
                  <Table.Td visibleFrom="sm">{name('tournamentTeamStates', team.stateId)}</Table.Td>
                  <Table.Td ta="right">{team.rosterCount}</Table.Td>
                  <Table.Td ta="right">
                    {team.links.length > 0 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('competition.removeLabel', { name: team.name })}
                        onClick={() => remove(team)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
