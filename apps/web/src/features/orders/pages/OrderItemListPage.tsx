// The order items (order-items; issue 31 §2): every item of the scope's orders with its club, person
// and order state, filtered by category, kind, state and name (the item's or the person's), exported.

import { PRICE_ITEM_KINDS } from '@fedra/contract/economy-codes';
import type { OrderItemListItem } from '@fedra/contract/orders';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { koruny, loadOrderItems, ORDERS_KEY, type OrderZone, orderCalls } from '../api';

export default function OrderItemListPage() {
  const { t, i18n } = useTranslation('orders');
  const zone = useCurrentZone() as OrderZone;
  const codebook = useCodebook();
  usePageTitle(t('items.title'));
  const money = (halere: number) => formatMoney(koruny(halere), i18n.language);
  return (
    <Stack gap="md">
      <Title order={1}>{t('items.title')}</Title>
      <ListView<OrderItemListItem>
        queryKey={[...ORDERS_KEY, zone, 'items']}
        load={loadOrderItems(zone)}
        caption={t('items.title')}
        exportEndpoint={orderCalls(zone).items}
        defaultSort="-createdDate"
        syncToUrl
        emptyText={t('items.empty')}
        emptyFilteredText={t('items.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('items.search') },
          {
            kind: 'select',
            field: 'categoryId',
            label: t('field.category'),
            options: codebook.options('economyCategories'),
          },
          {
            kind: 'select',
            field: 'kind',
            label: t('field.kind'),
            options: PRICE_ITEM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
          },
          {
            kind: 'select',
            field: 'orderStatusId',
            label: t('field.status'),
            options: codebook.options('orderStatuses'),
          },
        ]}
        columns={[
          {
            key: 'order',
            title: t('field.order'),
            render: (i) => (
              <Anchor component={Link} to={zoneHref(zone, `orders/detail/${i.orderId}`)}>
                {t('list.orderNumber', { id: i.orderId })}
              </Anchor>
            ),
          },
          ...(zone === 'admin'
            ? [{ key: 'club', title: t('field.club'), render: (i: OrderItemListItem) => i.club.name }]
            : []),
          { key: 'name', title: t('field.item'), sortField: 'name' },
          { key: 'person', title: t('field.person'), render: (i) => i.person?.name ?? '–' },
          {
            key: 'amount',
            title: t('field.amount'),
            sortField: 'amount',
            align: 'right',
            render: (i) => money(i.amount),
          },
          {
            key: 'state',
            title: t('field.status'),
            render: (i) => <CodebookStateBadge list="orderStatuses" id={i.orderStatusId} />,
          },
          {
            key: 'createdDate',
            title: t('field.createdDate'),
            sortField: 'createdDate',
            render: (i) => formatDate(i.createdDate.slice(0, 10)),
          },
        ]}
      />
    </Stack>
  );
}
