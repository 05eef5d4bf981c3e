// The annual statistics (issue 33 part 4): members by region, by age band and sex, clubs by region,
// referees and coaches by level, this year against the last, as charts with their tables, an XLSX
// workbook and a printable page (reporting-print.css leaves out the shell and the controls).

import type { ReportingStats } from '@fedra/contract/reporting';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncButton } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { notifyError } from '../../../platform/notifications';
import { downloadStatsXlsx, statsQuery } from '../api';
import { BarsFigure } from './LazyBars';
import { QueryFailed } from './QueryFailed';
import { YearSelect } from './YearSelect';
import './reporting-print.css';

type Counts = { count: number; previousCount: number };
const SEXES = ['male', 'female', 'unknown'] as const;
const number = (n: number) => n.toLocaleString('cs-CZ');
const change = (r: Counts) => {
  const d = r.count - r.previousCount;
  return d > 0 ? `+${number(d)}` : number(d);
};

function sumBy<T extends Counts>(rows: T[], key: (row: T) => string) {
  const out = new Map<string, Counts>();
  for (const row of rows) {
    const hit = out.get(key(row)) ?? { count: 0, previousCount: 0 };
    hit.count += row.count;
    hit.previousCount += row.previousCount;
    out.set(key(row), hit);
  }
  return out;
}

export function StatsTab() {
  const { t } = useTranslation('reporting');
  const [year, setYear] = useState<number | null>(null);
  const stats = useQuery(statsQuery(year));
  const data = stats.data?.data;

  return (
    <Stack gap="lg" aria-busy={stats.isFetching || undefined}>
      <Group align="flex-end" gap="md" data-print-hide>
        <YearSelect value={year} currentYear={data?.year} onChange={setYear} />
        <AsyncButton
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadStatsXlsx(year)}
          onError={notifyError}
        >
          {t('stats.xlsx')}
        </AsyncButton>
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('stats.print')}
        </Button>
      </Group>
      {stats.isError && <QueryFailed error={stats.error} onRetry={() => void stats.refetch()} />}
      {data && <StatsBody data={data} />}
    </Stack>
  );
}

