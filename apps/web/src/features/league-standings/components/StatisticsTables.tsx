// One competition's statistics (every zone): per team its home and away records, the average
// attendance, games, sets and balls; per player the games played, won and lost, sets, balls and
// the win rate, with the team. Both tables scroll sideways within their box on a narrow screen.

import type { CompetitionStatistics } from '@fedra/contract/league-standings';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { formatDecimal, pair } from '../format';

const wdl = (w: number, d: number, l: number) => `${w}/${d}/${l}`;

export function StatisticsTables({ stats, headingOrder = 3 }: { stats: CompetitionStatistics; headingOrder?: 3 | 4 }) {
  const { t } = useTranslation('league-standings');
  const zone = useCurrentZone();
  const team = (id: number, name: string) => (
    <Anchor component={Link} to={zoneHref(zone, `league/team/${id}`)} size="sm">
      {name}
    </Anchor>
  );
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={headingOrder} size="h5">
          {t('statistics.teams')}
        </Title>
        {stats.teams.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('table.noTeams')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table
              striped
              verticalSpacing={4}
              aria-label={t('statistics.teamsCaption', { name: stats.competitionName })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={160}>{t('table.team')}</Table.Th>
                  <Table.Th ta="right" title={t('table.matchesLong')}>
                    {t('table.matches')}
                  </Table.Th>
                  <Table.Th ta="right">{t('statistics.home')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.away')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.attendance')}</Table.Th>
                  <Table.Th ta="right">{t('table.games')}</Table.Th>
                  <Table.Th ta="right">{t('table.sets')}</Table.Th>
                  <Table.Th ta="right">{t('table.balls')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.teams.map((r) => (
                  <Table.Tr key={r.teamId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{team(r.teamId, r.name)}</Table.Td>
                    <Table.Td ta="right">{r.matches}</Table.Td>
                    <Table.Td ta="right">{wdl(r.homeWins, r.homeDraws, r.homeLosses)}</Table.Td>
                    <Table.Td ta="right">{wdl(r.awayWins, r.awayDraws, r.awayLosses)}</Table.Td>
                    <Table.Td ta="right">{formatDecimal(r.attendanceAverage)}</Table.Td>
                    <Table.Td ta="right">{pair(r.scoresWon, r.scoresLost)}</Table.Td>
                    <Table.Td ta="right">{pair(r.setsWon, r.setsLost)}</Table.Td>
                    <Table.Td ta="right">{pair(r.ballsWon, r.ballsLost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={headingOrder} size="h5">
          {t('statistics.players')}
        </Title>
        {stats.players.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('statistics.noPlayers')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table
              striped
              verticalSpacing={4}
              aria-label={t('statistics.playersCaption', { name: stats.competitionName })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>{t('statistics.order')}</Table.Th>
                  <Table.Th miw={150}>{t('statistics.player')}</Table.Th>
                  <Table.Th miw={160}>{t('table.team')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.gamesPlayed')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.won')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.lost')}</Table.Th>
                  <Table.Th ta="right">{t('table.sets')}</Table.Th>
                  <Table.Th ta="right">{t('table.balls')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.winPercent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.players.map((p, i) => (
                  <Table.Tr key={`${p.personId}-${p.teamId}`}>
                    <Table.Td>{i + 1}.</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {team(p.teamId, p.teamName)}
                      {p.club && p.club !== p.teamName && (
                        <Text size="xs" c="dimmed">
                          {p.club}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{p.games}</Table.Td>
                    <Table.Td ta="right">{p.won}</Table.Td>
                    <Table.Td ta="right">{p.lost}</Table.Td>
                    <Table.Td ta="right">{pair(p.setsWon, p.setsLost)}</Table.Td>
                    <Table.Td ta="right">{pair(p.ballsWon, p.ballsLost)}</Table.Td>
                    <Table.Td ta="right">{formatDecimal(p.winPercent)} %</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('statistics.legend')}
      </Text>
    </Stack>
  );
}
