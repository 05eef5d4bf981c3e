// A public league team (issue 36 §3): its club and league, and for each competition it plays its
// place in the table, its roster (names and clubs only) and its matches with their results from the
// team's side. One call (GET /api/public-zone/league-teams/:id).
import type {
  PublicLeagueTeam,
  PublicLeagueTeamCompetition,
  PublicLeagueTeamMatch,
} from '@fedra/contract/league-public';
import { Anchor, Badge, Box, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { PublicRecordPage } from '../../../platform/ui/public-record-page';
import { publicTeamQuery } from '../api';
import { hasPublicScore, MatchLine } from '../components/MatchLine';
import { publicCompetitionPath, publicLeagueListPath } from '../components/paths';

export default function PublicTeamPage() {
  const { id, valid } = useIdParam();
  if (!valid) return <NotFoundPage />;
  return <PublicTeam id={id} />;
}

type Outcome = 'win' | 'draw' | 'loss';
const OUTCOME_COLOR: Record<Outcome, string> = { win: 'green', draw: 'gray', loss: 'red' };

/** The match's result for the team: null while the score is not public. */
export function outcomeFor(teamId: number, m: PublicLeagueTeamMatch): Outcome | null {
  if (!hasPublicScore(m)) return null;
  const own = m.homeTeamId === teamId ? m.homeScore! : m.awayScore!;
  const other = m.homeTeamId === teamId ? m.awayScore! : m.homeScore!;
  return own > other ? 'win' : own < other ? 'loss' : 'draw';
}

function PublicTeam({ id }: { id: number }) {
  const { t } = useTranslation('league-public');
  const query = useQuery(publicTeamQuery(id));
  const team = query.data?.data;
  usePageTitle(team?.name ?? t('team.title'));
  const back =
    team?.competitions.length === 1
      ? { to: publicCompetitionPath(team.competitions[0]!.id), label: team.competitions[0]!.name }
      : { to: publicLeagueListPath(team?.league.seasonId), label: t('team.back') };
  return (
    <PublicRecordPage query={query} back={back} loadError={t('team.failed')}>
      {({ data: team }) => (
        <>
          <Stack gap={4} mt="sm">
            <Title order={1}>{team.name}</Title>
            <Text c="dimmed" size="sm">
              {[team.clubName && t('team.club', { name: team.clubName }), t('team.league', { name: team.league.name })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {team.competitions.length === 0 ? (
            <Text c="dimmed" mt="lg">
              {t('team.noCompetitions')}
            </Text>
          ) : (
            <Stack gap="xl" mt="lg">
              {team.competitions.map((c) => (
                <CompetitionBlock key={c.id} team={team} c={c} />
              ))}
            </Stack>
          )}
        </>
      )}
    </PublicRecordPage>
  );
}

function CompetitionBlock({ team, c }: { team: PublicLeagueTeam; c: PublicLeagueTeamCompetition }) {
  const { t } = useTranslation('league-public');
  return (
    <Box component="section" aria-labelledby={`competition-${c.id}`}>
      <Group gap="sm" align="baseline" wrap="wrap" mb="sm">
        <Title order={2} size="h3" id={`competition-${c.id}`}>
          {c.name}
        </Title>
        {c.rank !== null && (
          <Badge variant="light" size="lg" tt="none">
            {t('team.rank', { rank: c.rank })}
          </Badge>
        )}
        <Anchor component={Link} to={publicCompetitionPath(c.id)} size="sm">
          {t('team.toCompetition')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md" style={{ alignSelf: 'start' }}>
          <Title order={3} size="h5" mb="xs">
            {t('team.roster')}
          </Title>
          {c.roster.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('team.rosterEmpty')}
            </Text>
          ) : (
            <Table
              striped
              verticalSpacing={4}
              aria-label={t('team.rosterCaption', { team: team.name, competition: c.name })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team.name')}</Table.Th>
                  <Table.Th>{t('team.playerClub')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.roster.map((p) => (
                  <Table.Tr key={`${p.lastName} ${p.firstName} ${p.clubName}`}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {p.firstName} <strong>{p.lastName}</strong>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.clubName ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="xs">
            {t('team.matches')}
          </Title>
          {c.matches.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('team.matchesEmpty')}
            </Text>
          ) : (
            c.matches.map((m, i) => <TeamMatch key={m.id} teamId={team.id} m={m} first={i === 0} />)
          )}
        </Card>
      </SimpleGrid>
    </Box>
  );
}

function TeamMatch({ teamId, m, first }: { teamId: number; m: PublicLeagueTeamMatch; first: boolean }) {
  const { t } = useTranslation('league-public');
  const outcome = outcomeFor(teamId, m);
  return (
    <Box>
      {!first && <Divider />}
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed">
          {m.roundName ?? t('rounds.round', { number: m.roundNumber })} ·{' '}
          {m.homeTeamId === teamId ? t('team.home') : t('team.away')}
        </Text>
        {outcome && (
          <Badge
            color={OUTCOME_COLOR[outcome]}
            variant="filled"
            size="sm"
            w={28}
            px={0}
            title={t(`team.outcomeLong.${outcome}`)}
            aria-label={t(`team.outcomeLong.${outcome}`)}
          >
            {t(`team.outcome.${outcome}`)}
          </Badge>
        )}
      </Group>
      <MatchLine match={m} fallbackDate={m.roundDate} highlightTeamId={teamId} />
    </Box>
  );
}