function StatsBody({ data }: { data: ReportingStats }) {
  const { t } = useTranslation('reporting');
  const none = t('stats.none');
  const thisYear = t('stats.yearColumn', { year: data.year });
  const lastYear = t('stats.yearColumn', { year: data.previousYear });
  const yearSeries = [
    { name: 'count', label: thisYear, color: 'blue.6' },
    { name: 'previousCount', label: lastYear, color: 'gray.5' },
  ];
  const regionNames = new Map(data.members.map((m) => [String(m.regionId), m.region ?? none]));
  const byRegion = sumBy(data.members, (m) => String(m.regionId));
  const bySexAndBand = sumBy(data.members, (m) => `${m.ageBand}|${m.sex}`);
  const bandLabel = (code: string) => (code === 'unknown' ? none : code);

  return (
    <Stack gap="lg">
      <Text>{t('stats.dates', { date: formatDate(data.date), previous: formatDate(data.previousDate) })}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {(['members', 'clubs', 'referees', 'coaches'] as const).map((k) => (
          <Card key={k} withBorder padding="sm" data-print-block>
            <Text size="sm" c="dimmed">
              {t(`stats.totals.${k}`)}
            </Text>
            <Text fw={700} size="xl">
              {number(data.totals[k].count)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('stats.against', { count: data.totals[k].previousCount, change: change(data.totals[k]) })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Block title={t('stats.membersByRegion')} description={t('stats.membersByRegionHint')}>
        <BarsFigure
          label={t('stats.chartOf', { title: t('stats.membersByRegion') })}
          height={Math.max(260, byRegion.size * 34)}
          horizontal
          series={yearSeries}
          data={[...byRegion].map(([id, c]) => ({ label: regionNames.get(id) ?? none, ...c }))}
        />
        <YearTable
          caption={t('stats.membersByRegion')}
          nameColumn={t('stats.region')}
          columns={[thisYear, lastYear]}
          rows={[...byRegion].map(([id, c]) => ({ key: id, label: regionNames.get(id) ?? none, ...c }))}
          total={data.totals.members}
          totalLabel={t('stats.totalDistinct')}
        />
      </Block>

      <Block title={t('stats.membersBySexAndAge')} description={t('stats.membersBySexAndAgeHint', { year: data.year })}>
        <BarsFigure
          label={t('stats.chartOf', { title: t('stats.membersBySexAndAge') })}
          height={280}
          stacked
          series={SEXES.map((s, i) => ({
            name: s,
            label: t(`stats.sex.${s}`),
            color: ['blue.6', 'pink.6', 'gray.5'][i]!,
          }))}
          data={data.ageBands.map((b) => ({
            label: bandLabel(b.code),
            ...Object.fromEntries(SEXES.map((s) => [s, bySexAndBand.get(`${b.code}|${s}`)?.count ?? 0])),
          }))}
        />
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t('stats.membersBySexAndAge')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('stats.ageBand')}</Table.Th>
                {SEXES.map((s) => (
                  <Table.Th key={s} scope="col" ta="right">
                    {t(`stats.sex.${s}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {lastYear}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.ageBands.map((b) => (
                <Table.Tr key={b.code}>
                  <Table.Th scope="row" fw={400}>
                    {bandLabel(b.code)}
                  </Table.Th>
                  {SEXES.map((s) => (
                    <Table.Td key={s} ta="right">
                      {number(bySexAndBand.get(`${b.code}|${s}`)?.count ?? 0)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">
                    {number(SEXES.reduce((n, s) => n + (bySexAndBand.get(`${b.code}|${s}`)?.previousCount ?? 0), 0))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Block>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Block title={t('stats.clubsByRegion')}>
          <BarsFigure
            label={t('stats.chartOf', { title: t('stats.clubsByRegion') })}
            height={Math.max(260, data.clubsByRegion.length * 34)}
            horizontal
            series={yearSeries}
            data={data.clubsByRegion.map((r) => ({
              label: r.region ?? none,
              count: r.count,
              previousCount: r.previousCount,
            }))}
          />
          <YearTable
            caption={t('stats.clubsByRegion')}
            nameColumn={t('stats.region')}
            columns={[thisYear, lastYear]}
            rows={data.clubsByRegion.map((r) => ({ key: String(r.regionId), label: r.region ?? none, ...r }))}
            total={data.totals.clubs}
            totalLabel={t('stats.total')}
          />
        </Block>
        {(['refereesByLevel', 'coachesByLevel'] as const).map((k) => (
          <Block key={k} title={t(`stats.${k}`)}>
            <BarsFigure
              label={t('stats.chartOf', { title: t(`stats.${k}`) })}
              height={Math.max(220, data[k].length * 34)}
              horizontal
              series={yearSeries}
              data={data[k].map((r) => ({
                label: r.level ?? t('stats.noLevel'),
                count: r.count,
                previousCount: r.previousCount,
              }))}
            />
            <YearTable
              caption={t(`stats.${k}`)}
              nameColumn={t('stats.level')}
              columns={[thisYear, lastYear]}
              rows={data[k].map((r) => ({ key: String(r.levelId), label: r.level ?? t('stats.noLevel'), ...r }))}
              total={k === 'refereesByLevel' ? data.totals.referees : data.totals.coaches}
              totalLabel={t('stats.totalDistinct')}
            />
          </Block>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Block({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md" data-print-block>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function YearTable({
  caption,
  nameColumn,
  columns,
  rows,
  total,
  totalLabel,
}: {
  caption: string;
  nameColumn: string;
  columns: [string, string];
  rows: ({ key: string; label: string } & Counts)[];
  total: Counts;
  totalLabel: string;
}) {
  const { t } = useTranslation('reporting');
  const line = (r: Counts) =>
    [
      ['count', number(r.count)],
      ['previous', number(r.previousCount)],
      ['change', change(r)],
    ] as const;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameColumn}</Table.Th>
            {[...columns, t('stats.change')].map((c) => (
              <Table.Th key={c} scope="col" ta="right">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row" fw={400}>
                {r.label}
              </Table.Th>
              {line(r).map(([k, v]) => (
                <Table.Td key={k} ta="right">
                  {v}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{totalLabel}</Table.Th>
            {line(total).map(([k, v]) => (
              <Table.Td key={k} ta="right" fw={700}>
                {v}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
