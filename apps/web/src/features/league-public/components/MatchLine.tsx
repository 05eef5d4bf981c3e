// One match as a results page shows it: "Home 3 : 1 Away" on one line (the teams wrap on a phone,
// the score stays in the middle), under it the day, the time, the venue and the state when it is
// not an ordinary fixture or a public result. The score shows only once public (the server sends
// none before).
import type { PublicLeagueMatch } from '@fedra/contract/league-public';
import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatTime } from '../../../platform/i18n/format';
import { publicTeamPath } from './paths';

/** Codebook tournamentMatchStates the line names beside the date (scheduled and published need no word). */
const STATE_COLOR: Record<number, string> = { 2: 'red', 3: 'gray', 4: 'gray', 6: 'orange', 7: 'orange', 8: 'red' };

export const hasPublicScore = (m: PublicLeagueMatch) => m.homeScore !== null && m.awayScore !== null;

export function MatchLine({
  match: m,
  fallbackDate,
  roundDay,
  highlightTeamId,
}: {
  match: PublicLeagueMatch;
  /** The round's day, when the match has no start of its own. */
  fallbackDate?: string | null;
  /** The day of the round the match is listed under (its heading shows it), when the round is one day. */
  roundDay?: string | null;
  /** The team whose page this is: its name is not a link and is bold. */
  highlightTeamId?: number;
}) {
  const { t } = useTranslation('league-public');
  const scored = hasPublicScore(m);
  // Under a round of one day, a match on that day shows its time only.
  const sameDay = Boolean(
    roundDay && m.startDate && formatDateTime(m.startDate).startsWith(`${formatDate(roundDay)} `),
  );
  const when = m.startDate
    ? sameDay
      ? formatTime(m.startDate)
      : formatDateTime(m.startDate)
    : roundDay
      ? ''
      : formatDate(fallbackDate);
  const label = scored
    ? t('match.result', { home: m.homeTeamName, away: m.awayTeamName, homeScore: m.homeScore, awayScore: m.awayScore })
    : t('match.fixture', { home: m.homeTeamName, away: m.awayTeamName });
  const team = (id: number, name: string, align: 'left' | 'right', won: boolean) =>
    id === highlightTeamId ? (
      <Text fw={700} ta={align} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    ) : (
      <Anchor
        component={Link}
        to={publicTeamPath(id)}
        ta={align}
        size="sm"
        fw={won ? 700 : 500}
        c="inherit"
        underline="hover"
        style={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </Anchor>
    );
  const homeWon = scored && m.homeScore! > m.awayScore!;
  const awayWon = scored && m.awayScore! > m.homeScore!;
  return (
    <Box py={8} data-match={m.id} aria-label={label} role="group">
      <Box style={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', columnGap: 12 }}>
        {team(m.homeTeamId, m.homeTeamName, 'right', homeWon)}
        <Box
          miw={64}
          px={8}
          py={2}
          ta="center"
          fw={700}
          bg={scored ? 'var(--mantine-color-dark-6)' : 'var(--mantine-color-gray-1)'}
          c={scored ? 'white' : 'var(--mantine-color-gray-8)'}
          style={{ borderRadius: 6, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          data-score
        >
          {scored ? `${m.homeScore} : ${m.awayScore}` : '– : –'}
        </Box>
        {team(m.awayTeamId, m.awayTeamName, 'left', awayWon)}
      </Box>
      <Group justify="center" gap={6} mt={4} wrap="wrap">
        {when && (
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        )}
        {scored && m.homeSets !== null && m.awaySets !== null && (
          <Text size="xs" c="dimmed">
            ({t('match.sets', { home: m.homeSets, away: m.awaySets })})
          </Text>
        )}
        {m.venue && !scored && (
          <Text size="xs" c="dimmed">
            {t('match.venue', { venue: m.venue })}
          </Text>
        )}
        {STATE_COLOR[m.stateId] && (
          <Badge size="xs" variant="dot" color={STATE_COLOR[m.stateId]} tt="none" data-state-id={m.stateId}>
            {t(`match.status.${m.stateId}`)}
          </Badge>
        )}
      </Group>
    </Box>
  );
}
