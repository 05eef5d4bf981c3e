// The club report at the date (club/report/{date}) in the list convention: paging, sort and
// filters in SQL on the server, every row exported as CSV or XLSX. A federation-unit manager gets
// only the clubs of its units.
import type { ClubStatsRow } from '@fedra/contract/statistics';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatCount } from '../../../platform/i18n/numbers';
import { useSession } from '../../../platform/session/session';
import { clubReportCall, clubReportKey, loadClubReport } from '../api';
import { ordered } from '../custom-choice';

type FilterList = 'federationUnits' | 'region' | 'district' | 'clubTypes';

export function ClubReportList({ date }: { date: string }) {
  const { t, i18n } = useTranslation('statistics');
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const options = (list: FilterList) =>
    ordered(codebook?.[list]).map((item) => ({ value: String(item.id), label: item.name[lang] }));
  const count = (key: 'personCount' | 'childCount' | 'totalCount', title: string) => ({
    key,
    title,
    sortField: key,
    align: 'right' as const,
    render: (row: ClubStatsRow) => formatCount(row[key], lang),
  });
  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('report.field.name') },
    {
      kind: 'select',
      field: 'federationUnitId',
      label: t('report.field.federationUnit'),
      options: options('federationUnits'),
    },
    { kind: 'select', field: 'regionId', label: t('report.field.region'), options: options('region') },
    { kind: 'select', field: 'districtId', label: t('report.field.district'), options: options('district') },
    { kind: 'select', field: 'clubTypeId', label: t('report.field.clubType'), options: options('clubTypes') },
  ];

  return (
    <ListView<ClubStatsRow>
      queryKey={clubReportKey(date)}
      load={loadClubReport(date)}
      caption={t('report.title')}
      exportEndpoint={clubReportCall}
      exportParams={{ date }}
      defaultSort="name"
      syncToUrl
      filters={filters}
      emptyText={t('report.empty')}
      minTableWidth={900}
      getRowKey={(row, index) => row.clubId ?? index}
      columns={[
        {
          key: 'name',
          title: t('report.field.name'),
          sortField: 'name',
          render: (row) => (
            <>
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.registrationNumber}
              </Text>
            </>
          ),
        },
        { key: 'federationUnit', title: t('report.field.federationUnit'), sortField: 'federationUnit' },
        { key: 'region', title: t('report.field.region'), sortField: 'region' },
        { key: 'district', title: t('report.field.district'), sortField: 'district' },
        { key: 'clubType', title: t('report.field.clubType'), sortField: 'clubType' },
        count('personCount', t('column.adults')),
        count('childCount', t('column.children')),
        count('totalCount', t('column.total')),
      ]}
    />
  );
}
