// What became of a statement's payment, as a badge: the dot keeps the text in the body colour, so
// every state reads well whatever its colour.
import type { StatementLineState } from '@fedra/contract/economy-codes';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const STATE_COLORS: Record<StatementLineState, string> = {
  matched: 'green',
  assigned: 'teal',
  partial: 'yellow',
  over: 'orange',
  unmatched: 'red',
  ignored: 'gray',
};

export function LineStateBadge({ state }: { state: StatementLineState }) {
  const { t } = useTranslation('bank-statements');
  return (
    <Badge variant="dot" color={STATE_COLORS[state]} tt="none" miw="max-content" data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}
