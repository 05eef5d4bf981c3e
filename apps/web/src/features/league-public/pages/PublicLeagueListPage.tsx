// The public leagues page (issue 36 §3): the leagues of a season (today's by default, others by the
// picker, kept in the address as ?season=) with their competitions, each a way to its table and
// results. One call (GET /api/public-zone/leagues).
import type { PublicLeagueSummary } from '@fedra/contract/league-public';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronRight, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { publicLeaguesQuery } from '../api';
import { publicCompetitionPath } from '../components/paths';

const CANCELLED_COMPETITION = 4;

export default function PublicLeagueListPage() {
  const { t } = useTranslation('league-public');
  usePageTitle(t('list.title'));
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('season'));
  const seasonId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const query = useQuery(publicLeaguesQuery(seasonId));
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  const data = query.data?.data;

  return (
    <Container size="lg" py="md" component="main">
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('list.intro')}
          </Text>
        </div>
        {data && data.seasons.length > 0 && (
          <Select
            label={t('list.season')}
            data={data.seasons.map((s) => ({ value: String(s.id), label: s.name }))}
            value={data.season ? String(data.season.id) : null}
            onChange={(v) => setSearch(v ? { season: v } : {})}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        )}
      </Group>
      {query.isPending && <Skeleton h={200} />}
      {query.isError && <Text role="alert">{t('list.failed')}</Text>}
      {data && !data.season && <Text c="dimmed">{t('list.noSeason')}</Text>}
      {data?.season && data.leagues.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <Stack gap="lg" aria-busy={query.isFetching}>
        {data?.leagues.map((league) => (
          <LeagueCard key={league.id} league={league} />
        ))}
      </Stack>
    </Container>
  );
}

function LeagueCard({ league }: { league: PublicLeagueSummary }) {
  const { t } = useTranslation('league-public');
  const frozen = league.stateId === 5 || league.stateId === 6;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`league-${league.id}`}>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2} size="h3" id={`league-${league.id}`}>
          {league.name}
        </Title>
        {frozen && (
          <Badge variant="dot" color={league.stateId === 5 ? 'red' : 'gray'} tt="none">
            {t(`state.league.${league.stateId}`)}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {[
          formatDateRange(league.dateFrom, league.dateTill),
          league.organizerName && t('list.organizer', { name: league.organizerName }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {league.competitions.length === 0 ? (
        <Text size="sm" mt="md">
          {t('list.noCompetitions')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="sm">
          {league.competitions.map((c) => (
            <Card key={c.id} withBorder radius="sm" padding="md" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor
                  component={Link}
                  to={publicCompetitionPath(c.id)}
                  fw={700}
                  size="lg"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {c.name}
                </Anchor>
                {c.stateId === CANCELLED_COMPETITION && (
                  <Badge variant="dot" color="red" tt="none">
                    {t('state.competitionCancelled')}
                  </Badge>
                )}
              </Group>
              {c.leader && (
                <Group gap={6} mt={6} wrap="nowrap">
                  <IconTrophy size={16} aria-hidden color="var(--mantine-color-yellow-8)" style={{ flex: 'none' }} />
                  <Text size="sm" fw={600}>
                    {t('list.leader', { name: c.leader.name, count: c.leader.points })}
                  </Text>
                </Group>
              )}
              <Text size="sm" c="dimmed" mt={4}>
                {t('list.teams', { count: c.teamCount })}
                {c.matchCount > 0 && ` · ${t('list.played', { count: c.matchCount, played: c.playedMatches })}`}
              </Text>
              <Group mt="sm">
                <Button
                  component={Link}
                  to={publicCompetitionPath(c.id)}
                  size="xs"
                  variant="light"
                  rightSection={<IconChevronRight size={14} aria-hidden />}
                  aria-label={`${t('list.open')}: ${c.name}`}
                >
                  {t('list.open')}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
