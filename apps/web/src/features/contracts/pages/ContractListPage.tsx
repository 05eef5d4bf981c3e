// The contracts (contract/list, CONTRACT) of the admin zone (all in the caller's scope) or of the
// club zone (the current club's): filters, sort, paging and export; the admin may add one. A row's
// number opens its detail.
import type { Contract } from '@fedra/contract/contracts';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { type ListFilter, ListView, type OutsideFilters } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { type ContractZone, contractListCall, contractsKey, loadContracts } from '../api';
import { ContractFormModal } from '../components/ContractFormModal';
import { ContractStateBadge } from '../components/ContractStateBadge';
import { addExtras, EXTRA_KEYS, extrasFromSearchParams, withExtra } from '../list-extras';
import { useContractCodebook } from '../use-contract-codebook';

const DEFAULT_SORT = '-number';

export default function ContractListPage() {
  const { t } = useTranslation('contracts');
  usePageTitle(t('list.title'));
  const zone: ContractZone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const may = useCanAction();
  const navigate = useNavigate();
  const { typeOptions, stateOptions, typeName } = useContractCodebook();
  const [params, setParams] = useSearchParams();
  const extras = extrasFromSearchParams(params);
  const [creating, setCreating] = useState(false);
  const setExtra = (field: 'clubId' | 'validOn', value: string | null) =>
    setParams((current) => withExtra(current, field, value), { replace: true });
  const outsideFilters: OutsideFilters = {
    apply: (query) => addExtras(query, extras),
    active: Boolean(extras.clubId || extras.validOn),
    addressKeys: Object.values(EXTRA_KEYS),
  };

  const filters: ListFilter[] = [
    { kind: 'text', field: 'number', label: t('field.number') },
    { kind: 'select', field: 'stateId', label: t('field.state'), options: stateOptions },
    { kind: 'select', field: 'typeId', label: t('field.type'), options: typeOptions },
    { kind: 'boolean', field: 'isValid', label: t('field.isValid') },
    { kind: 'dateRange', field: 'validFrom', label: t('field.validFrom') },
    { kind: 'dateRange', field: 'validTill', label: t('field.validTill') },
  ];
  const detailHref = (c: Contract) => zoneHref(zone, `contract/detail/${c.id}`);

  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {zone === 'admin' && (
          <ClubSelect
            label={t('field.club')}
            value={extras.clubId ?? null}
            onChange={(clubId) => setExtra('clubId', clubId)}
            w={{ base: '100%', xs: 320 }}
          />
        )}
        <TypedDateField
          label={t('field.validOn')}
          value={extras.validOn ?? ''}
          onChange={(value) => setExtra('validOn', value || null)}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <ListView<Contract>
        queryKey={[...contractsKey(zone), extras]}
        load={loadContracts(zone)}
        outsideFilters={outsideFilters}
        exportEndpoint={contractListCall(zone)}
        caption={t('list.title')}
        defaultSort={DEFAULT_SORT}
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={zone === 'admin' ? 860 : 700}
        toolbar={
          zone === 'admin' &&
          may('contract.create') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('list.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'number',
            title: t('field.number'),
            sortField: 'number',
            render: (c) => (
              <Anchor component={Link} to={detailHref(c)} fw={600} style={{ whiteSpace: 'nowrap' }}>
                {c.number}
              </Anchor>
            ),
          },
          // In the club zone every row is the current club's.
          ...(zone === 'admin' ? [{ key: 'clubName', title: t('field.club'), sortField: 'clubName' }] : []),
          { key: 'typeId', title: t('field.type'), sortField: 'typeId', render: (c) => typeName(c.typeId) },
          {
            key: 'stateId',
            title: t('field.state'),
            sortField: 'stateId',
            render: (c) => <ContractStateBadge stateId={c.stateId} />,
          },
          {
            key: 'validity',
            title: t('field.validity'),
            sortField: 'validFrom',
            render: (c) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateRange(c.validFrom, c.validTill)}
              </Text>
            ),
          },
          {
            key: 'registrationDate',
            title: t('field.registrationDate'),
            sortField: 'registrationDate',
            render: (c) => formatDate(c.registrationDate),
          },
          { key: 'documentCount', title: t('field.documentCount'), align: 'right' },
        ]}
      />
      {creating && (
        <ContractFormModal
          contract={null}
          onClose={() => setCreating(false)}
          onCreated={(created) => navigate(detailHref(created))}
        />
      )}
    </Stack>
  );
}
