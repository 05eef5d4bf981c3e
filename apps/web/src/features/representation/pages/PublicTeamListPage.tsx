// The public list of national teams (anonymous, full layout): the teams of each season, newest
// first, as cards (one column at 375 px) with their discipline, age category, sex and squad size.
import { Anchor, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../platform/routing/page-title';
import { publicTeamsQuery } from '../api';
import { useTeamTraits } from '../components/shared';

export const publicTeamPath = (id: number) => `/zone/public/representation/public-detail/${id}`;
export const PUBLIC_TEAMS_PATH = '/zone/public/representation/public-list';

export default function PublicTeamListPage() {
  const { t } = useTranslation('representation');
  const traits = useTeamTraits();
  usePageTitle(t('public.listTitle'));
  const teams = useQuery(publicTeamsQuery());
  const seasons = new Map<string, NonNullable<typeof teams.data>['data']>();
  for (const team of teams.data?.data ?? [])
    seasons.set(team.seasonName, [...(seasons.get(team.seasonName) ?? []), team]);

  return (
    <Container size="lg" py="md" component="main">
      <Stack gap="lg">
        <Title order={1}>{t('public.listTitle')}</Title>
        {!teams.data ? (
          <Skeleton h={200} />
        ) : seasons.size === 0 ? (
          <Text c="dimmed">{t('public.empty')}</Text>
        ) : (
          [...seasons].map(([season, list]) => (
            <Stack key={season} gap="sm" component="section" aria-label={season}>
              <Title order={2} size="h3">
                {season}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {list.map((team) => (
                  <Card key={team.id} withBorder padding="md">
                    <Anchor component={Link} to={publicTeamPath(team.id)} fw={600}>
                      {team.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {traits(team)}
                    </Text>
                    <Text size="sm">{t('count.persons', { count: team.squadCount })}</Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
