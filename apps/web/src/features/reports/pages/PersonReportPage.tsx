// report/list/person: the members at a date, one row per person, with the usual filters.
import type { PersonReportRow } from '@fedra/contract/reports';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/i18n/format';
import { REPORT_CALLS } from '../api';
import { ReportPage } from '../components/ReportPage';
import { useCodebookNames, useReportFilters } from '../components/use-codebook-names';

export default function PersonReportPage() {
  const { t } = useTranslation('reports');
  const { name } = useCodebookNames();
  const { select, text } = useReportFilters();
  return (
    <ReportPage<PersonReportRow>
      name="persons"
      title={t('persons.title')}
      description={t('membersRule')}
      endpoint={REPORT_CALLS.persons}
      defaultSort="lastName"
      filters={[
        text('search', 'filter.search'),
        text('clubName', 'filter.club'),
        select('federationUnitId'),
        select('regionId'),
        select('districtId'),
        select('sexId'),
        select('ageCategoryId'),
        select('roleTypeId'),
        select('sectionId'),
      ]}
      columns={[
        {
          key: 'lastName',
          title: t('field.name'),
          sortField: 'lastName',
          render: (p) => `${p.lastName} ${p.firstName}`,
        },
        { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
        {
          key: 'birthDate',
          title: t('field.birthDate'),
          sortField: 'birthDate',
          render: (p) => formatDate(p.birthDate),
        },
        { key: 'ageCategoryId', title: t('field.ageCategory'), render: (p) => name('ageCategories', p.ageCategoryId) },
        { key: 'sexId', title: t('field.sex'), render: (p) => name('sex', p.sexId) },
        { key: 'clubs', title: t('field.club'), render: (p) => p.clubs.map((c) => c.name).join(', ') },
        {
          key: 'federationUnitId',
          title: t('field.federationUnit'),
          render: (p) => name('federationUnits', p.federationUnitId),
        },
        {
          key: 'roleTypeIds',
          title: t('field.roles'),
          render: (p) => p.roleTypeIds.map((id) => name('personRoleType', id)).join(', '),
        },
      ]}
    />
  );
}
