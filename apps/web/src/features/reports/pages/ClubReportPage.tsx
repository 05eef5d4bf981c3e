// report/list/club: the club report of the statistics (GET club/report/{date}), one row per club
// registered on the date with its details and member counts.
import type { ClubStatsRow } from '@fedra/contract/statistics';
import { useTranslation } from 'react-i18next';
import { REPORT_CALLS } from '../api';
import { countColumns } from '../components/count-columns';
import { ReportPage } from '../components/ReportPage';
import { useReportFilters } from '../components/use-codebook-names';

export default function ClubReportPage() {
  const { t } = useTranslation('reports');
  const { select, text } = useReportFilters();
  return (
    <ReportPage<ClubStatsRow>
      name="club"
      title={t('club.title')}
      description={t('membersRule')}
      endpoint={REPORT_CALLS.club}
      dateIn="path"
      defaultSort="name"
      getRowKey={(r, i) => r.clubId ?? i}
      filters={[
        text('name', 'filter.club'),
        select('federationUnitId'),
        select('regionId'),
        select('districtId'),
        select('clubTypeId'),
      ]}
      columns={[
        { key: 'name', title: t('clubMembers.name'), sortField: 'name', width: 220 },
        { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
        { key: 'identificationNumber', title: t('field.identificationNumber') },
        { key: 'address', title: t('field.address') },
        { key: 'clubType', title: t('field.clubType'), sortField: 'clubType' },
        { key: 'federationUnit', title: t('field.federationUnit'), sortField: 'federationUnit' },
        ...countColumns<ClubStatsRow>(t, ['totalCount', 'personCount', 'childCount']),
      ]}
    />
  );
}
