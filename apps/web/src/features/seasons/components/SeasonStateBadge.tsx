// A season's state (codebook seasonStates) as a badge in the codebook's colour, its name from this
// feature's texts.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session';
import { readableOn } from '../../../platform/ui/contrast';

export function SeasonStateBadge({ stateId }: { stateId: number }) {
  const { t } = useTranslation('seasons');
  const { codebook } = useSession();
  const states = (codebook as { seasonStates?: Record<string, { color?: unknown }> } | null)?.seasonStates;
  const stored = states?.[String(stateId)]?.color;
  const color = typeof stored === 'string' ? stored : '#868e96';
  return (
    <Badge color={color} c={readableOn(color)} tt="none" miw="max-content" data-state-id={stateId}>
      {t(`state.${stateId}`, { defaultValue: String(stateId) })}
    </Badge>
  );
}
