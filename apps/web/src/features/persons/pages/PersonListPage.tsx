// The persons of one person role category (persons/{roleId}; issue 29 §1): members, athletes,
// coaches and officials, boards — in the admin zone the federation's (a unit manager's unit), in the
// club zone the current club's. Holding a role of the category on a day (today unless changed, or
// at any time), filtered, sorted and paged in SQL, exported; the office and the club add a person.
import type { PersonListItem } from '@fedra/contract/persons';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useActiveMenuItem } from '../../../app/layout/use-zone-menu';
import { useCanAction } from '../../../platform/access';
import { ListView, type OutsideFilters } from '../../../platform/forms';
import { DateField } from '../../../platform/forms/DateField';
import { formatDate } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { loadPersons, PERSONS_KEY, type PersonZone, personCalls } from '../api';
import { ApprovalState } from '../components/ApprovalState';
import { PersonFormModal } from '../components/PersonFormModal';

/** The address key of the day the roles must be valid on ("any": at any time). */
const DAY_KEY = 'validAt';

export default function PersonListPage() {
  const { t } = useTranslation('persons');
  const zone = useCurrentZone() as PersonZone;
  const category = Number(useParams().roleId);
  const codebook = useCodebook();
  const may = useCanAction();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  // Titled as the menu item the user came by ("Členové", "Hráči"), which the breadcrumb names
  // too; the category's codebook name ("Členství", "Sportovci") where no item leads here.
  const menuItem = useActiveMenuItem();
  const categoryName = codebook.name('personRoleCategories', category);
  const title = menuItem?.title || categoryName || t('list.title');
  usePageTitle(title);

  const dayParam = params.get(DAY_KEY);
  const day = dayParam === 'any' ? null : (dayParam ?? todayInPrague());
  const setDay = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DAY_KEY, value ?? 'any');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  const outsideFilters: OutsideFilters = {
    apply: (query) => ({
      ...query,
      fields: {
        ...query.fields,
        roleCategoryId: { o: 'valuesEqual', v: [String(category)] },
        ...(day ? { validAt: { o: 'valuesEqual', v: [day] } } : {}),
      },
    }),
    // The category is the page itself, and today is the page's own default: neither counts as a filter.
    active: dayParam !== null,
    addressKeys: [DAY_KEY],
  };
  const typesOfCategory = (item: Record<string, unknown>) => Number(item.categoryId) === category;
  const typeIds = new Set(
    codebook
      .entries('personRoleType')
      .filter(typesOfCategory)
      .map((e) => e.id),
  );
  const detail = (id: number) => zoneHref(zone, `persons/detail/${id}`);

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <DateField
        label={t('list.validAt')}
        description={t('list.validAtHint')}
        placeholder={t('list.anyTime')}
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={day}
        onChange={(value) => setDay(value || null)}
        clearButtonProps={{ 'aria-label': t('list.anyTime') }}
        w={{ base: '100%', xs: 260 }}
      />
      <ListView<PersonListItem>
        queryKey={[...PERSONS_KEY, zone, 'list', category]}
        load={loadPersons(zone)}
        caption={title}
        exportEndpoint={personCalls(zone).list}
        defaultSort="fullName"
        syncToUrl
        outsideFilters={outsideFilters}
        emptyText={t('list.empty')}
        filters={[
          { kind: 'text', field: 'fullName', label: t('field.fullName') },
          { kind: 'text', field: 'registrationNumber', label: t('field.registrationNumber') },
          { kind: 'text', field: 'birthNumber', label: t('field.birthNumber') },
          {
            kind: 'select',
            field: 'roleTypeId',
            label: t('field.roleType'),
            options: codebook.options('personRoleType', typesOfCategory),
          },
          {
            kind: 'select',
            field: 'roleLevelId',
            label: t('field.roleLevel'),
            options: codebook.options('personRoleLevel', (l) => typeIds.has(Number(l.typeId))),
          },
          {
            kind: 'select',
            field: 'approvalStateId',
            label: t('field.approvalState'),
            options: codebook.options('approvalStates'),
          },
          {
            kind: 'select',
            field: 'ageCategoryId',
            label: t('field.ageCategory'),
            options: codebook.options('ageCategories'),
          },
          { kind: 'select', field: 'sexId', label: t('field.sex'), options: codebook.options('sex') },
          { kind: 'select', field: 'regionId', label: t('field.region'), options: codebook.options('region') },
          { kind: 'select', field: 'districtId', label: t('field.district'), options: codebook.options('district') },
        ]}
        toolbar={
          <Group gap="xs">
            {may('person.create') && (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
                {t('list.add')}
              </Button>
            )}
            {zone === 'admin' && may('person.gdpr') && (
              <Button component={Link} to={zoneHref(zone, 'persons/anonymisation')} variant="default">
                {t('gdpr.candidatesTitle')}
              </Button>
            )}
          </Group>
        }
        columns={[
          {
            key: 'fullName',
            title: t('field.fullName'),
            sortField: 'fullName',
            render: (p) => (
              <Anchor component={Link} to={detail(p.id)}>
                {p.anonymised ? t('detail.anonymised') : `${p.lastName} ${p.firstName}`}
              </Anchor>
            ),
          },
          { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
          {
            key: 'birthDate',
            title: t('field.birthDate'),
            sortField: 'birthDate',
            render: (p) => formatDate(p.birthDate),
          },
          { key: 'club', title: t('field.club'), render: (p) => p.club?.name ?? '–' },
          {
            key: 'roles',
            title: t('field.roles'),
            render: (p) =>
              p.roles
                .map((r) =>
                  [
                    codebook.name('personRoleType', r.typeId),
                    r.levelId ? codebook.name('personRoleLevel', r.levelId) : '',
                  ]
                    .filter(Boolean)
                    .join(' – '),
                )
                .filter((v, i, all) => all.indexOf(v) === i)
                .join(', ') || '–',
          },
          {
            key: 'approval',
            title: t('field.approvalState'),
            render: (p) => {
              const states = [...new Set(p.roles.map((r) => r.approvalStateId))];
              return states.length ? (
                <Group gap={6}>
                  {states.map((s) => (
                    <ApprovalState key={s} id={s} />
                  ))}
                </Group>
              ) : (
                <Text size="sm">–</Text>
              );
            },
          },
        ]}
      />
      {adding && (
        <PersonFormModal zone={zone} person={null} category={category} opened onClose={() => setAdding(false)} />
      )}
    </Stack>
  );
}
