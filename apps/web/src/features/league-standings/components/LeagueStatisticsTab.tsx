// The statistics tab of a league (every zone): each competition's team and player statistics
// under its name, which links to the competition's statistics.
import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { leagueStatisticsQuery, standingZone } from '../api';
import { CountedNote } from './StandingsTable';
import { Empty, LoadError, Loading } from './StateViews';
import { StatisticsTables } from './StatisticsTables';

export function LeagueStatisticsTab({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation('league-standings');
  const current = useCurrentZone();
  const query = useQuery(leagueStatisticsQuery(standingZone(current), leagueId));
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
            <Anchor component={Link} to={zoneHref(current, `league/competition/${c.competitionId}/statistics`)} inherit>
              {c.competitionName}
            </Anchor>
          </Title>
          <StatisticsTables stats={c} headingOrder={4} />
        </Stack>
      ))}
      <CountedNote />
    </Stack>
  );
}
