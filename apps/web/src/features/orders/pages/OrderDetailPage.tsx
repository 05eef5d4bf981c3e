// One order (orders/{id}; issue 31 §2–3): its club, state and items; while new the club (or the
// office) adds and removes items and confirms it, which issues the invoice; then it is paid from the
// club's credit, by the QR code or bank transfer (the invoice card), or recorded by the office by
// hand; cancelling asks first and credits the invoice.

import { ORDER_STATUS } from '@fedra/contract/economy-codes';
import type { Order, OrderItem } from '@fedra/contract/orders';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconCheck, IconPlus, IconTrash, IconWallet, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmAction } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { notify } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { Fact } from '../../../platform/ui/Fact';
import { recordGate } from '../../../platform/ui/record-gate';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { OrderInvoices } from '../../invoices';
import {
  cancelOrder,
  confirmOrder,
  koruny,
  ORDERS_KEY,
  type OrderZone,
  orderQuery,
  payByCredit,
  removeItem,
  updateLink,
} from '../api';
import { AddItemsModal } from '../components/AddItemsModal';
import { RecordPaymentModal } from '../components/RecordPaymentModal';

export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const zone = useCurrentZone() as OrderZone;
  const { id, valid } = useIdParam();
  const answer = useQuery({ ...orderQuery(zone, id), enabled: valid });
  usePageTitle(t('detail.title', { id }));
  const gate = recordGate(answer, { valid, loadError: t('detail.loadError') });
  if (gate || !answer.data) return gate;
  return <OrderView zone={zone} order={answer.data.data} mayChange={hasLinks(answer.data.links, updateLink(zone))} />;
}

function OrderView({ zone, order, mayChange }: { zone: OrderZone; order: Order; mayChange: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [recording, setRecording] = useState(false);
  const money = (halere: number) => formatMoney(koruny(halere), i18n.language);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  const isNew = order.statusId === ORDER_STATUS.new;
  const isInvoiced = order.statusId === ORDER_STATUS.invoiced;
  const remaining = order.invoice ? order.invoice.amount - order.invoice.paidAmount : 0;

  const act = (
    title: string,
    text: string,
    confirm: string,
    run: () => Promise<unknown>,
    done: string,
    danger = false,
  ) =>
    confirmAction({
      title,
      children: text,
      confirm,
      danger,
      run,
      afterwards: async () => {
        notify.success(done);
        await refresh();
      },
    });
  const askRemove = (item: OrderItem) =>
    act(
      t('detail.removeTitle'),
      t('detail.removeText', { name: item.person ? `${item.name} – ${item.person.name}` : item.name }),
      t('detail.remove'),
      () => removeItem(zone, order.id, item.id),
      t('detail.removed'),
      true,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('detail.title', { id: order.id })}</Title>
          <Text c="dimmed" size="sm">
            {order.club.name}
          </Text>
        </div>
        <CodebookStateBadge list="orderStatuses" id={order.statusId} />
      </Group>

      <Paper withBorder p="md">
        <Group gap="xl" wrap="wrap">
          <Fact label={t('field.total')}>
            <strong>{money(order.total)}</strong>
          </Fact>
          <Fact label={t('field.itemCount')}>{order.itemCount}</Fact>
          <Fact label={t('field.createdDate')}>{formatDateTime(order.createdDate)}</Fact>
          {order.origin && <Fact label={t('field.origin')}>{t(`origin.${order.origin}`, order.origin)}</Fact>}
          <Fact label={t('field.creditBalance')}>{money(order.creditBalance)}</Fact>
        </Group>
        {order.note && (
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {order.note}
          </Text>
        )}
      </Paper>

      {mayChange && (
        <Group gap="sm" wrap="wrap">
          {isNew && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} variant="light" onClick={() => setAdding(true)}>
              {t('detail.addItems')}
            </Button>
          )}
          {isNew && (
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              disabled={order.itemCount === 0}
              onClick={() =>
                act(
                  t('detail.confirmTitle'),
                  t('detail.confirmText', { total: money(order.total) }),
                  t('detail.confirm'),
                  () => confirmOrder(zone, order.id),
                  t('detail.confirmed'),
                )
              }
            >
              {t('detail.confirm')}
            </Button>
          )}
          {isInvoiced && (
            <Button
              leftSection={<IconWallet size={16} aria-hidden />}
              onClick={() =>
                act(
                  t('detail.payByCreditTitle'),
                  t('detail.payByCreditText', { amount: money(remaining), balance: money(order.creditBalance) }),
                  t('detail.payByCredit'),
                  () => payByCredit(zone, order.id),
                  t('detail.paid'),
                )
              }
            >
              {t('detail.payByCredit')}
            </Button>
          )}
          {isInvoiced && zone === 'admin' && (
            <Button leftSection={<IconCash size={16} aria-hidden />} variant="light" onClick={() => setRecording(true)}>
              {t('detail.recordPayment')}
            </Button>
          )}
          {order.statusId !== ORDER_STATUS.cancelled && (
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() =>
                act(
                  t('detail.cancelTitle'),
                  isNew ? t('detail.cancelNewText') : t('detail.cancelInvoicedText'),
                  t('detail.cancel'),
                  () => cancelOrder(zone, order.id),
                  t('detail.cancelled'),
                  true,
                )
              }
            >
              {t('detail.cancel')}
            </Button>
          )}
        </Group>
      )}

      <Title order={2} size="h4">
        {t('detail.items')}
      </Title>
      <SimpleTable<OrderItem>
        rows={order.items}
        rowKey={(i) => i.id}
        empty={t('detail.noItems')}
        columns={[
          {
            title: t('field.item'),
            render: (i) => (
              <Stack gap={0}>
                <Text size="sm">{i.name}</Text>
                <Text size="xs" c="dimmed">
                  {codebook.name('economyCategories', i.categoryId)}
                </Text>
              </Stack>
            ),
          },
          {
            title: t('field.person'),
            render: (i) =>
              i.person ? (
                <Anchor component={Link} to={zoneHref(zone, `persons/detail/${i.person.id}`)} size="sm">
                  {i.person.name}
                </Anchor>
              ) : (
                '–'
              ),
          },
          {
            title: t('field.rolePaid'),
            render: (i) =>
              i.rolePaidStateId ? (
                <Text
                  size="sm"
                  c={i.rolePaidStateId === 2 ? 'green.9' : 'gray.7'}
                  fw={i.rolePaidStateId === 2 ? 600 : 400}
                >
                  {codebook.name('paidStates', i.rolePaidStateId)}
                </Text>
              ) : (
                '–'
              ),
          },
          { title: t('field.quantity'), render: (i) => i.quantity },
          { title: t('field.unitAmount'), render: (i) => money(i.unitAmount) },
          { title: t('field.vatRate'), render: (i) => `${i.vatRate} %` },
          { title: t('field.amount'), render: (i) => <Text fw={600}>{money(i.amount)}</Text> },
          ...(isNew && mayChange
            ? [
                {
                  title: t('detail.actions'),
                  render: (i: OrderItem) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => askRemove(i)}
                      aria-label={t('detail.removeLabel', { name: i.person ? `${i.name} – ${i.person.name}` : i.name })}
                    >
                      {t('detail.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />

      {order.invoices.length > 0 && <OrderInvoices orderId={order.id} zone={zone} />}

      {adding && (
        <AddItemsModal
          zone={zone}
          orderId={order.id}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
      {recording && order.invoice && (
        <RecordPaymentModal
          orderId={order.id}
          remaining={remaining}
          onClose={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
