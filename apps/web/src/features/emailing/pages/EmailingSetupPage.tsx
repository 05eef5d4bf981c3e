// Senders and recipient lists of the campaigns (emailing/setup, reached from the campaign list):
// two tabs. Senders are added and changed; lists are added from a contact strategy and deleted
// after confirming, each with its current number of recipients.
import { CONTACT_STRATEGIES, type EmailList, type EmailSender } from '@fedra/contract/emailing';
import { ActionIcon, Anchor, Badge, Button, Stack, Tabs, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { confirmAction, ListView } from '../../../platform/forms';
import { formatCount } from '../../../platform/i18n/numbers';
import { notifyDeleted } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useSession } from '../../../platform/session/session';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { deleteList, EMAILING_ACTION, LISTS_KEY, loadLists, loadSenders, SENDERS_KEY } from '../api';
import { ListFormModal } from '../components/ListFormModal';
import { SenderFormModal } from '../components/SenderFormModal';

type Tab = 'senders' | 'lists';

export default function EmailingSetupPage() {
  const { t } = useTranslation('emailing');
  usePageTitle(t('setup.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'lists' ? 'lists' : 'senders';
  const setTab = (value: string | null) => setParams(value === 'lists' ? { tab: 'lists' } : {}, { replace: true });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={zoneHref('admin', 'emailing/campaign/list')} size="sm">
        ← {t('list.title')}
      </Anchor>
      <Title order={1}>{t('setup.title')}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <RecordTabList>
          <Tabs.Tab value="senders">{t('sender.title')}</Tabs.Tab>
          <Tabs.Tab value="lists">{t('mailingList.title')}</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="senders" pt="md">
          <SendersTab />
        </Tabs.Panel>
        <Tabs.Panel value="lists" pt="md">
          <ListsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function SendersTab() {
  const { t } = useTranslation('emailing');
  const may = useCanAction();
  // undefined: closed; null: a new sender.
  const [editing, setEditing] = useState<EmailSender | null | undefined>(undefined);
  const mayUpdate = may(EMAILING_ACTION.senderUpdate);
  return (
    <>
      <ListView<EmailSender>
        queryKey={SENDERS_KEY}
        load={loadSenders}
        caption={t('sender.title')}
        defaultSort="name"
        filters={[{ kind: 'text', field: 'name', label: t('sender.name') }]}
        emptyText={t('sender.empty')}
        minTableWidth={720}
        toolbar={
          may(EMAILING_ACTION.senderCreate) && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('sender.add')}
            </Button>
          )
        }
        columns={[
          { key: 'name', title: t('sender.name'), sortField: 'name' },
          { key: 'alias', title: t('sender.alias') },
          { key: 'email', title: t('sender.email'), sortField: 'email' },
          { key: 'replyTo', title: t('sender.replyTo') },
          {
            key: 'active',
            title: t('sender.active'),
            render: (s) => (
              <Badge variant="light" color={s.active ? 'green.8' : 'gray.7'} tt="none">
                {s.active ? t('sender.isActive') : t('sender.isInactive')}
              </Badge>
            ),
          },
          ...(mayUpdate
            ? [
                {
                  key: 'actions',
                  title: t('sender.actions'),
                  render: (s: EmailSender) => (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('sender.edit', { name: s.name })}
                      onClick={() => setEditing(s)}
                    >
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined && <SenderFormModal sender={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

function ListsTab() {
  const { t, i18n } = useTranslation('emailing');
  const may = useCanAction();
  const queryClient = useQueryClient();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const [creating, setCreating] = useState(false);
  const mayDelete = may(EMAILING_ACTION.listDelete);
  const unitName = (id: number | null) =>
    id === null ? '' : (codebook?.federationUnits[String(id)]?.name[lang] ?? String(id));
  const askDelete = (list: EmailList) =>
    confirmAction({
      title: t('mailingList.deleteTitle'),
      children: t('mailingList.deleteText', { name: list.name }),
      confirm: t('common:delete'),
      danger: true,
      run: () => deleteList(list.id),
      afterwards: async () => {
        notifyDeleted();
        await queryClient.invalidateQueries({ queryKey: LISTS_KEY });
      },
    });
  return (
    <>
      <ListView<EmailList>
        queryKey={LISTS_KEY}
        load={loadLists}
        caption={t('mailingList.title')}
        defaultSort="name"
        filters={[
          { kind: 'text', field: 'name', label: t('mailingList.name') },
          {
            kind: 'select',
            field: 'contactStrategy',
            label: t('mailingList.strategy'),
            options: CONTACT_STRATEGIES.map((s) => ({
              value: s,
              label: t(`strategy.${s}`),
            })),
          },
        ]}
        emptyText={t('mailingList.empty')}
        minTableWidth={640}
        toolbar={
          may(EMAILING_ACTION.listCreate) && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('mailingList.add')}
            </Button>
          )
        }
        columns={[
          { key: 'name', title: t('mailingList.name'), sortField: 'name' },
          {
            key: 'contactStrategy',
            title: t('mailingList.strategy'),
            render: (l) => t(`strategy.${l.contactStrategy}`),
          },
          { key: 'federationUnitId', title: t('mailingList.unit'), render: (l) => unitName(l.federationUnitId) },
          {
            key: 'countContact',
            title: t('mailingList.count'),
            align: 'right',
            render: (l) => formatCount(l.countContact, i18n.language),
          },
          ...(mayDelete
            ? [
                {
                  key: 'actions',
                  title: t('mailingList.actions'),
                  render: (l: EmailList) => (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('mailingList.delete', { name: l.name })}
                      onClick={() => askDelete(l)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  ),
                },
              ]
            : []),
        ]}
      />
      {creating && <ListFormModal onClose={() => setCreating(false)} />}
    </>
  );
}
