// A campaign (emailing/campaign/detail/{id}): its settings, content (the template's fields),
// preview and test send, and the send actions its links and status offer. While it is SENDING the
// page reads it every 2 s and shows the progress; after the send, the final counts and the
// deliveries. A read-only user sees everything and may change nothing (no links, no actions).
import { CAMPAIGN_STATUS } from '@fedra/contract/emailing';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { formatDateTime } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { CAMPAIGNS_KEY, campaignActions, campaignQuery } from '../api';
import { CampaignActionsBar } from '../components/CampaignActionsBar';
import { CampaignContentEditor } from '../components/CampaignContentEditor';
import { CampaignFormModal } from '../components/CampaignFormModal';
import { CampaignPreview } from '../components/CampaignPreview';
import { CampaignProgress, PreparingRecipients } from '../components/CampaignProgress';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { DeliveriesSection } from '../components/DeliveriesSection';
import { TestSendForm } from '../components/TestSendForm';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

export default function CampaignDetailPage() {
  const { t } = useTranslation('emailing');
  const { id, valid } = useIdParam();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ ...campaignQuery(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<string | null>('content');
  const [contentDirty, setContentDirty] = useState(false);
  const campaign = query.data?.data;
  usePageTitle(campaign ? campaign.name : t('detail.title'));

  if (!valid || (isApiError(query.error) && query.error.status === 404)) return <NotFoundPage />;
  if (!campaign && query.isError) {
    return (
      <Alert color="red" role="alert" title={t('detail.loadError')}>
        <Button
          variant="light"
          color="red"
          size="xs"
          mt="xs"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('common:retry')}
        </Button>
      </Alert>
    );
  }
  if (!campaign) return <Skeleton h={240} />;

  const listPath = zoneHref('admin', 'emailing/campaign/list');
  const actions = campaignActions(campaign, query.data?.links);
  const running = campaign.statusId === CAMPAIGN_STATUS.sending;
  const counted = campaign.statusId === CAMPAIGN_STATUS.draft || campaign.statusId === CAMPAIGN_STATUS.scheduled;
  const ended = campaign.progress !== null && !running;
  const planned = campaign.statusId === CAMPAIGN_STATUS.scheduled || campaign.isPlanned;

  const afterDelete = async () => {
    // Away from the detail first, so that nothing asks for the deleted campaign again.
    await navigate(listPath);
    queryClient.removeQueries({ queryKey: campaignQuery(campaign.id).queryKey });
    await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('list.title')}
      </Anchor>
      <Stack gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Title>
          <Group gap="xs">
            <CampaignStatusBadge statusId={campaign.statusId} />
            {planned && campaign.sendDate && (
              <Text size="sm" c="dimmed" data-testid="planned-at">
                {t('detail.plannedAt', { date: formatDateTime(campaign.sendDate) })}
              </Text>
            )}
          </Group>
        </Stack>
        <CampaignActionsBar
          campaign={campaign}
          actions={actions}
          contentDirty={contentDirty}
          onEdit={() => setEditing(true)}
          onDeleted={afterDelete}
        />
      </Stack>
      {campaign.progress ? (
        <CampaignProgress progress={campaign.progress} running={running} />
      ) : (
        running && <PreparingRecipients />
      )}
      <Card withBorder padding="md" component="section" aria-label={t('detail.settings')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Fact label={t('field.template')}>{campaign.templateName}</Fact>
          <Fact label={t('field.subject')}>{campaign.subject}</Fact>
          <Fact label={t('field.sender')}>
            {campaign.sender.name} &lt;{campaign.sender.email}&gt;
          </Fact>
          <Fact label={t('field.lists')}>
            {campaign.lists
              // From sending on the lists are not counted again: the recipients are the deliveries.
              .map((l) => (counted ? t('form.listOption', { name: l.name, count: l.countContact }) : l.name))
              .join(', ')}
          </Fact>
          <Fact label={t('field.countRecipients')}>
            <span data-testid="count-recipients">{campaign.countRecipients}</span>
          </Fact>
          <Fact label={t('field.sendDate')}>{formatDateTime(campaign.sendDate)}</Fact>
          <Fact label={t('field.sentDate')}>{formatDateTime(campaign.sentDate)}</Fact>
          <Fact label={t('detail.created')}>
            {[formatDateTime(campaign.createdDate), campaign.createdByName].filter(Boolean).join(' · ')}
          </Fact>
          <Fact label={t('detail.edited')}>
            {[formatDateTime(campaign.editedDate), campaign.editedByName].filter(Boolean).join(' · ')}
          </Fact>
        </SimpleGrid>
      </Card>
      {/* Panels stay mounted: the content form keeps its unsaved edits while another tab is open. */}
      <Tabs value={tab} onChange={setTab}>
        <RecordTabList>
          <Tabs.Tab value="content">{t('content.title')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('preview.title')}</Tabs.Tab>
          {actions.test && <Tabs.Tab value="test">{t('test.title')}</Tabs.Tab>}
        </RecordTabList>
        <Tabs.Panel value="content" pt="md">
          <CampaignContentEditor campaign={campaign} editable={actions.update} onDirtyChange={setContentDirty} />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <CampaignPreview campaign={campaign} />
        </Tabs.Panel>
        {actions.test && (
          <Tabs.Panel value="test" pt="md">
            <Card withBorder padding="md">
              <Stack gap="sm">
                <Text size="sm">{t('test.intro')}</Text>
                <TestSendForm campaignId={campaign.id} />
              </Stack>
            </Card>
          </Tabs.Panel>
        )}
      </Tabs>
      {ended && <DeliveriesSection campaignId={campaign.id} version={campaign.sentDate ?? campaign.editedDate} />}
      {editing && <CampaignFormModal campaign={campaign} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
