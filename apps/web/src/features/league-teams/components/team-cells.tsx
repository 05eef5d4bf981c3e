// The cells a team row shows the same in every list of teams (a league's tab, the teams of every
// league): its name leading to its page, its state as a badge and the competitions it plays.
import type { LeagueTeamRow } from '@fedra/contract/league-teams';
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Zone } from '../../../platform/routing/page-route';
import { zoneHref } from '../../../platform/routing/zone';
import { useTeamCodebook } from '../use-league-zone';

export function TeamNameLink({ zone, id, name }: { zone: Zone; id: number; name: string }) {
  return (
    <Anchor component={Link} to={zoneHref(zone, `league/team/${id}`)} fw={600}>
      {name}
    </Anchor>
  );
}

export function TeamStateBadge({ stateId }: { stateId: number }) {
  const { name } = useTeamCodebook();
  return (
    <Badge variant="light" tt="none" miw="max-content">
      {name('tournamentTeamStates', stateId)}
    </Badge>
  );
}

export function TeamCompetitions({ competitions }: Pick<LeagueTeamRow, 'competitions'>) {
  const { t } = useTranslation('league-teams');
  if (competitions.length) return <>{competitions.map((c) => c.name).join(', ')}</>;
  return (
    <Text size="sm" c="dimmed" component="span">
      {t('list.noCompetitions')}
    </Text>
  );
}
