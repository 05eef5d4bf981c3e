// The public site's home (issue 36 §1): the federation's name, the newest public news, the coming
// tournaments, the latest results with their winners, and a way to every public section. One call.
import type { PublicHomeResult, PublicHomeTournament } from '@fedra/contract/public-site';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runtimeConfig } from '../../../platform/config/runtime-config';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { publicHomeQuery } from '../api';
import { publicHref, usePublicSections } from '../sections';

const tournamentHref = (id: number) => publicHref(`tournament/public-detail/${id}`);

export default function PublicHomePage() {
  const { t } = useTranslation('public-site');
  const config = runtimeConfig();
  usePageTitle(config.projectName);
  const home = useQuery(publicHomeQuery());
  const sections = usePublicSections();
  const tournamentsOn = sections.some((s) => s.key === 'tournaments');

  return (
    <main>
      <div className="fedra-public-hero">
        <Container size="lg" py={48}>
          <Group gap="lg" wrap="nowrap">
            {config.images.logo && <Image src={config.images.logo} alt="" h={72} w="auto" visibleFrom="xs" />}
            <Stack gap={6}>
              <Title order={1}>{config.projectName}</Title>
              <Text size="lg">{t('home.lead')}</Text>
            </Stack>
          </Group>
        </Container>
      </div>
      <Container size="lg" py="lg">
        <Stack gap="xl">
          {home.isError && (
            <Alert color="red" role="alert" title={t('home.loadError')}>
              <Button variant="light" size="xs" onClick={() => void home.refetch()}>
                {t('home.retry')}
              </Button>
            </Alert>
          )}
          <section aria-labelledby="home-news">
            <Title order={2} id="home-news" size="h3" mb="sm">
              {t('home.news')}
            </Title>
            {!home.data ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <Skeleton h={180} />
                <Skeleton h={180} visibleFrom="sm" />
                <Skeleton h={180} visibleFrom="md" />
              </SimpleGrid>
            ) : home.data.data.articles.length === 0 ? (
              <Text c="dimmed">{t('home.noNews')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {home.data.data.articles.map((a) => (
                  <Card key={a.id} withBorder padding="md" component="article">
                    {a.coverImageUrl && (
                      <Card.Section mb="sm">
                        <Image src={a.coverImageUrl} alt="" h={140} fit="cover" />
                      </Card.Section>
                    )}
                    <Stack gap={6}>
                      {a.publishDate && (
                        <Text size="xs" c="dimmed">
                          {formatDate(a.publishDate)}
                        </Text>
                      )}
                      <Title order={3} size="h4">
                        <Anchor component={Link} to={publicHref(`federation-article/detail/${a.id}`)}>
                          {a.title}
                        </Anchor>
                      </Title>
                      {a.perex && (
                        <Text size="sm" lineClamp={3}>
                          {a.perex}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </section>
          {tournamentsOn && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <section aria-labelledby="home-upcoming">
                <Group justify="space-between" mb="sm">
                  <Title order={2} id="home-upcoming" size="h3">
                    {t('home.upcoming')}
                  </Title>
                  <Anchor component={Link} to={publicHref('tournament/public-list')} size="sm">
                    {t('home.allTournaments')}
                  </Anchor>
                </Group>
                {!home.data ? (
                  <Skeleton h={200} />
                ) : home.data.data.upcomingTournaments.length === 0 ? (
                  <Text c="dimmed">{t('home.noUpcoming')}</Text>
                ) : (
                  <Stack gap="xs">
                    {home.data.data.upcomingTournaments.map((tournament) => (
                      <TournamentRow key={tournament.id} tournament={tournament} />
                    ))}
                  </Stack>
                )}
              </section>
              <section aria-labelledby="home-results">
                <Title order={2} id="home-results" size="h3" mb="sm">
                  {t('home.results')}
                </Title>
                {!home.data ? (
                  <Skeleton h={200} />
                ) : home.data.data.latestResults.length === 0 ? (
                  <Text c="dimmed">{t('home.noResults')}</Text>
                ) : (
                  <Stack gap="xs">
                    {home.data.data.latestResults.map((result) => (
                      <ResultCard key={result.id} result={result} />
                    ))}
                  </Stack>
                )}
              </section>
            </SimpleGrid>
          )}
          {sections.length > 0 && (
            <section aria-labelledby="home-explore">
              <Title order={2} id="home-explore" size="h3" mb="sm">
                {t('home.explore')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                {sections.map((s) => (
                  <Card key={s.key} withBorder padding="md" component={Link} to={publicHref(s.path)}>
                    <Text fw={600}>{t(`nav.${s.key}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`home.links.${s.key}`)}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </section>
          )}
        </Stack>
      </Container>
    </main>
  );
}

function TournamentRow({ tournament }: { tournament: PublicHomeTournament }) {
  const { t } = useTranslation('public-site');
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={tournamentHref(tournament.id)} fw={600}>
            {tournament.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDateRange(tournament.dateFrom, tournament.dateTill)}
            {tournament.city ? ` · ${tournament.city}` : ''}
          </Text>
        </Stack>
        {tournament.isCancelled && (
          <Badge color="red" variant="light">
            {t('home.cancelled')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

function ResultCard({ result }: { result: PublicHomeResult }) {
  const { t } = useTranslation('public-site');
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={tournamentHref(result.id)}
          fw={600}
          aria-label={t('home.resultsLink', { name: result.name })}
        >
          {result.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatDateRange(result.dateFrom, result.dateTill)}
          {result.city ? ` · ${result.city}` : ''} ·{' '}
          {t('home.disciplinesWithResults', { count: result.disciplinesWithResults })}
        </Text>
        {result.winners.map((w) => (
          <Text key={w.discipline} size="sm">
            <Text span fw={500}>
              {w.discipline}:
            </Text>{' '}
            {w.names.join(', ')}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
