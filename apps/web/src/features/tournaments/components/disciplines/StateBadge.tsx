// A discipline's or an application's state as a badge in the codebook's colour, its text black or
// white, whichever reads better on it.
import { Badge } from '@mantine/core';
import { readableOn } from '../../../../platform/ui/contrast';
import { useTournamentCodebook } from './use-tournament-codebook';

export function StateBadge({
  list,
  stateId,
}: {
  list: 'tournamentCompetitionStates' | 'tournamentTeamStates';
  stateId: number;
}) {
  const { name, color } = useTournamentCodebook();
  const fill = color(list, stateId);
  return (
    <Badge color={fill} c={readableOn(fill)} tt="none" miw="max-content" data-state-id={stateId}>
      {name(list, stateId)}
    </Badge>
  );
}
