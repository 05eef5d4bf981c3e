// Rankings (tournament-dynamic/ranking/list/{tab?}, access key RANKING): the overview (pick an
// age-category group, sex and sport discipline, then one of the dates generated for it, the latest
// by default; the persons with rank, name, club, points and the tournaments that counted, filtered
// by name, exportable) in the admin, club and personal zones; in the admin zone also the tournaments
// excluded from and included in the rankings, and the "Generate ranking" dialog.
import type { RankingEntry, RankingTournament } from '@fedra/contract/rankings';
import { Button, Group, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { confirmAction, ListView } from '../../../platform/forms';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { useTournamentCodebook } from '../../tournaments';
import {
  entriesCall,
  latestRankingQuery,
  loadEntries,
  loadOverrides,
  type OverrideKind,
  overrideCalls,
  RANKINGS_KEY,
  type RankingZone,
  rankingsQuery,
  removeOverride,
} from '../api';
import { GenerateRankingModal } from '../components/GenerateRankingModal';
import { TournamentPickerModal } from '../components/TournamentPickerModal';

const TABS = ['ranking-overview', 'excluded-tournaments', 'included-tournaments'] as const;
type Tab = (typeof TABS)[number];

function useRankingZone(): RankingZone {
  const zone = useCurrentZone();
  return zone === 'club' || zone === 'personal' ? zone : 'admin';
}

export default function RankingListPage() {
  const { t } = useTranslation('rankings');
  usePageTitle(t('title'));
  const zone = useRankingZone();
  const may = useCanAction();
  const navigate = useNavigate();
  const [generating, setGenerating] = useState(false);
  const param = useParams().tab ?? 'ranking-overview';
  const tabs: readonly Tab[] = zone === 'admin' ? TABS : ['ranking-overview'];
  if (!(tabs as readonly string[]).includes(param)) return <NotFoundPage />;
  const tab = param as Tab;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('title')}</Title>
        {zone === 'admin' && may('tournament.ranking.generate') && (
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setGenerating(true)}>
            {t('generate.open')}
          </Button>
        )}
      </Group>
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(next) => next && navigate(zoneHref(zone, `tournament-dynamic/ranking/list/${next}`))}
        >
          <RecordTabList>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tab.${name}`)}
              </Tabs.Tab>
            ))}
          </RecordTabList>
        </Tabs>
      )}
      {tab === 'ranking-overview' && <Overview zone={zone} />}
      {tab === 'excluded-tournaments' && <OverrideList kind="excluded" />}
      {tab === 'included-tournaments' && <OverrideList kind="included" />}
      {generating && <GenerateRankingModal onClose={() => setGenerating(false)} />}
    </Stack>
  );
}

function Overview({ zone }: { zone: RankingZone }) {
  const { t, i18n } = useTranslation('rankings');
  const cb = useTournamentCodebook();
  const [group, setGroup] = useState<string | null>(null);
  const [sex, setSex] = useState<string | null>(null);
  const [discipline, setDiscipline] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const key = group && sex && discipline ? { group, sex, discipline } : null;
  // Nothing chosen yet: open on the latest ranking, so that a visitor sees one without three picks.
  const latest = useQuery({ ...latestRankingQuery(zone), enabled: !group && !sex && !discipline });
  const first = latest.data?.data[0];
  useEffect(() => {
    if (!first) return;
    setGroup((v) => v ?? String(first.ageCategoryGroupId));
    setSex((v) => v ?? String(first.sexId));
    setDiscipline((v) => v ?? String(first.sportDisciplineId));
  }, [first]);
  const rankings = useQuery(rankingsQuery(zone, key));
  const list = rankings.data?.data ?? [];
  // The latest date by default (the list comes latest first).
  const ranking = list.find((r) => String(r.id) === picked) ?? list[0] ?? null;
  const points = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en' : 'cs', { maximumFractionDigits: 2 });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Select
          label={t('field.group')}
          data={cb.options('ageCategoryGroups')}
          value={group}
          onChange={(v) => {
            setGroup(v);
            setPicked(null);
          }}
          withAsterisk
          allowDeselect={false}
        />
        <Select
          label={t('field.sex')}
          data={cb.options('sex')}
          value={sex}
          onChange={(v) => {
            setSex(v);
            setPicked(null);
          }}
          withAsterisk
          allowDeselect={false}
        />
        <Select
          label={t('field.discipline')}
          data={cb.options('sportDisciplines')}
          value={discipline}
          onChange={(v) => {
            setDiscipline(v);
            setPicked(null);
          }}
          searchable
          withAsterisk
          allowDeselect={false}
        />
        <Select
          label={t('field.rankDate')}
          data={list.map((r) => ({ value: String(r.id), label: formatDate(r.rankDate) }))}
          value={ranking ? String(ranking.id) : null}
          onChange={setPicked}
          disabled={!list.length}
          allowDeselect={false}
        />
      </SimpleGrid>
      {!key ? (
        <Text c="dimmed">{t('overview.pick')}</Text>
      ) : rankings.isPending ? null : !ranking ? (
        <Text c="dimmed">{t('overview.none')}</Text>
      ) : (
        <ListView<RankingEntry>
          key={ranking.id}
          queryKey={[...RANKINGS_KEY, zone, 'entries', ranking.id]}
          load={loadEntries(zone, ranking.id)}
          exportEndpoint={entriesCall(zone)}
          exportParams={{ id: ranking.id }}
          caption={t('overview.caption', { date: formatDate(ranking.rankDate) })}
          defaultSort="rank"
          filters={[{ kind: 'text', field: 'fullName', label: t('field.name') }]}
          getRowKey={(row) => row.personId}
          emptyText={t('overview.empty')}
          minTableWidth={760}
          columns={[
            { key: 'rank', title: t('field.rank'), sortField: 'rank', align: 'right', render: (r) => `${r.rank}.` },
            {
              key: 'fullName',
              title: t('field.name'),
              render: (r) => (
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {r.fullName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.registrationNumber}
                  </Text>
                </Stack>
              ),
            },
            { key: 'clubName', title: t('field.club'), render: (r) => r.clubName ?? '' },
            {
              key: 'points',
              title: t('field.points'),
              sortField: 'points',
              align: 'right',
              render: (r) => points(r.points),
            },
            {
              key: 'counted',
              title: t('field.counted'),
              render: (r) => (
                <Stack gap={0}>
                  <Text size="xs" fw={600}>
                    {t('overview.countedCount', { count: r.countedCount })}
                  </Text>
                  {r.counted.map((c) => (
                    <Text size="xs" key={c.competitionId}>
                      {c.tournamentName} ({points(c.points)})
                    </Text>
                  ))}
                </Stack>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}

function OverrideList({ kind }: { kind: OverrideKind }) {
  const { t } = useTranslation('rankings');
  const may = useCanAction();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const canEdit = may('tournament.ranking.update');
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...RANKINGS_KEY, kind] });
  const remove = (row: RankingTournament) =>
    confirmAction({
      title: t(`${kind}.removeTitle`),
      children: t(`${kind}.removeText`, { name: row.name }),
      confirm: t('remove'),
      danger: true,
      run: () => removeOverride(kind, row.id),
      afterwards: async () => {
        notify.success(t(`${kind}.removed`));
        await refresh();
      },
    });

  return (
    <>
      <ListView<RankingTournament>
        queryKey={[...RANKINGS_KEY, kind]}
        load={loadOverrides(kind)}
        exportEndpoint={overrideCalls(kind).list}
        caption={t(`tab.${kind}-tournaments`)}
        defaultSort="-dateFrom"
        filters={[{ kind: 'text', field: 'name', label: t('field.tournament') }]}
        emptyText={t(`${kind}.empty`)}
        minTableWidth={640}
        toolbar={
          canEdit ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t(`${kind}.add`)}
            </Button>
          ) : undefined
        }
        columns={[
          {
            key: 'dateFrom',
            title: t('field.dates'),
            sortField: 'dateFrom',
            render: (r) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateRange(r.dateFrom, r.dateTill)}
              </Text>
            ),
          },
          { key: 'name', title: t('field.tournament'), sortField: 'name' },
          { key: 'organizerName', title: t('field.organizer'), render: (r) => r.organizerName ?? '' },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('actions'),
                  align: 'right' as const,
                  render: (r: RankingTournament) => (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => remove(r)}
                      aria-label={t('removeNamed', { name: r.name })}
                    >
                      {t('remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding && (
        <TournamentPickerModal
          kind={kind}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
