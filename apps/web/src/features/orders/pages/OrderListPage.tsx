// The orders (orders; issue 31 §2): in the admin zone every club's (a unit manager its units'), in
// the club zone the current club's; filtered (status, payment, overdue, club), sorted and paged in
// SQL, exported. "New order" opens an empty order (the office first picks the club), whose page
// takes the items.
import type { OrderListItem } from '@fedra/contract/orders';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListFilter, ListView, type OutsideFilters } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { todayInPrague } from '../../../platform/i18n/today';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { koruny, loadOrders, ORDERS_KEY, type OrderZone, orderCalls } from '../api';
import { NewOrderModal } from '../components/NewOrderModal';

const CLUB_KEY = 'clubId';

export default function OrderListPage() {
  const { t, i18n } = useTranslation('orders');
  const zone = useCurrentZone() as OrderZone;
  const codebook = useCodebook();
  const may = useCanAction();
  const navigate = useNavigate();
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const clubId = params.get(CLUB_KEY);
  const setClub = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(CLUB_KEY, value);
        else next.delete(CLUB_KEY);
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  const outsideFilters: OutsideFilters = {
    apply: (query) => ({
      ...query,
      fields: { ...query.fields, ...(clubId ? { clubId: { o: 'valuesEqual', v: clubId } } : {}) },
    }),
    active: clubId !== null,
    addressKeys: [CLUB_KEY],
  };
  const open = (id: number) => navigate(zoneHref(zone, `orders/detail/${id}`));
  const money = (halere: number) => formatMoney(koruny(halere), i18n.language);
  const filters: ListFilter[] = [
    { kind: 'select', field: 'statusId', label: t('field.status'), options: codebook.options('orderStatuses') },
    {
      kind: 'select',
      field: 'paymentStatusId',
      label: t('field.paymentStatus'),
      options: codebook.options('paymentStatuses'),
    },
    { kind: 'boolean', field: 'overdue', label: t('field.overdue') },
    { kind: 'dateRange', field: 'createdDate', label: t('field.createdDate') },
    ...(zone === 'admin'
      ? [
          {
            kind: 'select' as const,
            field: 'federationUnitId',
            label: t('field.federationUnit'),
            options: codebook.options('federationUnits'),
          },
        ]
      : []),
  ];
  const today = todayInPrague();

  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      {zone === 'admin' && (
        <ClubSelect
          label={t('field.club')}
          value={clubId}
          onChange={(id) => setClub(id)}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      <ListView<OrderListItem>
        queryKey={[...ORDERS_KEY, zone, 'list']}
        load={loadOrders(zone)}
        caption={t('list.title')}
        exportEndpoint={orderCalls(zone).list}
        defaultSort="-createdDate"
        syncToUrl
        outsideFilters={outsideFilters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        filters={filters}
        toolbar={
          may('orders.update') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('list.new')}
            </Button>
          )
        }
        columns={[
          {
            key: 'id',
            title: t('field.number'),
            sortField: 'id',
            render: (o) => (
              <Anchor component={Link} to={zoneHref(zone, `orders/detail/${o.id}`)}>
                {t('list.orderNumber', { id: o.id })}
              </Anchor>
            ),
          },
          ...(zone === 'admin'
            ? [{ key: 'club', title: t('field.club'), sortField: 'club', render: (o: OrderListItem) => o.club.name }]
            : []),
          {
            key: 'status',
            title: t('field.status'),
            sortField: 'statusId',
            render: (o) => <CodebookStateBadge list="orderStatuses" id={o.statusId} />,
          },
          { key: 'total', title: t('field.total'), sortField: 'total', align: 'right', render: (o) => money(o.total) },
          {
            key: 'invoice',
            title: t('field.invoice'),
            render: (o) =>
              o.invoice ? (
                <Stack gap={0}>
                  <Text size="sm">{o.invoice.number}</Text>
                  <CodebookStateBadge list="paymentStatuses" id={o.invoice.paymentStatusId} />
                </Stack>
              ) : (
                '–'
              ),
          },
          {
            key: 'dueDate',
            title: t('field.dueDate'),
            sortField: 'dueDate',
            render: (o) =>
              o.invoice ? (
                o.invoice.dueDate < today && o.invoice.paidAmount < o.invoice.amount && o.statusId === 3 ? (
                  // Relative: the hidden word stays inside the table's scrolling box (an absolute
                  // element escapes an overflow box that is not positioned, and widens the page).
                  <Group gap={4} wrap="nowrap">
                    <IconAlertTriangle size={14} color="var(--mantine-color-red-8)" aria-hidden />
                    <Text size="sm" fw={600} pos="relative">
                      {formatDate(o.invoice.dueDate)} <VisuallyHidden>{t('field.overdue')}</VisuallyHidden>
                    </Text>
                  </Group>
                ) : (
                  formatDate(o.invoice.dueDate)
                )
              ) : (
                '–'
              ),
          },
          {
            key: 'createdDate',
            title: t('field.createdDate'),
            sortField: 'createdDate',
            render: (o) => formatDate(o.createdDate.slice(0, 10)),
          },
        ]}
      />
      {creating && <NewOrderModal zone={zone} onClose={() => setCreating(false)} onCreated={open} />}
    </Stack>
  );
}
