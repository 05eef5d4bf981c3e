// The competitions of a league: each with its state, dates, teams and matches, a link to its page;
// the office adds, edits and deletes them (deleting asks first: its teams' entries, rosters, rounds
// and matches go too), as the links allow.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import type { League, LeagueCompetition } from '@fedra/contract/leagues';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmDelete, ListExportMenu } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { zoneHref } from '../../../platform/routing/zone';
import {
  competitionListCall,
  deleteCompetition,
  LEAGUE_LINK,
  LEAGUES_KEY,
  type LeagueZone,
  leagueCompetitionsQuery,
} from '../api';
import { useLeagueCodebook } from '../use-league-codebook';
import { CompetitionFormModal } from './CompetitionFormModal';

interface Props {
  league: League;
  zone: LeagueZone;
  /** The league's links (adding a competition). */
  links: ApiLink[];
}

export function CompetitionsTab({ league, zone, links }: Props) {
  const { t } = useTranslation('leagues');
  const cb = useLeagueCodebook();
  const queryClient = useQueryClient();
  const competitions = useQuery(leagueCompetitionsQuery(zone, league.id));
  // undefined: no form; null: a new competition.
  const [editing, setEditing] = useState<LeagueCompetition | null | undefined>(undefined);
  const rows = competitions.data?.data ?? [];
  const askDelete = (c: LeagueCompetition) =>
    confirmDelete({
      title: t('competition.deleteTitle'),
      name: c.name,
      note: t('competition.deleteNote'),
      noteEmphasis: c.teamCount > 0 || c.matchCount > 0,
      remove: () => deleteCompetition(c.id),
      removeWithResults: () => deleteCompetition(c.id, true),
      afterwards: () => queryClient.invalidateQueries({ queryKey: LEAGUES_KEY }),
    });

  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="sm">
        {rows.length > 0 && (
          <ListExportMenu
            endpoint={competitionListCall(zone)}
            params={{ leagueId: league.id }}
            total={rows.length}
            fileName="league-competitions"
          />
        )}
        {hasLinks(links, LEAGUE_LINK.competitionCreate) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('competitions.add')}
          </Button>
        )}
      </Group>
      {competitions.isPending && <Skeleton h={80} />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('competitions.label')}>
        {rows.map((c) => (
          <Paper component="li" withBorder p="sm" key={c.id}>
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={zoneHref(zone, `league/competition/${c.id}/standings`)}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {c.name}
                  </Anchor>
                  {c.stateId != null && (
                    <Badge variant="light" tt="none">
                      {cb.name('tournamentCompetitionStates', c.stateId)}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {[
                    c.dateFrom || c.dateTill ? formatDateRange(c.dateFrom, c.dateTill) : null,
                    t('count.teams', { count: c.teamCount }),
                    t('count.matches', { count: c.matchCount }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                {hasLinks(c.links, LEAGUE_LINK.competitionUpdate) && (
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    onClick={() => setEditing(c)}
                    aria-label={`${t('competition.edit')}: ${c.name}`}
                    title={t('competition.edit')}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                )}
                {hasLinks(c.links, LEAGUE_LINK.competitionDelete) && (
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    color="red"
                    onClick={() => askDelete(c)}
                    aria-label={`${t('competition.delete')}: ${c.name}`}
                    title={t('competition.delete')}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {competitions.isSuccess && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('competitions.empty')}
        </Text>
      )}
      {competitions.isError && (
        <Text c="red.8" ta="center" py="md" role="alert">
          {t('competitions.loadError')}
        </Text>
      )}
      {zone === 'admin' && (
        <CompetitionFormModal
          opened={editing !== undefined}
          leagueId={league.id}
          competition={editing ?? null}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
