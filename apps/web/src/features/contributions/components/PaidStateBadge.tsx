// The paid state of a contribution as a badge: unpaid red, paid green, not required grey (colours
// with white or dark text that pass AA contrast at the badge's size).
import { PAID_STATE } from '@fedra/contract/contributions';
import { Badge } from '@mantine/core';
import { useContributionCodebook } from '../use-contribution-codebook';

const COLOR: Record<number, string> = {
  [PAID_STATE.unpaid]: 'red.8',
  [PAID_STATE.paid]: 'green.9',
  [PAID_STATE.notRequired]: 'gray.7',
};

export function PaidStateBadge({ paidStateId }: { paidStateId: number }) {
  const { name } = useContributionCodebook();
  return (
    <Badge
      color={COLOR[paidStateId] ?? 'gray.7'}
      variant="filled"
      tt="none"
      miw="max-content"
      data-paid-state={paidStateId}
    >
      {name('paidStates', paidStateId)}
    </Badge>
  );
}
