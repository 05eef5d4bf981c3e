// A public league competition (issue 36 §3): its league and season, the league's other competitions,
// and three tabs (kept in the address as ?tab=): the table, the fixtures and results by round
// ("Home 3 : 1 Away"), and the teams. One call (GET /api/public-zone/league-competitions/:id).
import type { PublicLeagueCompetition, PublicLeagueRound } from '@fedra/contract/league-public';
import { Anchor, Badge, Box, Card, Divider, Group, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateRange } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { PublicRecordPage } from '../../../platform/ui/public-record-page';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { publicCompetitionQuery } from '../api';
import { hasPublicScore, MatchLine } from '../components/MatchLine';
import { PublicStandingsTable } from '../components/PublicStandingsTable';
import { publicCompetitionPath, publicLeagueListPath, publicTeamPath } from '../components/paths';

const TABS = ['standings', 'matches', 'teams'] as const;
type Tab = (typeof TABS)[number];
const CANCELLED_MATCH = 8;

export default function PublicCompetitionPage() {
  const { id, valid } = useIdParam();
  if (!valid) return <NotFoundPage />;
  return <PublicCompetition id={id} />;
}

/**
 * The round a visitor wants first: the first not over by its dates (today's or the next), else the
 * first of undated rounds with a match still to be played or published, else the last.
 */
export function currentRoundNumber(rounds: PublicLeagueRound[], today = todayInPrague()): number | null {
  const dated = rounds.filter((r) => r.dateTill ?? r.dateFrom);
  const byDate = dated.length > 0 ? dated.find((r) => (r.dateTill ?? r.dateFrom)! >= today) : undefined;
  const open =
    dated.length > 0
      ? undefined
      : rounds.find((r) => r.matches.some((m) => !hasPublicScore(m) && m.stateId !== CANCELLED_MATCH));
  return (byDate ?? open ?? rounds.at(-1))?.number ?? null;
}

function PublicCompetition({ id }: { id: number }) {
  const { t } = useTranslation('league-public');
  const query = useQuery(publicCompetitionQuery(id));
  const c = query.data?.data;
  usePageTitle(c ? `${c.name} – ${c.league.name}` : t('competition.title'));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'standings';

  return (
    <PublicRecordPage
      query={query}
      back={{ to: publicLeagueListPath(c?.league.seasonId), label: t('competition.back') }}
      loadError={t('competition.failed')}
    >
      {({ data: c }) => (
        <>
          <Header c={c} />
          <Tabs
            value={tab}
            onChange={(v) => setSearch(v && v !== 'standings' ? { tab: v } : {}, { replace: true })}
            mt="lg"
            keepMounted={false}
          >
            <RecordTabList aria-label={t('competition.sections')}>
              {TABS.map((key) => (
                <Tabs.Tab key={key} value={key} fw={600}>
                  {t(`competition.tab.${key}`)}
                </Tabs.Tab>
              ))}
            </RecordTabList>
            <Tabs.Panel value="standings" pt="md">
              {c.standings.length === 0 ? (
                <Text c="dimmed">{t('standings.empty')}</Text>
              ) : (
                <PublicStandingsTable rows={c.standings} caption={t('standings.caption', { name: c.name })} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="matches" pt="md">
              <Rounds rounds={c.rounds} />
            </Tabs.Panel>
            <Tabs.Panel value="teams" pt="md">
              <Teams c={c} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </PublicRecordPage>
  );
}

function Header({ c }: { c: PublicLeagueCompetition }) {
  const { t } = useTranslation('league-public');
  const facts = [
    c.league.name,
    c.league.seasonName && t('competition.season', { name: c.league.seasonName }),
    formatDateRange(c.league.dateFrom, c.league.dateTill),
    c.league.organizerName && t('competition.organizer', { name: c.league.organizerName }),
  ].filter(Boolean);
  return (
    <Stack gap={6} mt="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1}>{c.name}</Title>
        {c.stateId === 4 && (
          <Badge variant="dot" color="red" tt="none">
            {t('state.competitionCancelled')}
          </Badge>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {facts.join(' · ')}
      </Text>
      {c.otherCompetitions.length > 0 && (
        <Group gap="xs" wrap="wrap" component="nav" aria-label={t('competition.others')}>
          <Text size="sm" fw={600}>
            {t('competition.others')}:
          </Text>
          {c.otherCompetitions.map((o) => (
            <Anchor key={o.id} component={Link} to={publicCompetitionPath(o.id)} size="sm">
              {o.name}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Rounds({ rounds }: { rounds: PublicLeagueRound[] }) {
  const { t } = useTranslation('league-public');
  if (rounds.length === 0) return <Text c="dimmed">{t('rounds.empty')}</Text>;
  const current = currentRoundNumber(rounds);
  const jump = (value: string | null) =>
    document.getElementById(`round-${value}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      {rounds.length > 2 && (
        <Select
          label={t('rounds.jump')}
          placeholder={t('rounds.pick')}
          data={rounds.map((r) => ({
            value: String(r.number),
            label: r.name ?? t('rounds.round', { number: r.number }),
          }))}
          value={null}
          onChange={jump}
          w={{ base: '100%', xs: 220 }}
          mb="md"
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rounds.map((round) => (
          <Card
            key={round.number}
            withBorder
            radius="md"
            padding="md"
            component="section"
            aria-labelledby={`round-${round.number}`}
            data-round={round.number}
            style={round.number === current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs">
                <Title order={2} size="h4" id={`round-${round.number}`} style={{ scrollMarginTop: 96 }}>
                  {round.name ?? t('rounds.round', { number: round.number })}
                </Title>
                {round.number === current && (
                  <Badge size="sm" variant="light" tt="none">
                    {t('rounds.current')}
                  </Badge>
                )}
              </Group>
              {(round.dateFrom || round.dateTill) && (
                <Text size="sm" c="dimmed">
                  {formatDateRange(round.dateFrom, round.dateTill)}
                </Text>
              )}
            </Group>
            {round.matches.length === 0 ? (
              <Text size="sm" c="dimmed" mt="sm">
                {t('rounds.noMatches')}
              </Text>
            ) : (
              <Box mt={4}>
                {round.matches.map((m, i) => (
                  <Box key={m.id}>
                    {i > 0 && <Divider />}
                    <MatchLine
                      match={m}
                      fallbackDate={round.dateFrom}
                      roundDay={
                        round.dateFrom && round.dateFrom === (round.dateTill ?? round.dateFrom) ? round.dateFrom : null
                      }
                    />
                  </Box>
                ))}
              </Box>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

function Teams({ c }: { c: PublicLeagueCompetition }) {
  const { t } = useTranslation('league-public');
  if (c.teams.length === 0) return <Text c="dimmed">{t('teams.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {c.teams.map((team) => (
        <Card key={team.id} withBorder radius="md" padding="md">
          <Anchor component={Link} to={publicTeamPath(team.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Anchor>
          {team.clubName && (
            <Text size="sm" c="dimmed">
              {t('teams.club', { name: team.clubName })}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
