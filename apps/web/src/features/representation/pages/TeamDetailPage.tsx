// One national team (representation/teams/detail/{id}): the header with its season, discipline,
// age category and sex, the office's edit and delete (asks first: the squad, events and matches go
// too), and the tabs squad (nominate a person, remove a nomination, each nomination's state),
// events and matches of the team.
import type {
  Nomination,
  RepresentationEventListItem,
  RepresentationMatch,
  RepresentationTeam,
} from '@fedra/contract/representation';
import { representationEndpoints } from '@fedra/contract/representation';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconExternalLink, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { call } from '../../../platform/api/client';
import { confirmDelete } from '../../../platform/forms';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { Fact } from '../../../platform/ui/Fact';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { deleteTeam, REPRESENTATION_KEY, removeNomination, squadQuery, teamQuery, UPDATE_LINK } from '../api';
import { NominateModal } from '../components/NominateModal';
import { NominationStateBadge, useTeamTraits } from '../components/shared';
import { TeamFormModal } from '../components/TeamFormModal';

export default function TeamDetailPage() {
  const { t } = useTranslation('representation');
  const { id, valid } = useIdParam();
  const query = useQuery({ ...teamQuery(id), enabled: valid });
  const team = query.data?.data;
  usePageTitle(team?.name ?? t('team.title'));
  const gate = recordGate(query, { valid, loadError: t('team.loadError') });
  if (gate || !team) return gate;
  return <TeamView team={team} mayChange={hasLinks(query.data?.links ?? [], UPDATE_LINK)} />;
}

