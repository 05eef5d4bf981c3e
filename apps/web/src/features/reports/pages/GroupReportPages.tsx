// report/list/club-members, federation-unit, regions and districts: member counts per club or
// per group of clubs at a date, from one component.
import type { GroupReportRow } from '@fedra/contract/reports';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../../../platform/forms';
import { REPORT_CALLS } from '../api';
import { countColumns, MEMBER_COUNT_KEYS } from '../components/count-columns';
import { ReportPage } from '../components/ReportPage';
import { useCodebookNames, useReportFilters } from '../components/use-codebook-names';

type Group = 'clubMembers' | 'federationUnits' | 'regions' | 'districts';

function GroupReportPage({ group }: { group: Group }) {
  const { t } = useTranslation('reports');
  const { name } = useCodebookNames();
  const { select } = useReportFilters();
  const clubs = group === 'clubMembers';
  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t(clubs ? 'filter.club' : 'filter.name') },
    ...(group === 'federationUnits' ? [] : [select('federationUnitId')]),
    ...(group === 'regions' || group === 'districts' ? [] : [select('regionId')]),
    ...(clubs ? [select('districtId')] : []),
    select('clubTypeId'),
    select('sectionId'),
  ];
  return (
    <ReportPage<GroupReportRow>
      name={group}
      title={t(`${group}.title`)}
      description={t('membersRule')}
      endpoint={REPORT_CALLS[group]}
      defaultSort="name"
      filters={filters}
      columns={[
        { key: 'name', title: t(`${group}.name`), sortField: 'name', width: 220 },
        ...(clubs
          ? [
              { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
              {
                key: 'clubTypeId',
                title: t('field.clubType'),
                render: (r: GroupReportRow) => name('clubTypes', r.clubTypeId),
              },
            ]
          : countColumns<GroupReportRow>(t, ['clubCount'])),
        ...countColumns<GroupReportRow>(t, MEMBER_COUNT_KEYS),
      ]}
    />
  );
}

export const ClubMembersReportPage = () => <GroupReportPage group="clubMembers" />;
export const FederationUnitReportPage = () => <GroupReportPage group="federationUnits" />;
export const RegionReportPage = () => <GroupReportPage group="regions" />;
export const DistrictReportPage = () => <GroupReportPage group="districts" />;
