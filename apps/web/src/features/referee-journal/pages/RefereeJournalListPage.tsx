// The referees' overview (referee-journal/list, REFEREE_JOURNAL; admin zone): one row per referee
// with their roles, number of entries and last entry; filters, sort, paging and export. A name
// opens the referee's journal.
import type { RefereeJournalOverview } from '@fedra/contract/referee-journal';
import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { JOURNAL_KEY, loadOverview, overviewCall } from '../api';

export default function RefereeJournalListPage() {
  const { t } = useTranslation('referee-journal');
  usePageTitle(t('overview.title'));
  const filters: ListFilter[] = [
    { kind: 'text', field: 'fullName', label: t('field.fullName') },
    { kind: 'text', field: 'registrationNumber', label: t('field.registrationNumber') },
    { kind: 'dateRange', field: 'lastDate', label: t('field.lastDate') },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('overview.title')}</Title>
      <ListView<RefereeJournalOverview>
        queryKey={[...JOURNAL_KEY, 'admin', 'overview']}
        load={loadOverview}
        exportEndpoint={overviewCall}
        caption={t('overview.title')}
        defaultSort="fullName"
        syncToUrl
        filters={filters}
        getRowKey={(r) => r.personId}
        emptyText={t('overview.empty')}
        emptyFilteredText={t('overview.emptyFiltered')}
        minTableWidth={700}
        columns={[
          {
            key: 'fullName',
            title: t('field.fullName'),
            sortField: 'fullName',
            render: (r) => (
              <Anchor component={Link} to={zoneHref('admin', `referee-journal/detail/${r.personId}`)} fw={600}>
                {r.fullName}
              </Anchor>
            ),
          },
          { key: 'registrationNumber', title: t('field.registrationNumber'), sortField: 'registrationNumber' },
          {
            key: 'refereeRoles',
            title: t('field.refereeRoles'),
            render: (r) => (
              <Group gap={4}>
                {r.refereeRoles.map((role) => (
                  <Badge key={role} variant="light" size="sm">
                    {role}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { key: 'count', title: t('field.count'), sortField: 'count', align: 'right' },
          { key: 'lastDate', title: t('field.lastDate'), sortField: 'lastDate', render: (r) => formatDate(r.lastDate) },
        ]}
      />
    </Stack>
  );
}
