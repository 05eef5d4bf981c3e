// The token validity badge (spec 001 §4: valid or expired; missing before the first token).
import type { TokenState } from '@fedra/contract/economy';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TokenState, string> = { valid: 'green.8', expired: 'red.8', missing: 'gray.7' };

export function TokenStateBadge({ state }: { state: TokenState }) {
  const { t } = useTranslation('economy');
  return (
    <Badge color={COLOR[state]} variant="filled" size="lg" data-testid="token-state">
      {t(`token.state.${state}`)}
    </Badge>
  );
}
