// A league team (league/team/{id}/{competitionId?}): its club, state, address and contacts, and a
// tab per competition it plays with the roster there (the roster editor where the answer's links
// allow: the office any team, the club manager its own club's teams), and a link to its matches.
import { Anchor, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDelete } from '../../../platform/forms';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { deleteTeam, LEAGUES_KEY, TEAM_ACTION, teamQuery } from '../api';
import { RosterEditor } from '../components/RosterEditor';
import { TeamFormModal } from '../components/TeamFormModal';
import { TeamStateBadge } from '../components/team-cells';
import { useLeagueZone } from '../use-league-zone';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The list of matches across leagues, all of them, of this team (by its id; the name says whose). */
function teamMatchesHref(zone: 'admin' | 'club', team: { id: number; name: string }): string {
  const filter = new URLSearchParams({ teamId: String(team.id), teamName: team.name });
  return `${zoneHref(zone, 'competition-matches/all')}?${filter}`;
}

export default function LeagueTeamPage() {
  const { t } = useTranslation('league-teams');
  const zone = useLeagueZone();
  const { id, valid } = useIdParam();
  const tabParam = useParams().tab;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ ...teamQuery(zone, id), enabled: valid });
  const team = query.data?.data;
  usePageTitle(team?.name ?? t('team.title'));

  const gate = recordGate(query, { valid, loadError: t('team.loadError') });
  if (gate || !team) return gate;
  const competitions = team.competitions;
  const links = query.data?.links ?? [];
  const mayUpdate = links.some((l) => l.operationId === TEAM_ACTION.update);
  const mayDelete = links.some((l) => l.operationId === TEAM_ACTION.delete);
  const leagueTeams = zoneHref(zone, `league/detail/${team.leagueId}/teams`);
  const remove = () =>
    confirmDelete({
      title: t('list.deleteTitle'),
      name: team.name,
      note: t('list.deleteNote'),
      noteEmphasis: true,
      remove: () => deleteTeam(team.id),
      removeWithResults: () => deleteTeam(team.id, true),
      afterwards: async () => {
        await navigate(leagueTeams);
        await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
      },
    });
  const tab = tabParam ?? (competitions[0] ? String(competitions[0].id) : null);
  if (tabParam && !competitions.some((c) => String(c.id) === tabParam)) return <NotFoundPage />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={leagueTeams} size="sm">
        ← {team.leagueName}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          <Group gap="xs">
            <TeamStateBadge stateId={team.stateId} />
            <Text size="sm" c="dimmed">
              {team.clubName}
            </Text>
            {zone !== 'personal' && (
              <Anchor component={Link} to={teamMatchesHref(zone, team)} size="sm">
                {t('team.matches')}
              </Anchor>
            )}
          </Group>
        </Stack>
        {(mayUpdate || mayDelete) && (
          <Group gap="xs">
            {mayUpdate && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('team.edit')}
              </Button>
            )}
            {mayDelete && (
              <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
                {t('team.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('field.address')} value={team.address} />
        <Fact label={t('field.contactPerson')} value={team.contactPerson} />
        <Fact label={t('field.contactEmail')} value={team.contactEmail} />
        <Fact label={t('field.contactPhone')} value={team.contactPhone} />
      </SimpleGrid>
      {team.note && <Fact label={t('field.note')} value={team.note} />}
      <Title order={2} size="h3">
        {t('team.rosters')}
      </Title>
      {competitions.length === 0 || tab === null ? (
        <Text c="dimmed">{t('team.noCompetitions')}</Text>
      ) : (
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(next) => next && navigate(zoneHref(zone, `league/team/${id}/${next}`))}
        >
          <RecordTabList>
            {competitions.map((c) => (
              <Tabs.Tab key={c.id} value={String(c.id)}>
                {c.name} ({c.rosterCount})
              </Tabs.Tab>
            ))}
          </RecordTabList>
          {competitions.map((c) => (
            <Tabs.Panel key={c.id} value={String(c.id)} pt="md">
              <Stack gap="xs">
                <Anchor component={Link} to={zoneHref(zone, `league/competition/${c.id}/teams`)} size="sm">
                  {t('team.competitionLink', { name: c.name })}
                </Anchor>
                <RosterEditor zone={zone} competitionId={c.id} teamId={team.id} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {mayUpdate && (
        <TeamFormModal opened={editing} leagueId={team.leagueId} teamId={team.id} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
