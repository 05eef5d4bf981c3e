// A campaign's status as a filled badge in the codebook's colour, its text black or white,
// whichever reads better on it.
import { Badge } from '@mantine/core';
import { readableOn } from '../../../platform/ui/contrast';
import { useCampaignStatus } from '../use-campaign-status';

export function CampaignStatusBadge({ statusId }: { statusId: number }) {
  const { statusName, statusColor } = useCampaignStatus();
  const color = statusColor(statusId);
  return (
    <Badge color={color} c={readableOn(color)} tt="none" miw="max-content" data-status-id={statusId}>
      {statusName(statusId)}
    </Badge>
  );
}
