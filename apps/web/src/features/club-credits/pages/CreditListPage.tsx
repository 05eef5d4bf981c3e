// The credit history (credit-history/list, CLUB_CREDITS__LIST): per club the current balance and,
// within the chosen period, the balance, ordered and spent credits; filters, sort, paging in SQL.
import type { CreditRow } from '@fedra/contract/club-credits';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../platform/forms';
import { usePageTitle } from '../../../platform/routing/page-title';
import { CREDITS_KEY, creditListCall, loadCredits } from '../api';
import { Money } from '../components/Money';

export default function CreditListPage() {
  const { t } = useTranslation('club-credits');
  usePageTitle(t('title'));

  return (
    <>
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      <ListView<CreditRow>
        queryKey={CREDITS_KEY}
        load={loadCredits}
        caption={t('title')}
        exportEndpoint={creditListCall}
        defaultSort="club"
        syncToUrl
        getRowKey={(row) => row.club.id}
        filters={[
          { kind: 'dateRange', field: 'period', label: t('field.period') },
          { kind: 'text', field: 'name', label: t('field.clubName') },
        ]}
        columns={[
          {
            key: 'club',
            title: t('field.club'),
            sortField: 'club',
            render: (r) => (
              <>
                <Text span inherit>
                  {r.club.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.club.registrationNumber}
                </Text>
              </>
            ),
          },
          {
            key: 'balanceCurrent',
            title: t('field.balanceCurrent'),
            sortField: 'balanceCurrent',
            align: 'right',
            render: (r) => <Money value={r.balanceCurrent} />,
          },
          {
            key: 'balancePeriod',
            title: t('field.balancePeriod'),
            sortField: 'balancePeriod',
            align: 'right',
            render: (r) => <Money value={r.balancePeriod} />,
          },
          {
            key: 'ordered',
            title: t('field.ordered'),
            sortField: 'ordered',
            align: 'right',
            render: (r) => <Money value={r.ordered} />,
          },
          {
            key: 'spent',
            title: t('field.spent'),
            sortField: 'spent',
            align: 'right',
            render: (r) => <Money value={r.spent} />,
          },
        ]}
      />
    </>
  );
}
