// The results tab of a tournament's detail (every zone): per discipline its standings read-only
// (place, name, club, result, points), an empty state while nothing is entered, and the ways to the
// standings page (to enter them, for the office) and to the team rosters.
import { Anchor, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ResultZone, tournamentResultsQuery } from '../api';
import { formatPoints, placeText } from '../format';
import { type DetailPrefix, resultPageHref } from '../links';

export default function ResultsOverview({
  tournamentId,
  zone,
  routePrefix = 'tournament-dynamic',
}: {
  tournamentId: number;
  zone: ResultZone;
  /** The module of the detail page showing the overview (its links lead back there). */
  routePrefix?: DetailPrefix;
}) {
  const { t } = useTranslation('tournament-results');
  const holds = useCanAction();
  const query = useQuery(tournamentResultsQuery(zone, tournamentId));
  const mayEdit = zone === 'admin' && holds('tournament.dynamic.standings.update');
  const page = (name: 'standings' | 'team-rosters', competitionId?: number) =>
    resultPageHref(zone, tournamentId, name, competitionId, routePrefix);

  const links = (
    <Group gap="md">
      <Anchor component={Link} to={page('standings')} size="sm">
        {mayEdit ? t('overview.edit') : t('overview.show')}
      </Anchor>
      <Anchor component={Link} to={page('team-rosters')} size="sm">
        {t('overview.rosters')}
      </Anchor>
    </Group>
  );

  if (query.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('standings.loadError')}
      </Text>
    );
  }
  if (!query.data) return <Skeleton h={160} aria-busy />;
  const disciplines = query.data.data;
  const any = disciplines.some((d) => d.rows.length > 0);
  if (!any) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
          <IconTrophy size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t('overview.empty')}</Text>
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {t('overview.emptyText')}
        </Text>
        {disciplines.length > 0 && links}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {links}
      {disciplines.map((d) => (
        <Stack key={d.competitionId} gap="xs" data-discipline={d.competitionId}>
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h4">
              {d.name}
            </Title>
            <Anchor component={Link} to={page('standings', d.competitionId)} size="sm">
              {mayEdit ? t('overview.edit') : t('overview.show')}
            </Anchor>
          </Group>
          {d.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('overview.noResults')}
            </Text>
          ) : (
            <Table striped verticalSpacing={4} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={100}>{t('standings.place')}</Table.Th>
                  <Table.Th>{t('standings.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('standings.club')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('standings.result')}</Table.Th>
                  <Table.Th w={72} ta="right">
                    {t('standings.points')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.rows.map((r) => (
                  <Table.Tr key={r.participantId}>
                    <Table.Td>{placeText(r.rankFrom, r.rankTo)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {r.name}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {[r.club, r.result].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {r.club}
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {r.result}
                    </Table.Td>
                    <Table.Td ta="right">{formatPoints(r.points)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
