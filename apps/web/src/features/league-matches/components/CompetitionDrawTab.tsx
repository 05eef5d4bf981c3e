// The "Rozlosování" tab of a league competition: its rounds, each with its matches (date, home –
// away, score, state, a link to the match). The office generates the draw, adds matches and goes to
// the rounds page; what shows comes from the answer's links.
import type { LeagueMatchSummary } from '@fedra/contract/league-matches';
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconListNumbers, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateRange, formatDateTime } from '../../../platform/i18n/format';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { hasLink, type LeagueZone, MATCH_LINK, roundsQuery } from '../api';
import { DrawModal } from './DrawModal';
import { MatchFormModal } from './MatchFormModal';
import { MatchStateBadge } from './MatchStateBadge';

export function scoreText(m: Pick<LeagueMatchSummary, 'homeScore' | 'awayScore' | 'scoreHidden'>, hidden: string) {
  if (m.scoreHidden) return hidden;
  return m.homeScore === null || m.awayScore === null ? '–' : `${m.homeScore} : ${m.awayScore}`;
}

export function CompetitionDrawTab({ competitionId }: { competitionId: number; leagueId: number }) {
  const { t } = useTranslation('league-matches');
  const current = useCurrentZone();
  const zone: LeagueZone = current === 'club' || current === 'personal' ? current : 'admin';
  const answer = useQuery(roundsQuery(zone, competitionId));
  const [dialog, setDialog] = useState<'draw' | 'match' | null>(null);

  if (answer.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('tab.loadError')}
      </Text>
    );
  }
  if (!answer.data) return <Skeleton h={200} aria-busy />;
  const { data, links } = answer.data;
  const mayDraw = hasLink(links, MATCH_LINK.draw);
  const mayAddMatch = hasLink(links, MATCH_LINK.matchCreate);
  const hasDraw = data.rounds.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Anchor component={Link} to={zoneHref(zone, `league/competition/${competitionId}/rounds`)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconListNumbers size={16} aria-hidden />
            {t('tab.roundsPage')}
          </Group>
        </Anchor>
        <Group gap="xs">
          {mayAddMatch && hasDraw && (
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('match')}>
              {t('tab.addMatch')}
            </Button>
          )}
          {mayDraw && (
            <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setDialog('draw')}>
              {t('draw.open')}
            </Button>
          )}
        </Group>
      </Group>
      {!hasDraw && (
        <Text c="dimmed" py="md">
          {t('tab.empty')}
        </Text>
      )}
      {data.rounds.map((round) => (
        <Card key={round.id} withBorder padding="sm" data-round={round.number}>
          <Group justify="space-between" mb="xs" wrap="wrap" gap={4}>
            <Title order={3} size="h5">
              {round.name ?? `${round.number}.`}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDateRange(round.dateFrom, round.dateTill)}
            </Text>
          </Group>
          {round.matches.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tab.noMatches')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing={4} striped layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th visibleFrom="sm" w={150}>
                      {t('tab.date')}
                    </Table.Th>
                    <Table.Th>{t('tab.matchLabel')}</Table.Th>
                    <Table.Th ta="center" w={80}>
                      {t('tab.score')}
                    </Table.Th>
                    <Table.Th w={120}>{t('tab.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {round.matches.map((m) => {
                    const name = `${m.homeTeamName} – ${m.awayTeamName}`;
                    return (
                      <Table.Tr key={m.id} data-match={m.id}>
                        <Table.Td visibleFrom="sm">
                          {m.startDate ? formatDateTime(m.startDate) : formatDate(round.dateFrom)}
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={zoneHref(zone, `league/match/${m.id}`)}
                            size="sm"
                            aria-label={t('tab.detail', { name })}
                          >
                            {name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td ta="center" style={{ whiteSpace: 'nowrap' }}>
                          {scoreText(m, t('tab.hidden'))}
                        </Table.Td>
                        <Table.Td>
                          <MatchStateBadge stateId={m.stateId} />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      ))}
      {mayDraw && (
        <DrawModal
          opened={dialog === 'draw'}
          competitionId={competitionId}
          roundCount={data.roundCount}
          hasDraw={hasDraw}
          onClose={() => setDialog(null)}
        />
      )}
      {mayAddMatch && (
        <MatchFormModal
          opened={dialog === 'match'}
          zone="admin"
          competitionId={competitionId}
          match={null}
          rounds={data.rounds.map((r) => ({ value: String(r.id), label: r.name ?? String(r.number) }))}
          teams={data.teams.map((team) => ({ value: String(team.id), label: team.name }))}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
