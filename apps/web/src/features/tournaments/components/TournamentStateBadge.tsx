// A tournament's state as a badge (codebook tournamentStates; approved is shown as "validated").
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  1: 'gray.7',
  2: 'blue.8',
  3: 'grape.8',
  4: 'green.8',
  5: 'red.8',
  6: 'dark.4',
};

export function TournamentStateBadge({ stateId }: { stateId: number }) {
  const { t } = useTranslation('tournaments');
  return (
    <Badge color={COLORS[stateId] ?? 'gray.7'} variant="light" tt="none">
      {t(`state.${stateId}`, { defaultValue: String(stateId) })}
    </Badge>
  );
}
