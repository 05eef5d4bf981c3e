// report/list/person-roles: how many persons hold each role type (and level) at a date.
import type { PersonRoleReportRow } from '@fedra/contract/reports';
import { useTranslation } from 'react-i18next';
import { REPORT_CALLS } from '../api';
import { countColumns, MEMBER_COUNT_KEYS } from '../components/count-columns';
import { ReportPage } from '../components/ReportPage';
import { useReportFilters } from '../components/use-codebook-names';

export default function PersonRoleReportPage() {
  const { t } = useTranslation('reports');
  const { select } = useReportFilters();
  return (
    <ReportPage<PersonRoleReportRow>
      name="personRoles"
      title={t('personRoles.title')}
      description={t('personRoles.rule')}
      endpoint={REPORT_CALLS.personRoles}
      defaultSort="typeName,levelName"
      filters={[select('typeId'), select('sectionId'), select('federationUnitId')]}
      columns={[
        { key: 'typeName', title: t('field.roleType'), sortField: 'typeName' },
        { key: 'levelName', title: t('field.level'), sortField: 'levelName' },
        ...countColumns<PersonRoleReportRow>(t, MEMBER_COUNT_KEYS),
      ]}
    />
  );
}
