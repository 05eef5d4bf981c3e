// A contract's state as a filled badge in the codebook's colour (contractStates), its text black or
// white, whichever reads better on it.
import { Badge } from '@mantine/core';
import { readableOn } from '../../../platform/ui/contrast';
import { useContractCodebook } from '../use-contract-codebook';

export function ContractStateBadge({ stateId }: { stateId: number }) {
  const { stateName, stateColor } = useContractCodebook();
  const color = stateColor(stateId);
  return (
    <Badge color={color} c={readableOn(color)} tt="none" miw="max-content" data-state-id={stateId}>
      {stateName(stateId)}
    </Badge>
  );
}
