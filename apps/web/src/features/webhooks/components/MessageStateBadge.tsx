// A message's state as a coloured badge with its text.
import type { WebhookMessageState } from '@fedra/contract/webhooks';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const STATE_COLORS: Record<WebhookMessageState, string> = {
  pending: 'yellow',
  sending: 'blue',
  delivered: 'green',
  failed: 'red',
};

export function MessageStateBadge({ state }: { state: WebhookMessageState }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge variant="dot" color={STATE_COLORS[state]} tt="none" miw="max-content">
      {t(`state.${state}`)}
    </Badge>
  );
}
