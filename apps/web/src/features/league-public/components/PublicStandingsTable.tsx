// A competition's table as a sports site shows it: position, team (its page) and club, played, won,
// drawn, lost, points; games, sets and balls from a tablet up (a phone keeps the seven columns that
// fit 375 px). The leader's row is marked; shared places read "3.–4.".
import type { LeagueStandingRow } from '@fedra/contract/league-standings';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pair, rankText } from '../../league-standings';
import { publicTeamPath } from './paths';

export function PublicStandingsTable({ rows, caption }: { rows: LeagueStandingRow[]; caption: string }) {
  const { t } = useTranslation('league-public');
  const num = { ta: 'right' as const, px: 6 };
  const wide = { ...num, visibleFrom: 'sm' };
  const played = rows.some((r) => r.matches > 0);
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing={6} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('standings.rank')}</Table.Th>
              <Table.Th>{t('standings.team')}</Table.Th>
              <Table.Th {...num} w={36}>
                <abbr title={t('standings.matchesLong')}>{t('standings.matches')}</abbr>
              </Table.Th>
              <Table.Th {...num} w={36}>
                <abbr title={t('standings.winsLong')}>{t('standings.wins')}</abbr>
              </Table.Th>
              <Table.Th {...num} w={36}>
                <abbr title={t('standings.drawsLong')}>{t('standings.draws')}</abbr>
              </Table.Th>
              <Table.Th {...num} w={36}>
                <abbr title={t('standings.lossesLong')}>{t('standings.losses')}</abbr>
              </Table.Th>
              <Table.Th {...wide} w={72}>
                {t('standings.games')}
              </Table.Th>
              <Table.Th {...wide} w={72}>
                {t('standings.sets')}
              </Table.Th>
              <Table.Th {...wide} w={88}>
                {t('standings.balls')}
              </Table.Th>
              <Table.Th {...num} w={44}>
                <abbr title={t('standings.pointsLong')}>{t('standings.points')}</abbr>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const leader = played && r.rankFrom === 1;
              return (
                <Table.Tr key={r.teamId} data-team={r.teamId}>
                  <Table.Td fw={leader ? 700 : undefined}>{rankText(r.rankFrom, r.rankTo)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={publicTeamPath(r.teamId)} size="sm" fw={leader ? 700 : 500}>
                      {r.name}
                    </Anchor>
                    {r.club && r.club !== r.name && (
                      <Text size="xs" c="dimmed">
                        {r.club}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td {...num}>{r.matches}</Table.Td>
                  <Table.Td {...num}>{r.wins}</Table.Td>
                  <Table.Td {...num}>{r.draws}</Table.Td>
                  <Table.Td {...num}>{r.losses}</Table.Td>
                  <Table.Td {...wide}>{pair(r.scoresWon, r.scoresLost)}</Table.Td>
                  <Table.Td {...wide}>{pair(r.setsWon, r.setsLost)}</Table.Td>
                  <Table.Td {...wide}>{pair(r.ballsWon, r.ballsLost)}</Table.Td>
                  <Table.Td {...num} fw={700}>
                    {r.pointsTotal}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {t('standings.legend')}
      </Text>
    </>
  );
}
