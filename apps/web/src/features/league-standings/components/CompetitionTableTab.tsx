// The "Table" tab of a league competition (every zone): its standings from the counted matches.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentZone } from '../../../platform/routing/zone';
import { competitionStandingsQuery, standingZone } from '../api';
import { CountedNote, StandingsTable } from './StandingsTable';
import { Empty, LoadError, Loading } from './StateViews';

export function CompetitionTableTab({ competitionId }: { competitionId: number; leagueId: number }) {
  const { t } = useTranslation('league-standings');
  const zone = standingZone(useCurrentZone());
  const query = useQuery(competitionStandingsQuery(zone, competitionId));
  if (query.isError) return <LoadError />;
  if (!query.data) return <Loading />;
  const c = query.data.data;
  if (c.rows.length === 0) return <Empty title={t('table.noTeams')} text={t('table.noTeamsText')} />;
  return (
    <Stack gap="xs">
      <StandingsTable rows={c.rows} caption={t('table.caption', { name: c.competitionName })} />
      <CountedNote />
    </Stack>
  );
}
