// A player's public ranking page (issue 36; ranking/public-player/:id): anonymous, in the public
// frame. The name and club, the place and points in the latest ranking of each combination the
// person is in (each a link to that ranking), the points over the ranking dates as a chart (with
// the same numbers in a table for screen readers) and the results that counted, each linking to
// the public tournament page. One call (GET /api/public-zone/rankings/players/:id); a person in
// no ranking is "not found".
import type { PublicRankingPlayer } from '@fedra/contract/rankings';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../platform/i18n/format';
import { useIdParam } from '../../../../platform/routing/id-param';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { NotFoundPage } from '../../../../platform/ui/NotFoundPage';
import { PublicSection } from '../../../../platform/ui/public-page';
import { PublicRecordPage } from '../../../../platform/ui/public-record-page';
import { publicPlayerQuery } from '../../api-public';
import { PointsChart } from '../../components/PointsChart';
import {
  keyId,
  PUBLIC_OVERVIEW_PATH,
  publicOverviewPath,
  publicTournamentPath,
  usePublicCodebook,
} from './public-shared';

const COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];

export default function PublicRankingPlayerPage() {
  const { id, valid } = useIdParam();
  if (!valid) return <NotFoundPage />;
  return <PublicRankingPlayerView id={id} />;
}

function PublicRankingPlayerView({ id }: { id: number }) {
  const { t } = useTranslation('rankings');
  const player = useQuery(publicPlayerQuery(id));
  usePageTitle(player.data?.data.fullName ?? t('public.playerTitle'));
  return (
    <PublicRecordPage
      query={player}
      back={{ to: PUBLIC_OVERVIEW_PATH, label: t('public.back') }}
      loadError={t('public.failed')}
      height={320}
    >
      {({ data }) => <Player data={data} />}
    </PublicRecordPage>
  );
}

function Player({ data }: { data: PublicRankingPlayer }) {
  const { t } = useTranslation('rankings');
  const cb = usePublicCodebook();
  const several = data.rankings.length > 1;

  return (
    <Stack gap="xl" mt="md">
      <Stack gap={4}>
        <Title order={1}>{data.fullName}</Title>
        {data.clubName && <Text c="dimmed">{data.clubName}</Text>}
      </Stack>

      <PublicSection title={t('public.places')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {data.rankings.map((r) => (
            <Card withBorder key={keyId(r)} component="article" aria-label={cb.keyName(r)}>
              <Stack gap={4}>
                <Text fw={600}>{cb.keyName(r)}</Text>
                <Group gap="xs" align="baseline">
                  <Text fz={28} fw={700} lh={1.1}>
                    {r.rank}.
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('public.ofPersons', { count: r.entriesCount })}
                  </Text>
                </Group>
                <Text size="sm">{t('public.pointsValue', { points: cb.points(r.points) })}</Text>
                <Text size="sm" c="dimmed">
                  {t('public.asOf', { date: formatDate(r.rankDate) })}
                </Text>
                <Anchor component={Link} to={publicOverviewPath(r, r.rankDate)} size="sm">
                  {t('public.showRanking')}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PublicSection>

      <PublicSection title={t('public.history')}>
        <History data={data} />
      </PublicSection>

      <PublicSection title={t('public.counted')}>
        {data.results.length === 0 ? (
          <Text c="dimmed">{t('public.noResults')}</Text>
        ) : (
          // Three columns (the discipline under the tournament) fit a phone without scrolling.
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('public.tournamentAndDiscipline')}</Table.Th>
                  <Table.Th ta="right">{t('field.points')}</Table.Th>
                  <Table.Th>{t('public.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((r) => (
                  <Table.Tr key={`${keyId(r)}-${r.tournamentId}-${r.disciplineName}-${r.points}`}>
                    <Table.Td>
                      <Anchor component={Link} to={publicTournamentPath(r.tournamentId)} size="sm">
                        {r.tournamentName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {several ? `${r.disciplineName} (${cb.keyName(r)})` : r.disciplineName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {cb.points(r.points)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PublicSection>
    </Stack>
  );
}

/** The points of each combination over the ranking dates: a line each, and a table for screen readers. */
function History({ data }: { data: PublicRankingPlayer }) {
  const { t } = useTranslation('rankings');
  const cb = usePublicCodebook();
  const series = data.rankings.map((r, i) => ({
    name: `k${keyId(r)}`,
    label: cb.keyName(r),
    color: COLORS[i % COLORS.length]!,
  }));
  const dates = [...new Set(data.history.map((h) => h.rankDate))].sort();
  const rows = dates.map((date) => {
    const row: Record<string, string | number | null> = { date: formatDate(date) };
    for (const h of data.history) if (h.rankDate === date) row[`k${keyId(h)}`] = h.points;
    return row;
  });
  return (
    <>
      <PointsChart
        label={t('public.chartLabel', { name: data.fullName })}
        data={rows}
        series={series}
        height={260}
        formatValue={cb.points}
      />
      {dates.length === 1 && (
        <Text size="sm" c="dimmed">
          {t('public.oneDate')}
        </Text>
      )}
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('public.history')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.rankDate')}</Table.Th>
              <Table.Th>{t('public.ranking')}</Table.Th>
              <Table.Th>{t('field.rank')}</Table.Th>
              <Table.Th>{t('field.points')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.history.map((h) => (
              <Table.Tr key={`${h.rankDate}-${keyId(h)}`}>
                <Table.Td>{formatDate(h.rankDate)}</Table.Td>
                <Table.Td>{cb.keyName(h)}</Table.Td>
                <Table.Td>{h.rank}.</Table.Td>
                <Table.Td>{cb.points(h.points)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
