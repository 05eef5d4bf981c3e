// A campaign's deliveries, one row per recipient: its state (filterable), attempts, and for a
// failed one the last error, so that the office sees who did not get the campaign and why.
import { type CampaignDelivery, DELIVERY_STATES } from '@fedra/contract/emailing';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { CAMPAIGNS_KEY, loadDeliveries } from '../api';

const STATE_COLOR: Record<CampaignDelivery['state'], string> = {
  pending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export function DeliveriesSection({ campaignId, version }: { campaignId: number; version: string | null }) {
  const { t } = useTranslation('emailing');
  const stateName = (state: CampaignDelivery['state']) => t(`delivery.state.${state}`);
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-deliveries-title">
      <Title order={2} size="h3" id="campaign-deliveries-title">
        {t('delivery.title')}
      </Title>
      <ListView<CampaignDelivery>
        queryKey={[...CAMPAIGNS_KEY, 'deliveries', campaignId, version]}
        load={loadDeliveries(campaignId)}
        caption={t('delivery.title')}
        defaultSort="email"
        defaultLimit={25}
        urlPrefix="d"
        filters={[
          { kind: 'text', field: 'email', label: t('delivery.email') },
          {
            kind: 'select',
            field: 'state',
            label: t('delivery.stateLabel'),
            options: DELIVERY_STATES.map((s) => ({ value: s, label: stateName(s) })),
          },
        ]}
        emptyText={t('delivery.empty')}
        minTableWidth={720}
        columns={[
          {
            key: 'email',
            title: t('delivery.email'),
            sortField: 'email',
            render: (d) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {d.email}
              </Text>
            ),
          },
          { key: 'name', title: t('delivery.name') },
          {
            key: 'state',
            title: t('delivery.stateLabel'),
            sortField: 'state',
            render: (d) => (
              <Badge variant="light" color={STATE_COLOR[d.state]} tt="none" miw="max-content">
                {stateName(d.state)}
              </Badge>
            ),
          },
          { key: 'attempts', title: t('delivery.attempts'), sortField: 'attempts', align: 'right' },
          {
            key: 'sentDate',
            title: t('delivery.sentDate'),
            sortField: 'sentDate',
            render: (d) => formatDateTime(d.sentDate),
          },
          {
            key: 'lastError',
            title: t('delivery.lastError'),
            render: (d) =>
              d.lastError ? (
                <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                  {d.lastError}
                  {d.state === 'pending' && d.nextAttemptDate
                    ? ` ${t('delivery.nextAttempt', { date: formatDateTime(d.nextAttemptDate) })}`
                    : ''}
                </Text>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}
