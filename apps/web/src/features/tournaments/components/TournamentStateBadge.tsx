// A tournament's state as a filled badge in the codebook's colour (tournamentStates), its text black
// or white, whichever reads better on it; the name from this feature's texts (approved is shown as
// "validated", as the spec asks).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session';
import { readableOn } from '../../../platform/ui/contrast';

export function TournamentStateBadge({ stateId }: { stateId: number }) {
  const { t } = useTranslation('tournaments');
  const { codebook } = useSession();
  const states = (codebook as { tournamentStates?: Record<string, { color?: unknown }> } | null)?.tournamentStates;
  const stored = states?.[String(stateId)]?.color;
  const color = typeof stored === 'string' ? stored : '#868e96';
  return (
    <Badge color={color} c={readableOn(color)} tt="none" miw="max-content" data-state-id={stateId}>
      {t(`state.${stateId}`, { defaultValue: String(stateId) })}
    </Badge>
  );
}
