// A contract's state as a filled badge in the codebook's colour (contractStates). The text is black
// or white, whichever contrasts more with that colour (WCAG): Mantine's autoContrast keeps white
// on the mid green and blue, too faint for small text.
import { Badge, luminance } from '@mantine/core';
import { useContractCodebook } from '../use-contract-codebook';

/** Contrast ratio of two relative luminances (WCAG 2). */
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function readableOn(color: string): 'black' | 'white' {
  const l = luminance(color);
  return ratio(l, 0) >= ratio(l, 1) ? 'black' : 'white';
}

export function ContractStateBadge({ stateId }: { stateId: number }) {
  const { stateName, stateColor } = useContractCodebook();
  const color = stateColor(stateId);
  return (
    <Badge color={color} c={readableOn(color)} tt="none" miw="max-content" data-state-id={stateId}>
      {stateName(stateId)}
    </Badge>
  );
}
