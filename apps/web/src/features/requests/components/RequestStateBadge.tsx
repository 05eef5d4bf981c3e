// A request state as the codebook names and colours it.
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';

export function RequestStateBadge({ stateId }: { stateId: number }) {
  return <CodebookStateBadge list="requestStates" id={stateId} />;
}
