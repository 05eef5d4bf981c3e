// The e-mail campaigns (emailing/campaign/list): name search, status filter, sort and paging; a
// row's name opens its detail. "New campaign" creates a draft and opens it; senders and recipient
// lists are managed on their own page.
import type { Campaign } from '@fedra/contract/emailing';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { CAMPAIGNS_KEY, EMAILING_ACTION, loadCampaigns } from '../api';
import { CampaignFormModal } from '../components/CampaignFormModal';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { useCampaignStatus } from '../use-campaign-status';

const DEFAULT_SORT = '-createdDate';
const nowrap = { whiteSpace: 'nowrap' } as const;

export default function CampaignListPage() {
  const { t } = useTranslation('emailing');
  usePageTitle(t('list.title'));
  const may = useCanAction();
  const navigate = useNavigate();
  const { statusOptions } = useCampaignStatus();
  const [creating, setCreating] = useState(false);
  const detailHref = (c: Campaign) => zoneHref('admin', `emailing/campaign/detail/${c.id}`);

  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('field.name') },
    { kind: 'select', field: 'statusId', label: t('field.status'), options: statusOptions },
  ];
  const date = (value: string | null) => (
    <Text size="sm" style={nowrap}>
      {formatDateTime(value)}
    </Text>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{t('list.title')}</Title>
        <Anchor component={Link} to={zoneHref('admin', 'emailing/setup')} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconAddressBook size={16} aria-hidden />
            {t('setup.title')}
          </Group>
        </Anchor>
      </Group>
      <ListView<Campaign>
        queryKey={CAMPAIGNS_KEY}
        load={loadCampaigns}
        caption={t('list.title')}
        defaultSort={DEFAULT_SORT}
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={1200}
        toolbar={
          may(EMAILING_ACTION.campaignCreate) && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('list.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (c) => (
              <Anchor component={Link} to={detailHref(c)} fw={600}>
                {c.name}
              </Anchor>
            ),
          },
          { key: 'templateName', title: t('field.template') },
          {
            key: 'statusId',
            title: t('field.status'),
            sortField: 'statusId',
            render: (c) => <CampaignStatusBadge statusId={c.statusId} />,
          },
          { key: 'subject', title: t('field.subject'), sortField: 'subject' },
          { key: 'sender', title: t('field.sender'), render: (c) => c.sender.name },
          { key: 'lists', title: t('field.recipients'), render: (c) => c.lists.map((l) => l.name).join(', ') },
          { key: 'createdByName', title: t('field.user') },
          {
            key: 'editedDate',
            title: t('field.lastChange'),
            sortField: 'editedDate',
            render: (c) => date(c.editedDate ?? c.createdDate),
          },
          {
            key: 'createdDate',
            title: t('field.createdDate'),
            sortField: 'createdDate',
            render: (c) => date(c.createdDate),
          },
          {
            key: 'sendDate',
            title: t('field.planned'),
            sortField: 'sendDate',
            render: (c) => date(c.isPlanned ? c.sendDate : null),
          },
          { key: 'sentDate', title: t('field.sent'), sortField: 'sentDate', render: (c) => date(c.sentDate) },
        ]}
      />
      {creating && (
        <CampaignFormModal
          campaign={null}
          onClose={() => setCreating(false)}
          onCreated={(created) => navigate(detailHref(created))}
        />
      )}
    </Stack>
  );
}
