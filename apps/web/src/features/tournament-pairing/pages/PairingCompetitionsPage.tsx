// Discipline pairing (tournament/pairing-competitions/list, admin zone): the disciplines of a season
// (the current one at first; the season select above the list changes it) with the previous season's discipline
// each continues. A row whose links allow it offers "pair" (a dialog choosing the previous season's
// discipline) and "unpair" (asks first); "Season management" pairs a whole season at once after a
// preview. Rules: docs/decisions.md "Season pairing and the older tournament module".
import type { PairingCompetitionRow } from '@fedra/contract/tournament-pairing';
import { ActionIcon, Button, Group, Menu, Select, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconLink, IconUnlink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { confirmAction, ListView } from '../../../platform/forms';
import { todayInPrague } from '../../../platform/i18n/today';
import { notify } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { TOURNAMENTS_KEY } from '../../tournaments';
import { loadPairingList, PAIR_ACTION, pairingKey, pairingListCall, setPreviousCompetition } from '../api';
import { PairDialog } from '../components/PairDialog';
import { SeasonPairingDialog } from '../components/SeasonPairingDialog';
import { currentSeason } from '../components/seasons';
import { useCompetitionColumns, useCompetitionFilters } from './CompetitionListPage';

export default function PairingCompetitionsPage() {
  const { t } = useTranslation('tournament-pairing');
  usePageTitle(t('pairing.title'));
  const may = useCanAction();
  const queryClient = useQueryClient();
  const seasons = useQuery(seasonsQuery('admin'));
  const seasonList = seasons.data?.data ?? [];
  // The season is the page's own choice (the current one at first), not one of the list's filters.
  const filters = useCompetitionFilters('admin').filter((f) => f.field !== 'seasonId');
  const columns = useCompetitionColumns('admin');
  const [pairing, setPairing] = useState<PairingCompetitionRow | null>(null);
  const [managing, setManaging] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
  const current = currentSeason(seasonList, todayInPrague());
  const [chosenSeason, setChosenSeason] = useState<number | null>(null);
  const seasonId = chosenSeason ?? current?.id ?? null;

  const unpair = (row: PairingCompetitionRow) =>
    confirmAction({
      title: t('pairing.unpairConfirm.title'),
      children: t('pairing.unpairConfirm.text', { name: row.name, previous: row.previousCompetition?.name ?? '' }),
      confirm: t('pairing.unpairConfirm.confirm'),
      danger: true,
      run: () => setPreviousCompetition(row.id, null),
      afterwards: async () => {
        notify.success(t('pairing.unpaired'));
        await refresh();
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('pairing.title')}</Title>
        {may('tournament.dynamic.competition.pair') && (
          <Button onClick={() => setManaging(true)} disabled={!seasons.data}>
            {t('pairing.season.open')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('pairing.intro')}
      </Text>
      {seasons.data && (
        <ListView<PairingCompetitionRow>
          queryKey={[...pairingKey('admin'), 'pairing']}
          load={loadPairingList('admin')}
          exportEndpoint={pairingListCall('admin')}
          caption={t('pairing.title')}
          defaultSort="tournament"
          syncToUrl
          filters={filters}
          key={seasonId ?? 'all'}
          outsideFilters={
            seasonId !== null
              ? {
                  apply: (query) => ({
                    ...query,
                    fields: { ...query.fields, seasonId: { o: 'valuesEqual', v: String(seasonId) } },
                  }),
                  active: false,
                }
              : undefined
          }
          toolbar={
            <Select
              label={t('field.season')}
              data={seasonList.map((s) => ({ value: String(s.id), label: s.name }))}
              value={seasonId === null ? null : String(seasonId)}
              onChange={(v) => setChosenSeason(v ? Number(v) : null)}
              allowDeselect={false}
              w={160}
            />
          }
          emptyText={t('competitions.empty')}
          emptyFilteredText={t('competitions.emptyFiltered')}
          minTableWidth={860}
          columns={[
            ...columns,
            {
              key: 'actions',
              title: '',
              align: 'right',
              render: (row) =>
                row.links.some((l) => l.operationId === PAIR_ACTION) ? (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('pairing.actions', { name: row.name })}>
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => setPairing(row)}>
                        {row.previousCompetitionId ? t('pairing.repair') : t('pairing.pair')}
                      </Menu.Item>
                      {row.previousCompetitionId && (
                        <Menu.Item
                          color="red"
                          leftSection={<IconUnlink size={16} aria-hidden />}
                          onClick={() => unpair(row)}
                        >
                          {t('pairing.unpair')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                ) : null,
            },
          ]}
        />
      )}
      {pairing && (
        <PairDialog competition={pairing} seasons={seasonList} onClose={() => setPairing(null)} onPaired={refresh} />
      )}
      {managing && (
        <SeasonPairingDialog
          seasons={seasonList}
          defaultSeasonId={seasonId}
          onClose={() => setManaging(false)}
          onPaired={refresh}
        />
      )}
    </Stack>
  );
}
