// A discipline of the older module (tournament/competition/{id}, admin and club zones): its
// tournament, dates, state, counts, the discipline it continues (with tournament and season), and
// its applications, from the dynamic module's calls (discipline get, tournament get, the
// discipline's applications) and the cross-tournament list for the previous discipline's details.
import type { Participant } from '@fedra/contract/tournament-competitions';
import { tournamentCompetitionsEndpoints as competitionApi } from '@fedra/contract/tournament-competitions';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../platform/api/client';
import { ListView } from '../../../platform/forms';
import { formatDateRange, formatDateTime } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { recordGate } from '../../../platform/ui/record-gate';
import {
  StateBadge,
  TOURNAMENTS_KEY,
  TournamentStateBadge,
  tournamentQuery,
  useDisciplineCodebook,
  useTournamentCodebook,
} from '../../tournaments';
import { pairingKey, pairingListCall } from '../api';
import { useZoneOfPairing } from './CompetitionListPage';
import { OLDER_PREFIX } from './OlderTournamentPages';

const GET = { admin: competitionApi.get, club: competitionApi.clubGet } as const;
const PARTICIPANTS = { admin: competitionApi.participantList, club: competitionApi.clubParticipantList } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export default function CompetitionPage() {
  const { t } = useTranslation('tournament-pairing');
  const { t: tt } = useTranslation('tournaments');
  const zone = useZoneOfPairing();
  const { id, valid } = useIdParam();
  const cb = useTournamentCodebook();
  const dcb = useDisciplineCodebook();
  const competition = useQuery({
    queryKey: [...TOURNAMENTS_KEY, 'competition', zone, id],
    queryFn: ({ signal }) => call(GET[zone], { params: { id }, signal }),
    enabled: valid,
  });
  const c = competition.data?.data;
  const tournament = useQuery({ ...tournamentQuery(zone, c?.tournamentId ?? 0), enabled: !!c });
  // The previous discipline's tournament and season: the discipline's row of the cross-tournament list.
  const row = useQuery({
    queryKey: [...pairingKey(zone), 'row', id, c?.tournamentId],
    enabled: !!c,
    queryFn: ({ signal }) =>
      call(pairingListCall(zone), {
        query: { limit: 1000, offset: 0, fields: { tournamentId: { o: 'valuesEqual', v: String(c!.tournamentId) } } },
        signal,
      }),
  });
  usePageTitle(c?.name ?? t('competition.title'));

  const gate = recordGate(competition, { valid, loadError: t('competition.loadError') });
  if (gate || !c) return gate;
  const previous: { id: number; name: string; tournamentName?: string; seasonName?: string | null } | null =
    row.data?.data.find((r) => r.id === c.id)?.previousCompetition ?? c.previousCompetition ?? null;
  const td = tournament.data?.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={zoneHref(zone, `${OLDER_PREFIX}/competition/list`)} size="sm">
        ← {t('competition.back')}
      </Anchor>
      <Stack gap={6}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {c.name}
        </Title>
        <Group gap="xs">
          <StateBadge list="tournamentCompetitionStates" stateId={c.stateId} />
          {c.sportDisciplineId && <Text size="sm">{cb.name('sportDisciplines', c.sportDisciplineId)}</Text>}
          {c.ageCategoryGroupId && (
            <Text size="sm" c="dimmed">
              {cb.name('ageCategoryGroups', c.ageCategoryGroupId)}
            </Text>
          )}
        </Group>
      </Stack>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Fact label={t('competition.tournament')}>
            <Stack gap={2}>
              <Anchor component={Link} to={zoneHref(zone, `${OLDER_PREFIX}/detail/${c.tournamentId}`)}>
                {td?.name ?? '…'}
              </Anchor>
              {td && <TournamentStateBadge stateId={td.stateId} />}
              <Anchor
                component={Link}
                to={zoneHref(zone, `${OLDER_PREFIX}/detail/${c.tournamentId}/results`)}
                size="sm"
              >
                {t('competition.results')}
              </Anchor>
            </Stack>
          </Fact>
          <Fact label={t('competition.tournamentDates')}>
            <Text size="sm">{td ? formatDateRange(td.dateFrom, td.dateTill) : '…'}</Text>
          </Fact>
          <Fact label={t('competition.dates')}>
            <Text size="sm">{formatDateRange(c.dateFrom, c.dateTill) || '—'}</Text>
          </Fact>
          <Fact label={t('field.season')}>
            <Text size="sm">{td?.seasonName ?? '…'}</Text>
          </Fact>
          <Fact label={t('field.counts')}>
            <Text size="sm">
              {t('competition.athletes')}: {c.athletesCount} · {t('competition.referees')}: {c.refereesCount} ·{' '}
              {t('competition.all')}: {c.participantsCount}
            </Text>
          </Fact>
          <Fact label={t('field.previous')}>
            {previous ? (
              <Stack gap={0}>
                <Anchor component={Link} to={zoneHref(zone, `${OLDER_PREFIX}/competition/${previous.id}`)} size="sm">
                  {previous.name}
                </Anchor>
                {previous.tournamentName && (
                  <Text size="xs" c="dimmed">
                    {[previous.tournamentName, previous.seasonName].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('competition.noPrevious')}
              </Text>
            )}
          </Fact>
        </SimpleGrid>
      </Card>
      <Title order={2} size="h3">
        {t('competition.applications')}
      </Title>
      <ListView<Participant>
        queryKey={[...TOURNAMENTS_KEY, 'competition-participants', zone, id]}
        load={(query, signal) => call(PARTICIPANTS[zone], { params: { competitionId: id }, query, signal })}
        exportEndpoint={PARTICIPANTS[zone]}
        exportParams={{ competitionId: id }}
        caption={t('competition.applications')}
        defaultSort="name"
        filters={[{ kind: 'text', field: 'name', label: tt('applications.field.name') }]}
        emptyText={tt('applications.empty')}
        minTableWidth={560}
        columns={[
          { key: 'name', title: tt('applications.field.name'), sortField: 'name' },
          { key: 'club', title: tt('applications.field.club'), sortField: 'club', render: (p) => p.club ?? '' },
          {
            key: 'roleId',
            title: tt('applications.field.role'),
            sortField: 'roleId',
            render: (p) => dcb.name('tournamentRoles', p.roleId),
          },
          {
            key: 'stateId',
            title: tt('applications.field.state'),
            sortField: 'stateId',
            render: (p) => <StateBadge list="tournamentTeamStates" stateId={p.stateId} />,
          },
          {
            key: 'registered',
            title: tt('applications.field.registered'),
            sortField: 'registered',
            render: (p) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(p.registered)}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
