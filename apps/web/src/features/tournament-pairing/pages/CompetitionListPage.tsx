// The disciplines of every tournament (tournament/competition/list, admin and club zones): filters
// (season, tournament name, sport discipline, age category group, paired, state, name), sort,
// paging, export; each row links to its discipline page (tournament/competition/{id}).
import type { PairingCompetitionRow } from '@fedra/contract/tournament-pairing';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListColumn, type ListFilter, ListView } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { StateBadge, useDisciplineCodebook, useTournamentCodebook, useTournamentZone } from '../../tournaments';
import { loadPairingList, type PairingZone, pairingKey, pairingListCall } from '../api';
import { OLDER_PREFIX } from './OlderTournamentPages';

/** The filters both discipline lists share. */
export function useCompetitionFilters(zone: PairingZone): ListFilter[] {
  const { t } = useTranslation('tournament-pairing');
  const cb = useTournamentCodebook();
  const dcb = useDisciplineCodebook();
  const seasons = useQuery(seasonsQuery(zone));
  return [
    { kind: 'text', field: 'name', label: t('field.name') },
    { kind: 'text', field: 'tournament', label: t('field.tournament') },
    {
      kind: 'select',
      field: 'seasonId',
      label: t('field.season'),
      options: (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    {
      kind: 'select',
      field: 'sportDisciplineId',
      label: t('field.discipline'),
      options: cb.options('sportDisciplines'),
    },
    { kind: 'select', field: 'ageCategoryGroupId', label: t('field.group'), options: cb.options('ageCategoryGroups') },
    { kind: 'boolean', field: 'paired', label: t('field.paired') },
    {
      kind: 'select',
      field: 'stateId',
      label: t('field.state'),
      options: dcb.options('tournamentCompetitionStates'),
    },
  ];
}

/** The columns both discipline lists share (the name links to the discipline page). */
export function useCompetitionColumns(zone: PairingZone): ListColumn<PairingCompetitionRow>[] {
  const { t } = useTranslation('tournament-pairing');
  return [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      render: (c) => (
        <Anchor component={Link} to={zoneHref(zone, `${OLDER_PREFIX}/competition/${c.id}`)} fw={600} size="sm">
          {c.name}
        </Anchor>
      ),
    },
    {
      key: 'tournament',
      title: t('field.tournament'),
      sortField: 'tournament',
      render: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={zoneHref(zone, `${OLDER_PREFIX}/detail/${c.tournamentId}`)} size="sm">
            {c.tournamentName}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateRange(c.tournamentDateFrom, c.tournamentDateTill)}
          </Text>
        </Stack>
      ),
    },
    { key: 'seasonName', title: t('field.season') },
    {
      key: 'stateId',
      title: t('field.state'),
      sortField: 'stateId',
      render: (c) => <StateBadge list="tournamentCompetitionStates" stateId={c.stateId} />,
    },
    {
      key: 'previous',
      title: t('field.previous'),
      render: (c) =>
        c.previousCompetition ? (
          <Stack gap={0}>
            <Text size="sm">{c.previousCompetition.name}</Text>
            <Text size="xs" c="dimmed">
              {[c.previousCompetition.tournamentName, c.previousCompetition.seasonName].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];
}

export default function CompetitionListPage() {
  const { t } = useTranslation('tournament-pairing');
  usePageTitle(t('competitions.title'));
  const zone: PairingZone = useZoneOfPairing();
  const filters = useCompetitionFilters(zone);
  const columns = useCompetitionColumns(zone);
  return (
    <Stack gap="md">
      <Title order={1}>{t('competitions.title')}</Title>
      <ListView<PairingCompetitionRow>
        queryKey={[...pairingKey(zone), 'list']}
        load={loadPairingList(zone)}
        exportEndpoint={pairingListCall(zone)}
        caption={t('competitions.title')}
        defaultSort="-dateFrom"
        syncToUrl
        filters={filters}
        emptyText={t('competitions.empty')}
        emptyFilteredText={t('competitions.emptyFiltered')}
        minTableWidth={860}
        columns={[
          ...columns.slice(0, 2),
          {
            key: 'dateFrom',
            title: t('field.dates'),
            sortField: 'dateFrom',
            render: (c) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateRange(c.dateFrom, c.dateTill)}
              </Text>
            ),
          },
          ...columns.slice(2),
          {
            key: 'counts',
            title: t('field.counts'),
            align: 'right',
            render: (c) => `${c.athletesCount} / ${c.refereesCount}`,
          },
        ]}
      />
    </Stack>
  );
}

/** The zone of the cross-tournament lists (admin and club only). */
export function useZoneOfPairing(): PairingZone {
  const zone = useTournamentZone();
  return zone === 'club' ? 'club' : 'admin';
}
