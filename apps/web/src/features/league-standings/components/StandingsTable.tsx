// One competition's table (every zone): rank (shared ranks as "3.–4."), the team linking to its
// page, matches, wins, draws, losses, games, sets, balls and points, with a legend of the
// abbreviations. Scrolls sideways within its box on a narrow screen, the rank and team kept in view.

import type { LeagueStandingRow } from '@fedra/contract/league-standings';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { pair, rankText } from '../format';
import './standings-table.css';

export function StandingsTable({ rows, caption }: { rows: LeagueStandingRow[]; caption: string }) {
  const { t } = useTranslation('league-standings');
  const zone = useCurrentZone();
  const num = { ta: 'right' as const, w: 56 };
  return (
    <>
      <Table.ScrollContainer minWidth={680}>
        <Table striped highlightOnHover verticalSpacing={4} aria-label={caption} className="fedra-standings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="3rem" data-sticky="rank">
                {t('table.rank')}
              </Table.Th>
              <Table.Th miw={160} data-sticky="team">
                {t('table.team')}
              </Table.Th>
              <Table.Th {...num} title={t('table.matchesLong')}>
                {t('table.matches')}
              </Table.Th>
              <Table.Th {...num} title={t('table.winsLong')}>
                {t('table.wins')}
              </Table.Th>
              <Table.Th {...num} title={t('table.drawsLong')}>
                {t('table.draws')}
              </Table.Th>
              <Table.Th {...num} title={t('table.lossesLong')}>
                {t('table.losses')}
              </Table.Th>
              <Table.Th ta="right" w={72}>
                {t('table.games')}
              </Table.Th>
              <Table.Th ta="right" w={72}>
                {t('table.sets')}
              </Table.Th>
              <Table.Th ta="right" w={88}>
                {t('table.balls')}
              </Table.Th>
              <Table.Th {...num} title={t('table.pointsLong')}>
                {t('table.points')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.teamId} data-team={r.teamId}>
                <Table.Td data-sticky="rank">{rankText(r.rankFrom, r.rankTo)}</Table.Td>
                <Table.Td data-sticky="team" style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={zoneHref(zone, `league/team/${r.teamId}`)} size="sm">
                    {r.name}
                  </Anchor>
                  {r.club && r.club !== r.name && (
                    <Text size="xs" c="dimmed">
                      {r.club}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{r.matches}</Table.Td>
                <Table.Td ta="right">{r.wins}</Table.Td>
                <Table.Td ta="right">{r.draws}</Table.Td>
                <Table.Td ta="right">{r.losses}</Table.Td>
                <Table.Td ta="right">{pair(r.scoresWon, r.scoresLost)}</Table.Td>
                <Table.Td ta="right">{pair(r.setsWon, r.setsLost)}</Table.Td>
                <Table.Td ta="right">{pair(r.ballsWon, r.ballsLost)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {r.pointsTotal}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('table.legend')}
      </Text>
    </>
  );
}

/** Which matches the tables count in this zone. */
export function CountedNote() {
  const { t } = useTranslation('league-standings');
  const zone = useCurrentZone();
  return (
    <Text size="xs" c="dimmed">
      {zone === 'admin' ? t('table.countedAdmin') : t('table.countedPublic')}
    </Text>
  );
}
