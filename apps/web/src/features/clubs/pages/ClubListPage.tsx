// The clubs register (clubs; issue 30 §1): the federation's clubs (a unit manager's unit), filtered,
// sorted and paged in SQL, exported with the current filter; the office and unit managers add one.
import type { ClubListItem } from '@fedra/contract/club-register';
import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView } from '../../../platform/forms';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CLUBS_KEY, clubListCall, loadClubs } from '../api';
import { ClubFormModal } from '../components/ClubFormModal';

export default function ClubListPage() {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  const may = useCanAction();
  const [adding, setAdding] = useState(false);
  usePageTitle(t('list.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <ListView<ClubListItem>
        queryKey={[...CLUBS_KEY, 'list']}
        load={loadClubs}
        caption={t('list.title')}
        exportEndpoint={clubListCall}
        defaultSort="name"
        syncToUrl
        emptyText={t('list.empty')}
        getRowKey={(c) => c.id}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'text', field: 'identificationNumber', label: t('field.identificationNumber') },
          { kind: 'text', field: 'city', label: t('field.city') },
          { kind: 'select', field: 'regionId', label: t('field.regionId'), options: codebook.options('region') },
          { kind: 'select', field: 'districtId', label: t('field.districtId'), options: codebook.options('district') },
          { kind: 'select', field: 'clubTypeId', label: t('field.clubTypeId'), options: codebook.options('clubTypes') },
          {
            kind: 'select',
            field: 'federationUnitId',
            label: t('field.federationUnitId'),
            options: codebook.options('federationUnits'),
          },
          { kind: 'boolean', field: 'active', label: t('list.activeYes') },
        ]}
        toolbar={
          may('club.create') ? (
            <Group gap="xs">
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
                {t('list.add')}
              </Button>
            </Group>
          ) : undefined
        }
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (c) => (
              <Stack gap={0}>
                <Anchor component={Link} to={zoneHref('admin', `clubs/detail/${c.id}`)}>
                  {c.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {c.registrationNumber}
                </Text>
              </Stack>
            ),
          },
          { key: 'identificationNumber', title: t('field.identificationNumber'), sortField: 'identificationNumber' },
          { key: 'city', title: t('field.city'), sortField: 'city', render: (c) => c.city ?? '–' },
          {
            key: 'region',
            title: t('field.regionId'),
            sortField: 'regionId',
            render: (c) => codebook.name('region', c.regionId) || '–',
          },
          {
            key: 'district',
            title: t('field.districtId'),
            sortField: 'districtId',
            render: (c) => codebook.name('district', c.districtId) || '–',
          },
          {
            key: 'type',
            title: t('field.clubTypeId'),
            sortField: 'clubTypeId',
            render: (c) => codebook.name('clubTypes', c.clubTypeId) || '–',
          },
          {
            key: 'unit',
            title: t('field.federationUnitId'),
            sortField: 'federationUnitId',
            render: (c) => codebook.name('federationUnits', c.federationUnitId),
          },
          {
            key: 'active',
            title: t('list.active'),
            render: (c) => (
              <Group gap={6} wrap="nowrap">
                <Box
                  w={10}
                  h={10}
                  bg={c.active ? 'green.7' : 'gray.5'}
                  style={{ borderRadius: '50%', flex: 'none' }}
                  aria-hidden
                />
                <Text size="sm">{c.active ? t('list.activeYes') : t('list.activeNo')}</Text>
              </Group>
            ),
          },
        ]}
      />
      {adding && <ClubFormModal mode="create" club={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
