// The paid state of a contribution as a badge: unpaid red, paid green, not required grey, each dark
// enough for the badge's small white text (AA 4.5:1; Mantine's darkest green is 4.4:1).
import { PAID_STATE } from '@fedra/contract/contributions';
import { Badge } from '@mantine/core';
import { useContributionCodebook } from '../use-contribution-codebook';

const COLOR: Record<number, string> = {
  [PAID_STATE.unpaid]: 'red.9',
  [PAID_STATE.paid]: '#237032',
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
