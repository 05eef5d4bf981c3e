// The sport-fields register (sport-fields; issue 30 §6): in the admin zone the federation's venues
// (a unit manager's units'), in the club zone the club's own; filtered, sorted and paged in SQL,
// exported; a venue opens in a modal, where it is edited or deleted; adding opens the form.
import type { SportFieldListItem } from '@fedra/contract/sport-fields';
import { Anchor, Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView, type OutsideFilters } from '../../../platform/forms';
import { DateField } from '../../../platform/forms/DateField';
import { formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { loadSportFields, SPORT_FIELDS_KEY, type SportFieldZone, sportFieldCalls } from '../api';
import { SportFieldDetailModal } from '../components/SportFieldDetailModal';
import { SportFieldFormModal } from '../components/SportFieldFormModal';

/** The address key of the day the venues must be in use on (none: any time). */
const DAY_KEY = 'validAt';

export default function SportFieldListPage() {
  const { t } = useTranslation('sport-fields');
  const zone = useCurrentZone() as SportFieldZone;
  const codebook = useCodebook();
  const may = useCanAction();
  const title = zone === 'club' ? t('list.clubTitle') : t('list.title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const day = params.get(DAY_KEY);
  const setDay = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(DAY_KEY, value);
        else next.delete(DAY_KEY);
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  const outsideFilters: OutsideFilters = {
    apply: (query) => ({
      ...query,
      fields: { ...query.fields, ...(day ? { validAt: { o: 'valuesEqual', v: [day] } } : {}) },
    }),
    active: day !== null,
    addressKeys: [DAY_KEY],
  };

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <DateField
        label={t('list.validAt')}
        placeholder={t('list.anyTime')}
        value={day}
        onChange={(value) => setDay(value || null)}
        clearButtonProps={{ 'aria-label': t('list.anyTime') }}
        w={{ base: '100%', xs: 260 }}
      />
      <ListView<SportFieldListItem>
        queryKey={[...SPORT_FIELDS_KEY, zone, 'list']}
        load={loadSportFields(zone)}
        caption={title}
        exportEndpoint={sportFieldCalls(zone).list}
        defaultSort="name"
        syncToUrl
        outsideFilters={outsideFilters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'text', field: 'city', label: t('field.city') },
          { kind: 'select', field: 'typeId', label: t('field.typeId'), options: codebook.options('sportFieldTypes') },
          ...(zone === 'admin'
            ? [
                {
                  kind: 'select' as const,
                  field: 'federationUnitId',
                  label: t('field.federationUnitId'),
                  options: codebook.options('federationUnits'),
                },
              ]
            : []),
          { kind: 'select', field: 'regionId', label: t('field.regionId'), options: codebook.options('region') },
          { kind: 'select', field: 'districtId', label: t('field.districtId'), options: codebook.options('district') },
        ]}
        toolbar={
          may('sportfield.create') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (f) => (
              <Anchor component="button" type="button" onClick={() => setOpen(f.id)} ta="left">
                {f.name}
              </Anchor>
            ),
          },
          {
            key: 'type',
            title: t('field.typeId'),
            sortField: 'typeId',
            render: (f) => codebook.name('sportFieldTypes', f.typeId) || '–',
          },
          ...(zone === 'admin'
            ? [{ key: 'club', title: t('field.club'), render: (f: SportFieldListItem) => f.club?.name ?? '–' }]
            : []),
          { key: 'city', title: t('field.city'), sortField: 'city', render: (f) => f.city ?? '–' },
          { key: 'courtCount', title: t('field.courtCount'), sortField: 'courtCount', align: 'right' },
          { key: 'capacity', title: t('field.capacity'), sortField: 'capacity', align: 'right' },
          {
            key: 'validity',
            title: t('field.validity'),
            sortField: 'validFrom',
            render: (f) => formatDateRange(f.validFrom, f.validTill),
          },
        ]}
      />
      {adding && (
        <SportFieldFormModal zone={zone} field={null} onClose={() => setAdding(false)} onSaved={(id) => setOpen(id)} />
      )}
      {open !== null && <SportFieldDetailModal zone={zone} id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
