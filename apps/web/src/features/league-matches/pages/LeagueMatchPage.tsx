// A league match (league/match/{matchId}): its facts, the score (games, sets, totals), the score
// editor (the office also records and publishes a result in one step) and the details dialog for
// whoever may change it, and the state actions start, end, approve, publish, postpone, cancel,
// walkover and reopen — each shown by the answer's links and asking first; deleting asks too, and
// once more when the match has a result.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import type { LeagueMatch } from '@fedra/contract/league-matches';
import { MATCH_STATE } from '@fedra/contract/leagues';
import { Anchor, Button, Card, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmAction, confirmDelete } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { Fact } from '../../../platform/ui/Fact';
import { recordGate } from '../../../platform/ui/record-gate';
import {
  awardWalkover,
  deleteMatch,
  hasLink,
  LEAGUES_KEY,
  type LeagueZone,
  MATCH_LINK,
  type MatchActionName,
  matchAction,
  matchQuery,
  roundsQuery,
  type WriteZone,
} from '../api';
import { MatchFormModal } from '../components/MatchFormModal';
import { MatchStateBadge } from '../components/MatchStateBadge';
import { ScoreEditor } from '../components/ScoreEditor';

const ACTIONS: MatchActionName[] = ['start', 'end', 'approve', 'publish', 'postpone', 'reopen', 'cancel'];
/** The actions that only change the plan, shown quieter than the steps of a played match. */
const QUIET: ReadonlySet<MatchActionName> = new Set(['postpone', 'reopen', 'cancel']);

/** A team with its club in brackets, unless the team bears the club's name ("BK Karlín (BK Karlín)"). */
function teamWithClub(team: { name: string; clubName: string }): string {
  return team.clubName.trim().toLowerCase() === team.name.trim().toLowerCase()
    ? team.name
    : `${team.name} (${team.clubName})`;
}

export default function LeagueMatchPage() {
  const { t } = useTranslation('league-matches');
  const { id: matchId, valid } = useIdParam('matchId');
  const current = useCurrentZone();
  const zone: LeagueZone = current === 'club' || current === 'personal' ? current : 'admin';
  const answer = useQuery({ ...matchQuery(zone, matchId), enabled: valid });
  const loaded = answer.data?.data;
  // The tab names the match once it is known ("Home – Away"), as the league and team pages do.
  usePageTitle(loaded ? `${loaded.homeTeam.name} – ${loaded.awayTeam.name}` : t('match.title'));
  const gate = recordGate(answer, { valid, loadError: t('match.loadError') });
  if (gate || !answer.data) return gate;
  return <MatchView key={answer.data.data.id} zone={zone} match={answer.data.data} links={answer.data.links} />;
}

