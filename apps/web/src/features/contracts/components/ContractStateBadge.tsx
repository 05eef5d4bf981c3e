// A contract's state as a filled badge in the codebook's colour (contractStates); autoContrast
// picks dark or light text, so the orange and grey states stay readable.
import { Badge } from '@mantine/core';
import { useContractCodebook } from '../use-contract-codebook';

export function ContractStateBadge({ stateId }: { stateId: number }) {
  const { stateName, stateColor } = useContractCodebook();
  return (
    <Badge color={stateColor(stateId)} autoContrast tt="none" miw="max-content" data-state-id={stateId}>
      {stateName(stateId)}
    </Badge>
  );
}
