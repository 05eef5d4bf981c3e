// A match's state (codebook tournamentMatchStates) as a badge: a light colour behind dark text,
// readable (WCAG AA) in every state.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<number, string> = {
  1: 'blue',
  2: 'yellow',
  3: 'cyan',
  4: 'teal',
  5: 'green',
  6: 'gray',
  7: 'orange',
  8: 'red',
};

export function MatchStateBadge({ stateId }: { stateId: number }) {
  const { t } = useTranslation('league-matches');
  return (
    <Badge
      color={COLOR[stateId] ?? 'gray'}
      variant="light"
      c="dark.7"
      tt="none"
      miw="max-content"
      data-state-id={stateId}
    >
      {t(`state.${stateId}`, { defaultValue: String(stateId) })}
    </Badge>
  );
}
