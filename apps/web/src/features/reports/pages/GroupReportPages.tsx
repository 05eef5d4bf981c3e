// report/list/club-members, federation-unit, regions and districts: member counts per club or
// per group of clubs at a date, from one component.
import type { GroupReportRow } from '@fedra/contract/reports';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../../../platform/forms';
import { REPORT_CALLS } from '../api';
import { countColumns, MEMBER_COUNT_KEYS } from '../components/count-columns';
import { ReportPage } from '../components/ReportPage';
import { useCodebookNames } from '../components/use-codebook-names';

type Group = 'clubMembers' | 'federationUnits' | 'regions' | 'districts';

function GroupReportPage({ group }: { group: Group }) {
  const { t } = useTranslation('reports');
  const { name, options } = useCodebookNames();
  const clubs = group === 'clubMembers';
  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t(clubs ? 'filter.club' : 'filter.name') },
    ...(group === 'federationUnits'
      ? []
      : [
          {
            kind: 'select',
            field: 'federationUnitId',
            label: t('filter.federationUnit'),
            options: options('federationUnits'),
          } as const,
        ]),
    ...(group === 'regions' || group === 'districts'
      ? []
      : [{ kind: 'select', field: 'regionId', label: t('filter.region'), options: options('region') } as const]),
    ...(clubs
      ? [{ kind: 'select', field: 'districtId', label: t('filter.district'), options: options('district') } as const]
      : []),
    { kind: 'select', field: 'clubTypeId', label: t('filter.clubType'), options: options('clubTypes') },
    { kind: 'select', field: 'sectionId', label: t('filter.section'), options: options('sections') },
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
        { key: 'name', title: t(`${group}.name`), sortField: 'name' },
        ...(clubs
          ? [
              { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
              {
                key: 'clubTypeId',
                title: t('field.clubType'),
                render: (r: GroupReportRow) => name('clubTypes', r.clubTypeId),
              },
            ]
          : [{ key: 'clubCount', title: t('count.clubCount'), sortField: 'clubCount', align: 'right' as const }]),
        ...countColumns<GroupReportRow>(t, MEMBER_COUNT_KEYS),
      ]}
    />
  );
}

export const ClubMembersReportPage = () => <GroupReportPage group="clubMembers" />;
export const FederationUnitReportPage = () => <GroupReportPage group="federationUnits" />;
export const RegionReportPage = () => <GroupReportPage group="regions" />;
export const DistrictReportPage = () => <GroupReportPage group="districts" />;
