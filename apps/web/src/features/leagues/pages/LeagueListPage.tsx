// The leagues (league/list, LEAGUE__LIST) of a zone: filters name, season and state, sort, paging,
// export; the office adds a league in a dialog and lands on its page.
import type { LeagueListItem } from '@fedra/contract/leagues';
import { LEAGUE_STATES } from '@fedra/contract/leagues';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListFilter, ListView } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { leagueListCall, leaguesKey, loadLeagues } from '../api';
import { LeagueFormModal } from '../components/LeagueFormModal';
import { LeagueStateBadge } from '../components/LeagueStateBadge';
import { useLeagueZone } from '../use-league-zone';

export default function LeagueListPage() {
  const { t } = useTranslation('leagues');
  usePageTitle(t('list.title'));
  const zone = useLeagueZone();
  const may = useCanAction();
  const navigate = useNavigate();
  const seasons = useQuery(seasonsQuery(zone));
  const [adding, setAdding] = useState(false);

  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('field.name') },
    {
      kind: 'select',
      field: 'seasonId',
      label: t('field.season'),
      options: (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    {
      kind: 'select',
      field: 'stateId',
      label: t('field.state'),
      options: LEAGUE_STATES.filter((s) => zone !== 'personal' || s !== 1).map((s) => ({
        value: String(s),
        label: t(`state.${s}`),
      })),
    },
  ];
  const detailHref = (row: LeagueListItem) => zoneHref(zone, `league/detail/${row.id}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('list.title')}</Title>
        {zone === 'admin' && may('league.create') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        )}
      </Group>
      <ListView<LeagueListItem>
        queryKey={[...leaguesKey(zone), 'list']}
        load={loadLeagues(zone)}
        exportEndpoint={leagueListCall(zone)}
        caption={t('list.title')}
        defaultSort="-dateFrom"
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={760}
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (row) => (
              <Stack gap={0}>
                <Anchor component={Link} to={detailHref(row)} fw={600}>
                  {row.name}
                </Anchor>
                {row.organizerName && (
                  <Text size="xs" c="dimmed">
                    {row.organizerName}
                  </Text>
                )}
              </Stack>
            ),
          },
          { key: 'seasonName', title: t('field.season'), sortField: 'season' },
          {
            key: 'dateFrom',
            title: t('field.dates'),
            sortField: 'dateFrom',
            render: (row) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateRange(row.dateFrom, row.dateTill)}
              </Text>
            ),
          },
          {
            key: 'stateId',
            title: t('field.state'),
            sortField: 'stateId',
            render: (row) => <LeagueStateBadge stateId={row.stateId} />,
          },
          {
            key: 'competitionCount',
            title: t('field.competitions'),
            align: 'right',
            render: (row) => t('count.competitions', { count: row.competitionCount }),
          },
          {
            key: 'teamCount',
            title: t('field.teams'),
            align: 'right',
            render: (row) => t('count.teams', { count: row.teamCount }),
          },
        ]}
      />
      {zone === 'admin' && (
        <LeagueFormModal
          opened={adding}
          league={null}
          onClose={() => setAdding(false)}
          onCreated={(id) => navigate(zoneHref('admin', `league/detail/${id}`))}
        />
      )}
    </Stack>
  );
}
