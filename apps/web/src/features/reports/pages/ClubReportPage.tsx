// report/list/club: the club report of the statistics (GET club/report/{date}), one row per club
// registered on the date with its details and member counts.
import type { ClubStatsRow } from '@fedra/contract/statistics';
import { useTranslation } from 'react-i18next';
import { REPORT_CALLS } from '../api';
import { countColumns } from '../components/count-columns';
import { ReportPage } from '../components/ReportPage';
import { useCodebookNames } from '../components/use-codebook-names';

export default function ClubReportPage() {
  const { t } = useTranslation('reports');
  const { options } = useCodebookNames();
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
        { kind: 'text', field: 'name', label: t('filter.club') },
        {
          kind: 'select',
          field: 'federationUnitId',
          label: t('filter.federationUnit'),
          options: options('federationUnits'),
        },
        { kind: 'select', field: 'regionId', label: t('filter.region'), options: options('region') },
        { kind: 'select', field: 'districtId', label: t('filter.district'), options: options('district') },
        { kind: 'select', field: 'clubTypeId', label: t('filter.clubType'), options: options('clubTypes') },
      ]}
      columns={[
        { key: 'name', title: t('clubMembers.name'), sortField: 'name' },
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