function MatchView({ zone, match, links }: { zone: LeagueZone; match: LeagueMatch; links: ApiLink[] }) {
  const { t } = useTranslation('league-matches');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const writeZone: WriteZone | null = zone === 'personal' ? null : zone;
  const mayUpdate = hasLink(links, MATCH_LINK.update(zone));
  const mayDelete = hasLink(links, MATCH_LINK.matchDelete);
  const office = zone === 'admin';
  const rounds = useQuery({ ...roundsQuery(zone, match.competitionId), enabled: office && mayUpdate && editing });
  const name = `${match.homeTeam.name} – ${match.awayTeam.name}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
  const competitionHref = zoneHref(zone, `league/competition/${match.competitionId}/matches`);

  const act = (action: MatchActionName) =>
    confirmAction({
      title: t(`action.${action}Title`),
      children: t(`action.${action}Text`, { name }),
      confirm: t(`action.${action}`),
      run: () => matchAction(writeZone!, match.id, action),
      afterwards: async () => {
        notify.success(t(`action.${action}Done`));
        await refresh();
      },
    });
  const remove = () =>
    confirmDelete({
      title: t('match.deleteTitle'),
      name,
      remove: () => deleteMatch(match.id),
      removeWithResults: () => deleteMatch(match.id, true),
      afterwards: async () => {
        await navigate(competitionHref);
        await refresh();
      },
    });

  const walkover = () => {
    let winner: 'home' | 'away' = 'home';
    confirmAction({
      title: t('action.walkoverTitle'),
      children: (
        <Stack gap="sm">
          <Radio.Group
            label={t('action.walkoverWinner')}
            required
            defaultValue="home"
            onChange={(v) => {
              winner = v as 'home' | 'away';
            }}
          >
            <Stack gap={6} mt={6}>
              <Radio value="home" label={match.homeTeam.name} />
              <Radio value="away" label={match.awayTeam.name} />
            </Stack>
          </Radio.Group>
          <Text size="sm">{t('action.walkoverText')}</Text>
        </Stack>
      ),
      confirm: t('action.walkover'),
      run: () => awardWalkover(match.id, { winner }),
      afterwards: async () => {
        notify.success(t('action.walkoverDone'));
        await refresh();
      },
    });
  };

  const actions = ACTIONS.filter((a) => hasLink(links, MATCH_LINK.action(zone, a)));
  const mayWalkover = hasLink(links, MATCH_LINK.walkover);
  const rules = t('match.rules', {
    games: match.rules.gamePerMatch ?? 1,
    sets: match.rules.setMax ?? 3,
    draw: t(match.rules.isDraw ? 'match.drawAllowed' : 'match.drawForbidden'),
  });
  const referee = [match.refereeName, match.refereeText].filter(Boolean).join(', ') || null;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={competitionHref} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('match.toCompetition')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {match.leagueName} · {match.competitionName} · {match.roundName ?? `${match.roundNumber}.`}
          </Text>
        </div>
        <MatchStateBadge stateId={match.stateId} />
      </Group>
      {(actions.length > 0 || mayUpdate || mayDelete || mayWalkover) && (
        <Group gap="xs" aria-label={t('match.actions')} role="group">
          {actions.map((a) => (
            <Button
              key={a}
              onClick={() => act(a)}
              color={a === 'publish' ? 'green' : a === 'cancel' ? 'red' : undefined}
              variant={QUIET.has(a) ? 'default' : 'filled'}
            >
              {t(`action.${a}`)}
            </Button>
          ))}
          {mayWalkover && (
            <Button variant="default" onClick={walkover}>
              {t('action.walkover')}
            </Button>
          )}
          {mayUpdate && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('match.edit')}
            </Button>
          )}
          {mayDelete && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
              {t('match.delete')}
            </Button>
          )}
        </Group>
      )}
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('match.home')}>{teamWithClub(match.homeTeam)}</Fact>
          <Fact label={t('match.away')}>{teamWithClub(match.awayTeam)}</Fact>
          <Fact label={t('match.startDate')}>{match.startDate ? formatDateTime(match.startDate) : null}</Fact>
          {match.sportFieldName && (
            <Fact label={t('match.sportField')}>
              {[match.sportFieldName, match.sportFieldAddress].filter(Boolean).join(', ')}
            </Fact>
          )}
          <Fact label={t('match.address')}>{match.address}</Fact>
          <Fact label={t('match.attendance')}>{match.attendance}</Fact>
          <Fact label={t('match.referee')}>{referee}</Fact>
          <Fact label={t('match.organizer')}>{match.organizer}</Fact>
          <Fact label={t('match.proposition')}>
            {match.propositionUrl ? (
              <Anchor href={match.propositionUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {match.propositionUrl}
              </Anchor>
            ) : null}
          </Fact>
          <Fact label={t('match.note')}>{match.note}</Fact>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          {rules}
        </Text>
      </Card>
      <ScoreView match={match} />
      {mayUpdate && writeZone && (
        <ScoreEditor
          key={JSON.stringify(match.games)}
          match={match}
          zone={writeZone}
          mayRecord={hasLink(links, MATCH_LINK.result)}
        />
      )}
      {mayUpdate && writeZone && (
        <MatchFormModal
          opened={editing}
          zone={writeZone}
          competitionId={match.competitionId}
          match={match}
          rounds={(
            rounds.data?.data.rounds ?? [{ id: match.roundId, name: match.roundName, number: match.roundNumber }]
          ).map((r) => ({ value: String(r.id), label: r.name ?? String(r.number) }))}
          teams={(rounds.data?.data.teams ?? [match.homeTeam, match.awayTeam]).map((team) => ({
            value: String(team.id),
            label: team.name,
          }))}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

function ScoreView({ match }: { match: LeagueMatch }) {
  const { t } = useTranslation('league-matches');
  const names = new Map([...match.homeRoster, ...match.awayRoster].map((p) => [p.personId, p.name]));
  const who = (ids: number[]) => ids.map((id) => names.get(id) ?? `#${id}`).join(', ') || '–';
  if (match.scoreHidden) {
    return <Text c="dimmed">{t('match.scoreHidden')}</Text>;
  }
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h3">
          {t('match.score')}
        </Title>
        <Text fw={700} fz="xl" data-testid="match-score">
          {match.homeScore === null ? '–' : `${match.homeScore} : ${match.awayScore}`}
        </Text>
      </Group>
      {match.games.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(match.stateId === MATCH_STATE.walkover ? 'match.walkoverNoGames' : 'match.noScore')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('match.home')}</Table.Th>
                <Table.Th>{t('match.away')}</Table.Th>
                <Table.Th>{t('match.sets')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {match.games.map((g) => (
                <Table.Tr key={g.number}>
                  <Table.Td>{g.number}</Table.Td>
                  <Table.Td>{who(g.homePersonIds)}</Table.Td>
                  <Table.Td>{who(g.awayPersonIds)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text span fw={600} size="sm">
                      {g.homeSets} : {g.awaySets}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      ({g.sets.map((s) => `${s.home}:${s.away}`).join(', ')})
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t('match.totals')}</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>
                  {t('match.sets')} {match.homeSets} : {match.awaySets} · {t('match.balls')} {match.homeBalls} :{' '}
                  {match.awayBalls}
                  {match.homePoints !== null && (
                    <>
                      {' '}
                      · {t('match.points')} {match.homePoints} : {match.awayPoints}
                    </>
                  )}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
