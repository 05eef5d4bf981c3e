// The economy overview (economy; issue 31 part 6): what the clubs were invoiced, paid, still owe and
// owe past the due date, per club and season; the totals of the list's filter, issued vs paid per
// month and the clubs owing most as charts (loaded lazily), the list itself exported as CSV or XLSX.
// A unit manager sees its unit's clubs (the server's scope).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { type EconomyOverviewRow, economyOverviewEndpoints } from '@fedra/contract/economy-overview';
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListColumn, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCodebook } from '../../../platform/session/use-codebook';
import { ECONOMY_KEY, loadOverview, overviewSummaryQuery } from '../api';
import { MoneyBarsChart } from '../components/OverviewCharts';

const FIGURES = ['invoiced', 'paid', 'outstanding', 'overdue'] as const;

/** "2026-10" as the axis shows it: "10/2026". */
const monthLabel = (month: string) => `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;

export default function EconomyOverviewPage() {
  const { t, i18n } = useTranslation('economy');
  usePageTitle(t('overview.title'));
  const codebook = useCodebook();
  const money = (halere: number) => formatMoney(halere / 100, i18n.language);
  const koruny = (value: number) => formatMoney(value, i18n.language);
  const seasons = useQuery(seasonsQuery('admin'));
  const seasonOptions = (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const seasonName = (id: number | null) =>
    id === null ? t('overview.noSeason') : (seasonOptions.find((s) => s.value === String(id))?.label ?? String(id));
  const [fields, setFields] = useState<ListQuery['fields'] | null>(null);
  const summary = useQuery({
    ...overviewSummaryQuery(fields ?? {}),
    enabled: fields !== null,
    placeholderData: keepPreviousData,
  });
  const s = summary.data?.data;

  const columns: ListColumn<EconomyOverviewRow>[] = [
    { key: 'clubName', title: t('overview.club'), sortField: 'name' },
    { key: 'season', title: t('overview.season'), sortField: 'seasonId', render: (r) => seasonName(r.seasonId) },
    ...FIGURES.map((k) => ({
      key: k,
      title: t(`overview.${k}`),
      sortField: k,
      align: 'right' as const,
      render: (r: EconomyOverviewRow) => (
        <Text span inherit c={k === 'overdue' && r.overdue > 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {money(r[k])}
        </Text>
      ),
    })),
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('overview.title')}</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-busy={summary.isFetching || undefined}>
        {FIGURES.map((k) => (
          <Card key={k} withBorder padding="md" data-figure={k}>
            <Text size="sm" c="dimmed" fw={600} component="h2">
              {t(`overview.${k}`)}
            </Text>
            <Text
              fz={{ base: 18, sm: 24 }}
              fw={700}
              lh={1.2}
              component="div"
              c={k === 'overdue' && s?.totals.overdue ? 'red.9' : undefined}
            >
              {s ? money(s.totals[k]) : <Skeleton height={24} width={100} radius="sm" />}
            </Text>
            {k === 'overdue' && s && (
              <Text size="xs" c="dimmed">
                {t('overview.asOf', { date: formatDate(s.today) })}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      {s && s.months.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              {t('overview.monthsTitle')}
            </Title>
            <MoneyBarsChart
              label={t('overview.monthsLabel')}
              height={260}
              data={s.months.map((m) => ({ label: monthLabel(m.month), issued: m.issued / 100, paid: m.paid / 100 }))}
              series={[
                { name: 'issued', label: t('overview.issued'), color: 'blue.6' },
                { name: 'paid', label: t('overview.paid'), color: 'teal.6' },
              ]}
              formatValue={koruny}
            />
          </Card>
          {s.topOverdue.length > 0 && (
            <Card withBorder padding="md">
              <Title order={2} size="h4" mb="sm">
                {t('overview.topOverdueTitle')}
              </Title>
              <MoneyBarsChart
                label={t('overview.topOverdueLabel')}
                height={Math.max(160, s.topOverdue.length * 32)}
                horizontalBars
                data={s.topOverdue.map((c) => ({ label: c.clubName, overdue: c.overdue / 100 }))}
                series={[{ name: 'overdue', label: t('overview.overdue'), color: 'red.7' }]}
                formatValue={koruny}
              />
            </Card>
          )}
        </SimpleGrid>
      )}
      <ListView<EconomyOverviewRow>
        queryKey={[...ECONOMY_KEY, 'overview', 'list']}
        load={loadOverview}
        caption={t('overview.listCaption')}
        exportEndpoint={economyOverviewEndpoints.list}
        defaultSort="name"
        syncToUrl
        minTableWidth={760}
        getRowKey={(r) => `${r.clubId}-${r.seasonId ?? 0}`}
        onQueryChange={(query) => setFields(query.fields ?? {})}
        emptyText={t('overview.empty')}
        emptyFilteredText={t('overview.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('overview.club') },
          { kind: 'select', field: 'seasonId', label: t('overview.season'), options: seasonOptions },
          {
            kind: 'select',
            field: 'federationUnitId',
            label: t('overview.unit'),
            options: codebook.options('federationUnits'),
          },
          { kind: 'boolean', field: 'overdueOnly', label: t('overview.overdueOnly') },
        ]}
        columns={columns}
      />
    </Stack>
  );
}
