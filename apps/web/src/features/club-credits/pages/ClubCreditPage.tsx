// The club zone's credit history (credit-history/list): the current club's balance now, what it
// ordered and spent within a period, and its ledger (top-ups, spends such as paid contributions)
// with the balance after each entry. The period filters the summary and the ledger alike.
import type { CreditEntry } from '@fedra/contract/club-credits';
import { Badge, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListView, type OutsideFilters } from '../../../platform/forms';
import { DateRangeField } from '../../../platform/forms/DateField';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useSession } from '../../../platform/session/session';
import { readableOn } from '../../../platform/ui/contrast';
import { CREDITS_KEY, type CreditPeriod, clubLedgerCall, clubSummaryQuery, loadClubLedger } from '../api';
import { Money } from '../components/Money';

const PERIOD_KEYS = { from: 'from', to: 'to' } as const;
const KIND_COLOR: Record<CreditEntry['kind'], string> = { order: '#2f9e44', spend: '#e8590c' };

function periodOf(params: URLSearchParams): CreditPeriod {
  const period: CreditPeriod = {};
  const from = params.get(PERIOD_KEYS.from);
  const to = params.get(PERIOD_KEYS.to);
  if (from) period.from = from;
  if (to) period.to = to;
  return period;
}

function SummaryCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={{ base: 'md', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
        {value === undefined ? <Skeleton height={28} width="70%" /> : <Money value={value} />}
      </Text>
    </Card>
  );
}

export default function ClubCreditPage() {
  const { t } = useTranslation('club-credits');
  usePageTitle(t('club.title'));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const summary = useQuery(clubSummaryQuery(period));

  const setPeriod = (from: string | null, to: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          [PERIOD_KEYS.from, from],
          [PERIOD_KEYS.to, to],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  const outsideFilters: OutsideFilters = {
    apply: (query) =>
      period.from || period.to
        ? { ...query, fields: { ...query.fields, period: { o: 'valueDateRange', v: { ...period } } } }
        : query,
    active: Boolean(period.from || period.to),
    addressKeys: Object.values(PERIOD_KEYS),
  };
  const data = summary.data?.data;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('club.title')}</Title>
        {user?.currentClub && <Text c="dimmed">{user.currentClub.name}</Text>}
      </div>
      <DateRangeField
        label={t('field.period')}
        placeholder={t('club.wholeHistory')}
        value={[period.from ?? null, period.to ?? null]}
        onChange={([from, to]) => setPeriod(from, to)}
        w={{ base: '100%', xs: 280 }}
      />
      {summary.isError ? (
        <Text c="red.8" role="alert">
          {t('club.summaryFailed')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-live="polite">
          <SummaryCard label={t('field.balanceCurrent')} value={data?.balanceCurrent} />
          <SummaryCard label={t('field.ordered')} value={data?.ordered} />
          <SummaryCard label={t('field.spent')} value={data?.spent} />
          <SummaryCard label={t('field.balancePeriod')} value={data?.balancePeriod} />
        </SimpleGrid>
      )}
      <ListView<CreditEntry>
        queryKey={[...CREDITS_KEY, 'club', 'ledger']}
        load={loadClubLedger}
        caption={t('club.ledger')}
        exportEndpoint={clubLedgerCall}
        defaultSort="-entryDate"
        syncToUrl
        outsideFilters={outsideFilters}
        emptyText={t('club.empty')}
        filters={[
          {
            kind: 'select',
            field: 'kind',
            label: t('field.kind'),
            options: [
              { value: 'order', label: t('kind.order') },
              { value: 'spend', label: t('kind.spend') },
            ],
          },
        ]}
        columns={[
          {
            key: 'entryDate',
            title: t('field.entryDate'),
            sortField: 'entryDate',
            render: (r) => formatDate(r.entryDate),
          },
          {
            key: 'kind',
            title: t('field.kind'),
            render: (r) => (
              <Badge color={KIND_COLOR[r.kind]} c={readableOn(KIND_COLOR[r.kind])} tt="none" miw="max-content">
                {t(`kind.${r.kind}`)}
              </Badge>
            ),
          },
          {
            key: 'amount',
            title: t('field.amount'),
            sortField: 'amount',
            align: 'right',
            render: (r) => <Money value={r.kind === 'order' ? r.amount : -r.amount} signed />,
          },
          {
            key: 'balanceAfter',
            title: t('field.balanceAfter'),
            align: 'right',
            render: (r) => <Money value={r.balanceAfter} />,
          },
          {
            key: 'note',
            title: t('field.note'),
            render: (r) => (
              <>
                <Text span inherit>
                  {r.note ?? ''}
                </Text>
                {r.contributionCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('club.contributions', { count: r.contributionCount })}
                  </Text>
                )}
              </>
            ),
          },
        ]}
      />
    </Stack>
  );
}
