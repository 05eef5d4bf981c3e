// The contribution price list (person-contribution/prices, admin): the prices of a season (the
// current one by default) by unit, role type and age category; added, changed and deleted by who
// holds those permissions.
import type { ContributionPrice } from '@fedra/contract/contributions';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListColumn, ListView, type OutsideFilters } from '../../../platform/forms';
import { formatMoney } from '../../../platform/i18n/numbers';
import { deleteConfirmText, notifyDeleted, notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { deletePrice, loadPrices, PRICES_KEY } from '../api';
import { PriceFormModal } from '../components/PriceFormModal';
import { addExtras, withExtra } from '../extras';
import { currentSeason } from '../seasons';
import { useContributionCodebook } from '../use-contribution-codebook';

export default function PriceListPage() {
  const { t, i18n } = useTranslation('contributions');
  usePageTitle(t('prices.title'));
  const may = useCanAction();
  const { name } = useContributionCodebook();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const seasons = useQuery(seasonsQuery('admin'));
  const seasonList = seasons.data?.data ?? [];
  const seasonId = params.get('season') ?? (seasons.data ? String(currentSeason(seasonList)?.id ?? '') : '');
  const seasonOptions = seasonList.map((s) => ({ value: String(s.id), label: s.name }));
  const [editing, setEditing] = useState<ContributionPrice | 'new' | null>(null);
  const extras = { seasonId: seasonId || undefined };
  const outsideFilters: OutsideFilters = { apply: (q) => addExtras(q, extras), active: false };
  const mayUpdate = may('person.contribution.price.update');
  const mayDelete = may('person.contribution.price.delete');

  const describe = (p: ContributionPrice) =>
    [
      name('personRoleType', p.personRoleTypeId),
      p.ageCategoryId ? name('ageCategories', p.ageCategoryId) : t('prices.allCategories'),
      p.federationUnitId ? name('federationUnits', p.federationUnitId) : t('prices.allUnits'),
    ].join(', ');

  const remove = (p: ContributionPrice) =>
    modals.openConfirmModal({
      title: t('prices.deleteTitle'),
      children: deleteConfirmText(describe(p)),
      labels: { confirm: t('common:delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deletePrice(p.id);
        } catch (err) {
          notifyError(err);
          return;
        }
        notifyDeleted();
        await queryClient.invalidateQueries({ queryKey: PRICES_KEY });
      },
    });

  const columns: ListColumn<ContributionPrice>[] = [
    { key: 'seasonName', title: t('field.season'), sortField: 'season' },
    {
      key: 'federationUnitId',
      title: t('field.unit'),
      sortField: 'federationUnitId',
      render: (p) => (p.federationUnitId ? name('federationUnits', p.federationUnitId) : t('prices.allUnits')),
    },
    {
      key: 'personRoleTypeId',
      title: t('field.roleType'),
      sortField: 'personRoleTypeId',
      render: (p) => name('personRoleType', p.personRoleTypeId),
    },
    {
      key: 'ageCategoryId',
      title: t('field.ageCategory'),
      sortField: 'ageCategoryId',
      render: (p) => (p.ageCategoryId ? name('ageCategories', p.ageCategoryId) : t('prices.allCategories')),
    },
    {
      key: 'amount',
      title: t('field.amount'),
      sortField: 'amount',
      align: 'right',
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(p.amount, i18n.language)}</span>,
    },
    { key: 'note', title: t('field.note') },
    ...(mayUpdate || mayDelete
      ? [
          {
            key: 'actions',
            title: t('prices.actions'),
            render: (p: ContributionPrice) => (
              <Group gap={4} wrap="nowrap">
                {mayUpdate && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('prices.edit', { name: describe(p) })}
                    onClick={() => setEditing(p)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                )}
                {mayDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('prices.delete', { name: describe(p) })}
                    onClick={() => remove(p)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={zoneHref('admin', 'person-contribution/list')} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('prices.back')}
        </Group>
      </Anchor>
      <Title order={1}>{t('prices.title')}</Title>
      <Select
        label={t('field.season')}
        data={seasonOptions}
        value={seasonId || null}
        onChange={(v) => setParams((current) => withExtra(current, 'season', v), { replace: true })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <ListView<ContributionPrice>
        queryKey={[...PRICES_KEY, extras]}
        load={loadPrices}
        enabled={seasons.isSuccess || seasons.isError}
        outsideFilters={outsideFilters}
        caption={t('prices.title')}
        defaultSort="personRoleTypeId,ageCategoryId,federationUnitId"
        syncToUrl
        emptyText={t('prices.empty')}
        emptyFilteredText={t('prices.emptyFiltered')}
        minTableWidth={820}
        toolbar={
          may('person.contribution.price.create') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('prices.add')}
            </Button>
          )
        }
        columns={columns}
      />
      {editing && (
        <PriceFormModal
          price={editing === 'new' ? null : editing}
          seasonId={seasonId || undefined}
          seasons={seasonOptions}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
