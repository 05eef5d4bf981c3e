// The price list (price-list-items/{categoryId}; issue 31 part 1): the prices of the category in
// the address, another category picked from the switcher (which changes the address); filtered,
// sorted and paged in SQL, exported; the office adds, changes and deletes (asked first).
import { ECONOMY_CATEGORY } from '@fedra/contract/economy-codes';
import { type PriceListItemListItem, priceListEndpoints } from '@fedra/contract/price-list';
import { ActionIcon, Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { confirmDelete, type ListColumn, ListView, type OutsideFilters } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { deletePriceListItem, loadPriceList, PRICE_LIST_KEY } from '../api';
import { PriceItemFormModal } from '../components/PriceItemFormModal';

const CATEGORY_IDS = Object.values(ECONOMY_CATEGORY) as number[];

export default function PriceListPage() {
  const { t, i18n } = useTranslation('price-list');
  const codebook = useCodebook();
  const may = useCanAction();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const asked = Number(params.categoryId);
  const categoryId = CATEGORY_IDS.includes(asked) ? asked : ECONOMY_CATEGORY.membership;
  const categoryName = codebook.name('economyCategories', categoryId);
  const title = categoryName ? `${t('title')}: ${categoryName}` : t('title');
  usePageTitle(title);
  const seasons = useQuery(seasonsQuery('admin'));
  const seasonOptions = (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const seasonName = (id: number | null) => seasonOptions.find((s) => s.value === String(id))?.label ?? '';
  const [editing, setEditing] = useState<PriceListItemListItem | 'new' | null>(null);
  const mayWrite = may('price.list.item.update');

  const outsideFilters: OutsideFilters = {
    apply: (query) => ({
      ...query,
      fields: { ...query.fields, categoryId: { o: 'valuesEqual', v: [String(categoryId)] } },
    }),
    active: false,
  };
  const remove = (p: PriceListItemListItem) =>
    confirmDelete({
      title: t('deleteTitle'),
      name: p.name,
      note: t('deleteNote'),
      remove: () => deletePriceListItem(p.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEY }),
    });

  // The season tells apart the same item of several seasons (a screen reader hears only the label).
  const itemLabel = (p: PriceListItemListItem) => (p.seasonId ? `${p.name}, ${seasonName(p.seasonId)}` : p.name);

  const columns: ListColumn<PriceListItemListItem>[] = [
    { key: 'name', title: t('field.name'), sortField: 'name' },
    { key: 'kind', title: t('field.kind'), render: (p) => t(`kind.${p.kind}`) },
    {
      key: 'amount',
      title: t('field.amount'),
      sortField: 'amount',
      align: 'right',
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(p.amount / 100, i18n.language)}</span>,
    },
    { key: 'vatRate', title: t('field.vatRate'), align: 'right', render: (p) => `${p.vatRate} %` },
    { key: 'season', title: t('field.seasonId'), render: (p) => (p.seasonId ? seasonName(p.seasonId) : '–') },
    {
      key: 'roleType',
      title: t('field.personRoleTypeId'),
      render: (p) => codebook.name('personRoleType', p.personRoleTypeId) || '–',
    },
    {
      key: 'validity',
      title: t('field.validity'),
      sortField: 'validFrom',
      render: (p) => (p.validFrom || p.validTo ? formatDateRange(p.validFrom, p.validTo) : t('always')),
    },
    ...(mayWrite
      ? [
          {
            key: 'actions',
            title: t('actions'),
            render: (p: PriceListItemListItem) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('edit', { name: itemLabel(p) })}
                  onClick={() => setEditing(p)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('delete', { name: itemLabel(p) })}
                  onClick={() => remove(p)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Select
        label={t('category')}
        data={codebook.options('economyCategories')}
        value={String(categoryId)}
        allowDeselect={false}
        onChange={(v) => v && navigate(zoneHref('admin', `price-list-items/${v}`))}
        w={{ base: '100%', xs: 320 }}
      />
      <ListView<PriceListItemListItem>
        queryKey={[...PRICE_LIST_KEY, 'list', categoryId]}
        load={loadPriceList}
        outsideFilters={outsideFilters}
        caption={title}
        exportEndpoint={priceListEndpoints.list}
        defaultSort="name"
        syncToUrl
        minTableWidth={860}
        emptyText={t('empty')}
        emptyFilteredText={t('emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          {
            kind: 'select',
            field: 'kind',
            label: t('field.kind'),
            options: ['person', 'club', 'credit'].map((k) => ({ value: k, label: t(`kind.${k}`) })),
          },
          { kind: 'select', field: 'seasonId', label: t('field.seasonId'), options: seasonOptions },
        ]}
        toolbar={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          )
        }
        columns={columns}
      />
      {editing && (
        <PriceItemFormModal
          item={editing === 'new' ? null : editing}
          categoryId={categoryId}
          seasons={seasonOptions}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
