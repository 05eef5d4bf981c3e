// The token validity badge (spec 001 §4: valid or expired; missing before the first token).
import type { TokenState } from '@fedra/contract/economy';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readableOn } from '../../../platform/ui/contrast';

const COLOR: Record<TokenState, string> = { valid: '#2f9e44', expired: '#c92a2a', missing: '#495057' };

export function TokenStateBadge({ state }: { state: TokenState }) {
  const { t } = useTranslation('economy');
  return (
    <Badge color={COLOR[state]} c={readableOn(COLOR[state])} size="lg" data-testid="token-state">
      {t(`token.state.${state}`)}
    </Badge>
  );
}
