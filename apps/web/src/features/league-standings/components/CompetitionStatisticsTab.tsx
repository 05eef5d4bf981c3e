// The statistics tab of a league competition (every zone): its team and player statistics.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentZone } from '../../../platform/routing/zone';
import { competitionStatisticsQuery, standingZone } from '../api';
import { CountedNote } from './StandingsTable';
import { Empty, LoadError, Loading } from './StateViews';
import { StatisticsTables } from './StatisticsTables';

export function CompetitionStatisticsTab({ competitionId }: { competitionId: number; leagueId: number }) {
  const { t } = useTranslation('league-standings');
  const zone = standingZone(useCurrentZone());
  const query = useQuery(competitionStatisticsQuery(zone, competitionId));
  if (query.isError) return <LoadError />;
  if (!query.data) return <Loading />;
  const stats = query.data.data;
  if (stats.teams.length === 0) return <Empty title={t('table.noTeams')} text={t('table.noTeamsText')} />;
  return (
    <Stack gap="xs">
      <StatisticsTables stats={stats} />
      <CountedNote />
    </Stack>
  );
}
