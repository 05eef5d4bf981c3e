// Statistics (report/statistics, STATS): the headline counts at the chosen date and all time, the
// members at the date by federation unit, region, section and district, adults and children by
// sex, and the club report's export. The date is in the address (?date=), so a link shares it.
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListExportMenu } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { clubReportCall } from '../api';
import { CountCards } from '../components/CountCards';
import { DateRejectedAlert } from '../components/DateRejectedAlert';
import { GroupStatsSection } from '../components/GroupStatsSection';
import { SexSplitSection } from '../components/SexSplitSection';
import { StatsDateField, useStatsDate } from '../components/StatsDateField';

export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  usePageTitle(t('overview.title'));
  const { date, rejected, setDate } = useStatsDate();
  const countsId = useId();
  const reportId = useId();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('overview.title')}</Title>
        <Text c="dimmed">{t('overview.intro')}</Text>
      </div>
      <StatsDateField value={date} onChange={setDate} />
      <DateRejectedAlert value={rejected} />

      <Stack component="section" aria-labelledby={countsId} gap="sm">
        <Title order={2} size="h3" id={countsId}>
          {t('counts.title')}
        </Title>
        <CountCards date={date} />
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <GroupStatsSection grouping="federationUnits" date={date} withChart />
        <GroupStatsSection grouping="regions" date={date} withChart />
        <GroupStatsSection grouping="sections" date={date} withChart />
        <SexSplitSection date={date} />
      </SimpleGrid>

      <Card withBorder component="section" aria-labelledby={reportId} padding="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h3" id={reportId}>
              {t('report.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('report.description', { date: formatDate(date) })}
            </Text>
            <Anchor component={Link} to={zoneHref('admin', `report/statistics/custom?date=${date}`)} size="sm">
              {t('report.browse')}
            </Anchor>
          </div>
          <ListExportMenu endpoint={clubReportCall} params={{ date }} fileName={`club-report-${date}`} />
        </Group>
      </Card>

      <GroupStatsSection grouping="districts" date={date} withChart={false} />
    </Stack>
  );
}