function TeamView({ team, mayChange }: { team: RepresentationTeam; mayChange: boolean }) {
  const { t } = useTranslation('representation');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const traits = useTeamTraits();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<string | null>('squad');
  const listPath = zoneHref('admin', 'representation/teams');
  const askDelete = () =>
    confirmDelete({
      title: t('team.deleteTitle'),
      name: team.name,
      note: t('team.deleteNote'),
      noteEmphasis: true,
      remove: () => deleteTeam(team.id),
      afterwards: async () => {
        navigate(listPath);
        await queryClient.invalidateQueries({ queryKey: REPRESENTATION_KEY });
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('team.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          <Text size="sm" c="dimmed">
            {team.seasonName} · {traits(team)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="subtle"
            component={Link}
            to={`/zone/public/representation/public-detail/${team.id}`}
            target="_blank"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('team.publicPage')}
          </Button>
          {mayChange && (
            <>
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('team.edit')}
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={askDelete}
              >
                {t('team.delete')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label={t('field.squad')}>{t('count.persons', { count: team.squadCount })}</Fact>
          <Fact label={t('field.accepted')}>{t('count.persons', { count: team.acceptedCount })}</Fact>
          <Fact label={t('state.pending')}>{t('count.persons', { count: team.pendingCount })}</Fact>
          <Fact label={t('state.declined')}>{t('count.persons', { count: team.declinedCount })}</Fact>
        </SimpleGrid>
        {team.note && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
            {team.note}
          </Text>
        )}
      </Paper>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <RecordTabList>
          <Tabs.Tab value="squad">{t('team.tabSquad')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('team.tabEvents')}</Tabs.Tab>
          <Tabs.Tab value="matches">{t('team.tabMatches')}</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="squad" pt="md">
          <SquadTab team={team} mayChange={mayChange} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <TeamEventsTab team={team} />
        </Tabs.Panel>
        <Tabs.Panel value="matches" pt="md">
          <TeamMatchesTab team={team} />
        </Tabs.Panel>
      </Tabs>
      {editing && <TeamFormModal team={team} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function SquadTab({ team, mayChange }: { team: RepresentationTeam; mayChange: boolean }) {
  const { t } = useTranslation('representation');
  const queryClient = useQueryClient();
  const squad = useQuery(squadQuery(team.id));
  const [nominating, setNominating] = useState(false);
  // Removing a nomination, not deleting the person: asked and announced in those words.
  const remove = (n: Nomination) =>
    confirmDelete({
      title: t('team.removeTitle'),
      question: t('team.removeQuestion', { name: `${n.firstName} ${n.lastName}` }),
      confirm: t('team.removeConfirm'),
      note: t('team.removeNote'),
      remove: async () => {
        await removeNomination(n.id);
        return t('team.removed');
      },
      afterwards: () => queryClient.invalidateQueries({ queryKey: REPRESENTATION_KEY }),
    });
  if (!squad.data) return <Skeleton h={160} aria-busy />;
  return (
    <Stack gap="sm">
      {mayChange && (
        <Group>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setNominating(true)}>
            {t('team.nominate')}
          </Button>
        </Group>
      )}
      <SimpleTable<Nomination>
        rows={squad.data.data}
        rowKey={(n) => n.id}
        empty={t('team.squadEmpty')}
        columns={[
          { title: t('field.person'), render: (n) => `${n.lastName} ${n.firstName}` },
          { title: t('field.club'), render: (n) => n.clubName ?? t('none') },
          { title: t('field.birthDate'), render: (n) => formatDate(n.birthDate) || t('none') },
          { title: t('field.state'), render: (n) => <NominationStateBadge state={n.state} /> },
          {
            title: t('field.answered'),
            render: (n) =>
              n.answeredDate
                ? `${formatDate(n.answeredDate)}${n.answeredAs ? `, ${t(`answeredAs.${n.answeredAs}`)}` : ''}`
                : t('none'),
          },
          ...(mayChange
            ? [
                {
                  title: t('actions'),
                  render: (n: Nomination) => (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('team.remove', { name: `${n.firstName} ${n.lastName}` })}
                      onClick={() => remove(n)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  ),
                },
              ]
            : []),
        ]}
      />
      {nominating && <NominateModal teamId={team.id} teamName={team.name} onClose={() => setNominating(false)} />}
    </Stack>
  );
}

const teamFilter = (teamId: number) => ({ teamId: { o: 'valuesEqual' as const, v: String(teamId) } });

function TeamEventsTab({ team }: { team: RepresentationTeam }) {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const events = useQuery({
    queryKey: [...REPRESENTATION_KEY, 'team', team.id, 'events'],
    queryFn: ({ signal }) =>
      call(representationEndpoints.eventList, {
        query: { limit: 1000, sort: '-dateFrom', fields: teamFilter(team.id) },
        signal,
      }),
  });
  if (!events.data) return <Skeleton h={120} aria-busy />;
  return (
    <Stack gap="sm">
      <SimpleTable<RepresentationEventListItem>
        rows={events.data.data}
        rowKey={(e) => e.id}
        empty={t('team.eventsEmpty')}
        columns={[
          { title: t('field.name'), render: (e) => e.name },
          { title: t('field.kind'), render: (e) => t(`kind.${e.kind}`) },
          { title: t('field.dates'), render: (e) => formatDateRange(e.dateFrom, e.dateTill) },
          {
            title: t('field.place'),
            render: (e) =>
              [e.place, e.countryId ? codebook.name('country', e.countryId) : null].filter(Boolean).join(', ') ||
              t('none'),
          },
          { title: t('field.participants'), render: (e) => t('count.persons', { count: e.participantCount }) },
        ]}
      />
      <Anchor component={Link} to={zoneHref('admin', 'representation/events')} size="sm">
        {t('team.manageEvents')}
      </Anchor>
    </Stack>
  );
}

function TeamMatchesTab({ team }: { team: RepresentationTeam }) {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const matches = useQuery({
    queryKey: [...REPRESENTATION_KEY, 'team', team.id, 'matches'],
    queryFn: ({ signal }) =>
      call(representationEndpoints.matchList, {
        query: { limit: 1000, sort: '-date', fields: teamFilter(team.id) },
        signal,
      }),
  });
  if (!matches.data) return <Skeleton h={120} aria-busy />;
  return (
    <Stack gap="sm">
      <SimpleTable<RepresentationMatch>
        rows={matches.data.data}
        rowKey={(m) => m.id}
        empty={t('team.matchesEmpty')}
        columns={[
          { title: t('field.date'), render: (m) => `${formatDate(m.date)}${m.time ? ` ${m.time}` : ''}` },
          { title: t('field.opponentCountryId'), render: (m) => codebook.name('country', m.opponentCountryId) },
          { title: t('field.competition'), render: (m) => m.competition ?? t('none') },
          { title: t('field.place'), render: (m) => m.place ?? t('none') },
          {
            title: t('field.score'),
            render: (m) => (m.scoreOwn === null ? t('matches.notPlayed') : `${m.scoreOwn}:${m.scoreOpponent}`),
          },
        ]}
      />
      <Anchor component={Link} to={zoneHref('admin', 'representation/matches')} size="sm">
        {t('team.manageMatches')}
      </Anchor>
    </Stack>
  );
}
