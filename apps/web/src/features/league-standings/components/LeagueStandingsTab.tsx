// The standings tab of a league (every zone): each competition's table under its name, which
// links to the competition.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { leagueStandingsQuery, standingZone } from '../api';
import { CountedNote, StandingsTable } from './StandingsTable';
import { Empty, LoadError, Loading } from './StateViews';

export function LeagueStandingsTab({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation('league-standings');
  const current = useCurrentZone();
  const zone = standingZone(current);
  const query = useQuery(leagueStandingsQuery(zone, leagueId));
  if (query.isError) return <LoadError />;
  if (!query.data) return <Loading />;
  const { competitions } = query.data.data;
  if (competitions.length === 0)
    return <Empty title={t('league.noCompetitions')} text={t('league.noCompetitionsText')} />;
  return (
    <Stack gap="xl">
      {competitions.map((c) => (
        <Stack key={c.competitionId} gap="xs" data-competition={c.competitionId}>
          <Title order={3} size="h4">
            <Anchor component={Link} to={zoneHref(current, `league/competition/${c.competitionId}/standings`)} inherit>
              {c.competitionName}
            </Anchor>
          </Title>
          {c.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('table.noTeams')}
            </Text>
          ) : (
            <StandingsTable rows={c.rows} caption={t('table.caption', { name: c.competitionName })} />
          )}
        </Stack>
      ))}
      <CountedNote />
    </Stack>
  );
}
