// Webhooks (admin zone; issue 33 §6): the endpoints of other systems that follow the federation's
// changes, registering and editing them (events as checkboxes), rotating a secret and deleting (both
// ask first), and the chosen endpoint's messages with their state, attempts and last answer code,
// each replayable.
import {
  WEBHOOK_MESSAGE_STATES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookMessage,
} from '@fedra/contract/webhooks';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { confirmAction, confirmDelete, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import {
  deleteEndpoint,
  endpointQuery,
  endpointsKey,
  loadEndpoints,
  loadMessages,
  messagesKey,
  rotateSecret,
  UPDATE_ACTION,
  WEBHOOKS_KEY,
} from '../api';
import { EndpointFormModal } from '../components/EndpointFormModal';
import { MessageModal } from '../components/MessageModal';
import { MessageStateBadge } from '../components/MessageStateBadge';
import { SecretModal } from '../components/SecretModal';

const ENDPOINT_KEY = 'endpoint';

function Counts({ e }: { e: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const shown = WEBHOOK_MESSAGE_STATES.filter((s) => e.counts[s] > 0);
  if (!shown.length) return <Text size="sm">{t('list.noMessages')}</Text>;
  return (
    <Group gap={4}>
      {shown.map((s) => (
        <Badge
          key={s}
          variant="dot"
          tt="none"
          miw="max-content"
          color={s === 'failed' ? 'red' : s === 'delivered' ? 'green' : 'yellow'}
        >
          {t(`state.${s}`)}: {e.counts[s]}
        </Badge>
      ))}
    </Group>
  );
}

export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const title = t('title');
  usePageTitle(title);
  const may = useCanAction();
  const mayWrite = may(UPDATE_ACTION);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get(ENDPOINT_KEY)) || null;
  const select = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(ENDPOINT_KEY, String(id));
      else next.delete(ENDPOINT_KEY);
      for (const key of [...next.keys()]) if (key.startsWith('messages.')) next.delete(key);
      return next;
    });
  const detail = useQuery({ ...endpointQuery(selected ?? 0), enabled: selected !== null });
  const chosen = detail.data?.data;
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<{ secret: string; rotated: boolean } | null>(null);
  const [message, setMessage] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });

  const rotate = (e: WebhookEndpoint) =>
    confirmAction({
      title: t('rotate.title'),
      children: t('rotate.question', { url: e.url }),
      confirm: t('rotate.confirm'),
      run: () => rotateSecret(e.id),
      afterwards: async (result) => {
        await refresh();
        setSecret({ secret: (result as { data: WebhookEndpointWithSecret }).data.secret, rotated: true });
      },
    });
  const remove = (e: WebhookEndpoint) =>
    confirmDelete({
      title: t('delete.title'),
      name: e.url,
      note: t('delete.note'),
      remove: () => deleteEndpoint(e.id),
      afterwards: async () => {
        select(null);
        await refresh();
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {mayWrite && <Button onClick={() => setEditing('new')}>{t('list.new')}</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <ListView<WebhookEndpoint>
        queryKey={endpointsKey}
        load={loadEndpoints}
        caption={t('list.caption')}
        defaultSort="url"
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'url', label: t('field.url') },
          { kind: 'boolean', field: 'isActive', label: t('field.isActive') },
        ]}
        columns={[
          {
            key: 'url',
            title: t('field.url'),
            sortField: 'url',
            render: (e) => (
              <Stack gap={2}>
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  onClick={() => select(e.id)}
                  aria-current={e.id === selected ? 'true' : undefined}
                  fw={e.id === selected ? 700 : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {e.url}
                </Anchor>
                {e.description && (
                  <Text size="xs" c="dimmed">
                    {e.description}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'events',
            title: t('field.events'),
            render: (e) => (
              <Group gap={4}>
                {e.events.map((ev) => (
                  <Badge key={ev} variant="default" tt="none" miw="max-content" translate="no">
                    {ev}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            key: 'isActive',
            title: t('field.isActive'),
            render: (e) => (
              <Badge variant="dot" color={e.isActive ? 'green' : 'gray'} tt="none">
                {e.isActive ? t('list.active') : t('list.inactive')}
              </Badge>
            ),
          },
          { key: 'counts', title: t('list.counts'), render: (e) => <Counts e={e} /> },
        ]}
      />
      {selected !== null && chosen && (
        <Stack gap="sm" component="section" aria-labelledby="webhook-messages-title">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h3" id="webhook-messages-title" style={{ overflowWrap: 'anywhere' }}>
              {t('messages.title', { url: chosen.url })}
            </Title>
            <Anchor component="button" type="button" onClick={() => select(null)}>
              {t('messages.close')}
            </Anchor>
          </Group>
          {chosen.secretRotatedDate && (
            <Text size="sm">
              {t('messages.rotated', { date: formatDateTime(chosen.secretRotatedDate) })}
              {chosen.previousSecretUntil && new Date(chosen.previousSecretUntil) > new Date()
                ? ` ${t('messages.oldUntil', { date: formatDateTime(chosen.previousSecretUntil) })}`
                : ''}
            </Text>
          )}
          {mayWrite && (
            <Group gap="sm">
              <Button variant="default" onClick={() => setEditing(chosen)}>
                {t('actions.edit')}
              </Button>
              <Button variant="default" onClick={() => rotate(chosen)}>
                {t('actions.rotate')}
              </Button>
              <Button variant="default" color="red" onClick={() => remove(chosen)}>
                {t('actions.delete')}
              </Button>
            </Group>
          )}
          <ListView<WebhookMessage>
            key={chosen.id}
            queryKey={messagesKey(chosen.id)}
            load={loadMessages(chosen.id)}
            caption={t('messages.caption', { url: chosen.url })}
            defaultSort="-createdDate"
            emptyText={t('messages.empty')}
            emptyFilteredText={t('messages.emptyFiltered')}
            filters={[
              {
                kind: 'select',
                field: 'state',
                label: t('messages.state'),
                options: WEBHOOK_MESSAGE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
              },
              { kind: 'text', field: 'eventType', label: t('messages.event') },
            ]}
            columns={[
              {
                key: 'createdDate',
                title: t('messages.created'),
                sortField: 'createdDate',
                render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdDate)}</span>,
              },
              {
                key: 'eventType',
                title: t('messages.event'),
                render: (m) => (
                  <Anchor component="button" type="button" ta="left" onClick={() => setMessage(m.id)}>
                    {t(`event.${m.eventType}`, { defaultValue: m.eventType })}
                  </Anchor>
                ),
              },
              { key: 'state', title: t('messages.state'), render: (m) => <MessageStateBadge state={m.state} /> },
              { key: 'attemptCount', title: t('messages.attempts'), align: 'right' },
              { key: 'lastStatus', title: t('messages.lastCode'), render: (m) => m.lastStatus ?? '–' },
              {
                key: 'lastAttemptDate',
                title: t('messages.lastAttempt'),
                render: (m) =>
                  m.lastAttemptDate ? (
                    <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.lastAttemptDate)}</span>
                  ) : (
                    '–'
                  ),
              },
            ]}
          />
        </Stack>
      )}
      {editing && (
        <EndpointFormModal
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            select(created.id);
            setSecret({ secret: created.secret, rotated: false });
          }}
        />
      )}
      {secret && <SecretModal secret={secret.secret} rotated={secret.rotated} onClose={() => setSecret(null)} />}
      {message !== null && <MessageModal id={message} mayReplay={mayWrite} onClose={() => setMessage(null)} />}
    </Stack>
  );
}
