// Rounds, the generated draw and matches of a league competition (docs/decisions.md "Rounds, the
// draw and matches"): read in the zone's league visibility (league-scope.ts), written by the office,
// the home team's club manager scoring, starting and ending its home match. Every write runs in one
// transaction under row locks taken in one order — the league's (shared: a league write waits, and
// the state read is current), the competition's, then the match's — so two writes at once cannot
// both pass their checks.
import {
  COMPETITION_STATE,
  type CompetitionRounds,
  type DrawInput,
  type DrawResult,
  type GameInput,
  type LeagueMatch,
  type LeagueRound,
  MATCH_STATE,
  type MatchCreate,
  type MatchUpdate,
  RESULT_MATCH_STATES,
  type RoundInput,
  TEAM_PERSON_TYPE,
} from '@fedra/contract';
import type { MatchResult, RefereeCandidate, Walkover } from '@fedra/contract/league-matches';
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from '../../platform/access/user-access';
import type { Db } from '../../platform/db/pool';
import { AppError, type FieldIssue, forbidden, notFound, validationError } from '../../platform/errors/app-error';
import { type Language, translate } from '../../platform/i18n/messages';
import { isLeagueEditable, resultsExist, visibleLeagueCompetition, visibleLeagueSql } from '../leagues';
import './league-matches.messages';
import { FEDERATION_TIME_ZONE, TODAY_SQL, today } from '../../platform/clock';
import { currentClubIdSql, refereeTodaySql } from '../../platform/db/club-membership';
import { transaction } from '../../platform/db/transaction';
import { personNameLike } from '../../platform/list-query/person-fields';
import { assertNotSuspended } from '../suspensions';
import { recordWebhookEvent } from '../webhooks';
import { type GameScore, type ScoreRules, scoreIssues, scoreTotals, walkoverTotals } from './match-score';
import { roundRobin } from './round-robin';
import { MATCH_FROM, scoreVisibleSql, TOTALS } from './score-visibility';

export type MatchAction = 'start' | 'end' | 'approve' | 'publish' | 'postpone' | 'cancel' | 'reopen';

/** Which states each action leaves and the state it reaches. */
export const MATCH_TRANSITIONS: Record<MatchAction, { from: readonly number[]; to: number; message: string }> = {
  start: {
    from: [MATCH_STATE.scheduled, MATCH_STATE.postponed],
    to: MATCH_STATE.inProgress,
    message: 'leagueMatches.cannotStart',
  },
  end: { from: [MATCH_STATE.inProgress], to: MATCH_STATE.finished, message: 'leagueMatches.cannotEnd' },
  approve: { from: [MATCH_STATE.finished], to: MATCH_STATE.approved, message: 'leagueMatches.cannotApprove' },
  publish: { from: [MATCH_STATE.approved], to: MATCH_STATE.published, message: 'leagueMatches.cannotPublish' },
  postpone: { from: [MATCH_STATE.scheduled], to: MATCH_STATE.postponed, message: 'leagueMatches.cannotPostpone' },
  cancel: {
    from: [MATCH_STATE.scheduled, MATCH_STATE.postponed, MATCH_STATE.inProgress],
    to: MATCH_STATE.cancelled,
    message: 'leagueMatches.cannotCancel',
  },
  reopen: {
    from: [MATCH_STATE.walkover, MATCH_STATE.cancelled],
    to: MATCH_STATE.scheduled,
    message: 'leagueMatches.cannotReopen',
  },
};
/** States from which the office awards a walkover (the match was not played). */
export const WALKOVER_FROM: readonly number[] = [MATCH_STATE.scheduled, MATCH_STATE.postponed, MATCH_STATE.inProgress];
/** States from which the office records a played match's result in one step. */
export const RESULT_FROM: readonly number[] = [
  MATCH_STATE.scheduled,
  MATCH_STATE.postponed,
  MATCH_STATE.inProgress,
  MATCH_STATE.finished,
  MATCH_STATE.approved,
];
/** The actions the home team's club manager may take (in the club zone). */
export const CLUB_ACTIONS: readonly MatchAction[] = ['start', 'end'];
/** States in which the home club edits its match's details and score. */
export const CLUB_EDITABLE_STATES: readonly number[] = [MATCH_STATE.scheduled, MATCH_STATE.inProgress];
/**
 * States in which the office no longer edits a match: published, and a walkover (its score is the
 * office's award, not a played one: reopen it first).
 */
export const ADMIN_FIXED_STATES: readonly number[] = [MATCH_STATE.published, MATCH_STATE.walkover];
/** States in which the score must stay complete (the match has ended). */
const ENDED_STATES: readonly number[] = [MATCH_STATE.finished, MATCH_STATE.approved, MATCH_STATE.published];
/** Roster types that play (the score's player selects). */
const PLAYING_TYPES = [TEAM_PERSON_TYPE.player, TEAM_PERSON_TYPE.captain, TEAM_PERSON_TYPE.substitute];
const PLAYING = sql.raw(PLAYING_TYPES.join(', '));

const stateName = async (tx: Db, list: string, id: number, lang: Language) => {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const { rows } = await tx.execute<{ name: string }>(
    sql`SELECT ${name} AS name FROM codebook_entries WHERE list = ${list} AND id = ${id}`,
  );
  return rows[0]?.name ?? String(id);
};

// --- Locks ---------------------------------------------------------------------------------

type LockedCompetition = {
  competitionId: number;
  leagueId: number;
  gamePerMatch: number | null;
  setMax: number | null;
  isDraw: boolean;
  roundCount: number | null;
};

/** 409 naming the league's state when it no longer changes (cancelled or archived). */
async function requireEditableLeague(tx: Db, leagueStateId: number, lang: Language) {
  if (isLeagueEditable(leagueStateId)) return;
  const state = await stateName(tx, 'tournamentStates', leagueStateId, lang);
  throw new AppError('conflict', 409, {}, [{ key: 'leagueMatches.leagueClosed', params: { state } }]);
}

/** 409 when the competition is cancelled: its draw, rounds and matches no longer change. */
function requireLiveCompetition(competitionStateId: number) {
  if (competitionStateId === COMPETITION_STATE.cancelled) {
    throw new AppError('conflict', 409, {}, [{ key: 'leagueMatches.competitionCancelled' }]);
  }
}

/**
 * Takes the league's row in share mode before its competition's and match's: a league write (state,
 * deletion) waits for this write, and this write then reads the league's current state.
 */
async function lockLeagueOf(tx: Db, competitionId: number): Promise<void> {
  await tx.execute(sql`
    SELECT 1 FROM tournaments t WHERE t.id = (SELECT tournament_id FROM tournament_competitions WHERE id = ${competitionId})
       FOR SHARE`);
}

/** Locks the competition (visible in the zone, 404 else) of an editable league (409 else). */
async function lockCompetition(
  tx: Db,
  scope: ZoneScope,
  competitionId: number,
  lang: Language,
): Promise<LockedCompetition> {
  await lockLeagueOf(tx, competitionId);
  const { rows } = await tx.execute<LockedCompetition & { leagueStateId: number; competitionStateId: number }>(sql`
    SELECT c.id AS "competitionId", t.id AS "leagueId", t.state_id AS "leagueStateId", c.state_id AS "competitionStateId",
           c.game_per_match AS "gamePerMatch", c.set_max AS "setMax", c.is_draw AS "isDraw", c.round_count AS "roundCount"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
     WHERE c.id = ${competitionId} AND ${visibleLeagueSql(scope)}
       FOR UPDATE OF c`);
  const row = rows[0];
  if (!row) throw notFound();
  await requireEditableLeague(tx, row.leagueStateId, lang);
  requireLiveCompetition(row.competitionStateId);
  return row;
}

type LockedMatch = {
  id: number;
  competitionId: number;
  roundId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeClubId: number;
  stateId: number;
  leagueStateId: number;
  gamePerMatch: number | null;
  setMax: number | null;
  isDraw: boolean;
  /** The league (a tournaments row) and the match's day in the federation's time zone (null: not set). */
  leagueId: number;
  day: string | null;
};

/**
 * Locks the match (visible in the zone, 404 else) of an editable league (409 else). In the club
 * zone only the home team's club may write (403 else).
 */
async function lockMatch(tx: Db, scope: ZoneScope, id: number, lang: Language): Promise<LockedMatch> {
  // The competition first, as the draw and round writes lock it, then the match: one lock order,
  // and a move to another round or teams sees every other match of the competition settled.
  const owner = await tx.execute<{ competitionId: number }>(
    sql`SELECT competition_id AS "competitionId" FROM league_matches WHERE id = ${id}`,
  );
  if (!owner.rows[0]) throw notFound();
  await lockLeagueOf(tx, owner.rows[0].competitionId);
  await tx.execute(sql`SELECT 1 FROM tournament_competitions WHERE id = ${owner.rows[0].competitionId} FOR UPDATE`);
  const { rows } = await tx.execute<LockedMatch & { competitionStateId: number }>(sql`
    SELECT m.id, c.state_id AS "competitionStateId", m.competition_id AS "competitionId", m.round_id AS "roundId", m.home_team_id AS "homeTeamId",
           m.away_team_id AS "awayTeamId", ht.club_id AS "homeClubId", m.state_id AS "stateId",
           t.state_id AS "leagueStateId", c.game_per_match AS "gamePerMatch", c.set_max AS "setMax", c.is_draw AS "isDraw",
           t.id AS "leagueId", (m.start_date AT TIME ZONE ${FEDERATION_TIME_ZONE})::date::text AS day
      FROM league_matches m
      JOIN league_teams ht ON ht.id = m.home_team_id
      JOIN tournament_competitions c ON c.id = m.competition_id
      JOIN tournaments t ON t.id = c.tournament_id
     WHERE m.id = ${id} AND ${visibleLeagueSql(scope)}
       FOR UPDATE OF m`);
  const row = rows[0];
  if (!row) throw notFound();
  if (scope.zone === 'club' && row.homeClubId !== scope.clubId) throw forbidden();
  if (scope.zone !== 'admin' && scope.zone !== 'club') throw forbidden();
  await requireEditableLeague(tx, row.leagueStateId, lang);
  requireLiveCompetition(row.competitionStateId);
  return row;
}

// --- Rounds --------------------------------------------------------------------------------

type MatchSummaryRow = CompetitionRounds['rounds'][number]['matches'][number];
export type RoundRow = Omit<LeagueRound, 'links'>;
export type RoundsData = CompetitionRounds & { leagueStateId: number };

async function roundMatches(db: Db, scope: ZoneScope, where: SQL): Promise<MatchSummaryRow[]> {
  const { rows } = await db.execute<MatchSummaryRow>(sql`
    SELECT m.id, m.round_id AS "roundId", m.home_team_id AS "homeTeamId", ht.name AS "homeTeamName",
           m.away_team_id AS "awayTeamId", at.name AS "awayTeamName", m.start_date AS "startDate", m.address,
           m.state_id AS "stateId", ${TOTALS(scoreVisibleSql(scope))}
      FROM league_matches m
      JOIN league_teams ht ON ht.id = m.home_team_id
      JOIN league_teams at ON at.id = m.away_team_id
     WHERE ${where}
     ORDER BY m.round_id, m.start_date NULLS LAST, m.id`);
  return rows;
}

const ROUND_COLUMNS = sql`r.id, r.competition_id AS "competitionId", r.number, r.name,
  r.date_from AS "dateFrom", r.date_till AS "dateTill"`;

/** The competition's rounds in order, each with its matches, and the teams playing it. */
export async function listRounds(db: Db, scope: ZoneScope, competitionId: number): Promise<RoundsData> {
  const c = await visibleLeagueCompetition(db, scope, competitionId);
  const names = await db.execute<{ competitionName: string; leagueName: string }>(sql`
    SELECT c.name AS "competitionName", t.name AS "leagueName"
      FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id WHERE c.id = ${competitionId}`);
  const teams = await db.execute<{ id: number; name: string }>(sql`
    SELECT lt.id, lt.name FROM league_competition_teams ct JOIN league_teams lt ON lt.id = ct.team_id
     WHERE ct.competition_id = ${competitionId} ORDER BY lower(lt.name), lt.id`);
  const rounds = await db.execute<RoundRow>(sql`
    SELECT ${ROUND_COLUMNS} FROM league_rounds r WHERE r.competition_id = ${competitionId} ORDER BY r.number`);
  const matches = await roundMatches(db, scope, sql`m.competition_id = ${competitionId}`);
  const byRound = new Map<number, MatchSummaryRow[]>();
  for (const m of matches) {
    const list = byRound.get(m.roundId);
    if (list) list.push(m);
    else byRound.set(m.roundId, [m]);
  }
  return {
    competitionId,
    competitionName: names.rows[0]!.competitionName,
    leagueId: c.leagueId,
    leagueName: names.rows[0]!.leagueName,
    leagueStateId: c.leagueStateId,
    roundCount: c.roundCount,
    teams: teams.rows,
    rounds: rounds.rows.map((r) => ({ ...r, matches: byRound.get(r.id) ?? [], links: [] })),
  };
}

async function getRound(db: Db, scope: ZoneScope, id: number): Promise<RoundRow & { leagueStateId: number }> {
  const { rows } = await db.execute<RoundRow & { leagueStateId: number }>(sql`
    SELECT ${ROUND_COLUMNS}, t.state_id AS "leagueStateId"
      FROM league_rounds r JOIN tournament_competitions c ON c.id = r.competition_id
      JOIN tournaments t ON t.id = c.tournament_id
     WHERE r.id = ${id} AND ${visibleLeagueSql(scope)}`);
  const row = rows[0];
  if (!row) throw notFound();
  return { ...row, matches: await roundMatches(db, scope, sql`m.round_id = ${id}`) };
}

/**
 * Generates the draw: the competition's teams by name in a round robin of `cycles`, one round every
 * `daysBetweenRounds` days from `firstDate`; replaces an existing draw only when asked and while all
 * its matches are scheduled.
 */
export async function generateDraw(
  db: Db,
  scope: ZoneScope,
  userId: number,
  competitionId: number,
  input: DrawInput,
  lang: Language,
): Promise<DrawResult> {
  return transaction(db, async (tx) => {
    const c = await lockCompetition(tx, scope, competitionId, lang);
    const cycles: 1 | 2 = input.cycles ?? (c.roundCount === 2 ? 2 : 1);
    const days = input.daysBetweenRounds ?? 7;
    const teams = await tx.execute<{ id: number; address: string | null }>(sql`
      SELECT lt.id, lt.address FROM league_competition_teams ct JOIN league_teams lt ON lt.id = ct.team_id
       WHERE ct.competition_id = ${competitionId} ORDER BY lower(lt.name), lt.id`);
    if (teams.rows.length < 2) throw validationError([{ field: 'teams', key: 'leagueMatches.tooFewTeams' }]);
    const existing = await tx.execute<{ rounds: number; played: number }>(sql`
      SELECT (SELECT count(*) FROM league_rounds WHERE competition_id = ${competitionId})::int AS rounds,
             (SELECT count(*) FROM league_matches WHERE competition_id = ${competitionId}
                 AND state_id <> ${MATCH_STATE.scheduled})::int AS played`);
    const { rounds: roundCount, played } = existing.rows[0]!;
    if (played > 0) {
      throw new AppError('conflict', 409, {}, [
        { field: 'replace', key: 'leagueMatches.drawPlayed', params: { count: played } },
      ]);
    }
    if (roundCount > 0 && !input.replace) {
      throw new AppError('conflict', 409, {}, [{ field: 'replace', key: 'leagueMatches.drawExists' }]);
    }
    await tx.execute(sql`DELETE FROM league_rounds WHERE competition_id = ${competitionId}`);

    const address = new Map(teams.rows.map((t) => [t.id, t.address]));
    const draw = roundRobin(
      teams.rows.map((t) => t.id),
      cycles,
    );
    const numbers = draw.map((_, i) => i + 1);
    const names = numbers.map((number) => translate(lang, 'leagueMatches.roundName', { number }));
    const inserted = await tx.execute<{ id: number; number: number }>(sql`
      INSERT INTO league_rounds (competition_id, number, name, date_from, date_till, created_by_id)
      SELECT ${competitionId}, n, name, ${input.firstDate}::date + (n - 1) * ${days}::int,
             ${input.firstDate}::date + (n - 1) * ${days}::int, ${userId}
        FROM unnest(${sql.param(numbers)}::int[], ${sql.param(names)}::text[]) AS x(n, name)
      RETURNING id, number`);
    const roundOf = new Map(inserted.rows.map((r) => [r.number, r]));
    const rounds: number[] = [];
    const homes: number[] = [];
    const aways: number[] = [];
    const addresses: (string | null)[] = [];
    draw.forEach((pairings, i) => {
      const round = roundOf.get(i + 1)!;
      for (const p of pairings) {
        rounds.push(round.id);
        homes.push(p.home);
        aways.push(p.away);
        addresses.push(address.get(p.home) ?? null);
      }
    });
    await tx.execute(sql`
      INSERT INTO league_matches (competition_id, round_id, home_team_id, away_team_id, start_date, address, created_by_id)
      SELECT ${competitionId}, x.r, x.h, x.a, NULL, x.addr, ${userId}
        FROM unnest(${sql.param(rounds)}::int[], ${sql.param(homes)}::int[], ${sql.param(aways)}::int[],
                    ${sql.param(addresses)}::text[]) AS x(r, h, a, addr)`);
    await tx.execute(sql`
      UPDATE tournament_competitions SET round_count = ${cycles}, edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${competitionId}`);
    return { rounds: draw.length, matches: homes.length };
  });
}

export async function createRound(
  db: Db,
  scope: ZoneScope,
  userId: number,
  competitionId: number,
  input: RoundInput,
  lang: Language,
): Promise<RoundRow & { leagueStateId: number }> {
  const id = await transaction(db, async (tx) => {
    await lockCompetition(tx, scope, competitionId, lang);
    const next = await tx.execute<{ n: number }>(
      sql`SELECT coalesce(max(number), 0)::int + 1 AS n FROM league_rounds WHERE competition_id = ${competitionId}`,
    );
    const number = next.rows[0]!.n;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO league_rounds (competition_id, number, name, date_from, date_till, created_by_id)
      VALUES (${competitionId}, ${number}, ${input.name || translate(lang, 'leagueMatches.roundName', { number })},
              ${input.dateFrom ?? null}::date, ${input.dateTill ?? null}::date, ${userId})
      RETURNING id`);
    return rows[0]!.id;
  });
  return getRound(db, scope, id);
}

async function lockRound(tx: Db, scope: ZoneScope, id: number, lang: Language) {
  const { rows } = await tx.execute<{ competitionId: number }>(
    sql`SELECT competition_id AS "competitionId" FROM league_rounds WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  await lockCompetition(tx, scope, rows[0].competitionId, lang);
  const again = await tx.execute<{ id: number }>(sql`SELECT id FROM league_rounds WHERE id = ${id} FOR UPDATE`);
  if (!again.rows[0]) throw notFound();
  return rows[0];
}

export async function updateRound(
  db: Db,
  scope: ZoneScope,
  userId: number,
  id: number,
  input: RoundInput,
  lang: Language,
): Promise<RoundRow & { leagueStateId: number }> {
  await transaction(db, async (tx) => {
    await lockRound(tx, scope, id, lang);
    const sets: SQL[] = [sql`edited_date = now()`, sql`edited_by_id = ${userId}`];
    if (input.name !== undefined) sets.push(sql`name = ${input.name || null}`);
    if (input.dateFrom !== undefined) sets.push(sql`date_from = ${input.dateFrom}::date`);
    if (input.dateTill !== undefined) sets.push(sql`date_till = ${input.dateTill}::date`);
    const current = await tx.execute<{ dateFrom: string | null; dateTill: string | null }>(
      sql`SELECT date_from AS "dateFrom", date_till AS "dateTill" FROM league_rounds WHERE id = ${id}`,
    );
    const from = input.dateFrom !== undefined ? input.dateFrom : current.rows[0]!.dateFrom;
    const till = input.dateTill !== undefined ? input.dateTill : current.rows[0]!.dateTill;
    if (from && till && from > till) {
      throw validationError([
        { field: 'dateFrom', key: 'validation.dateFromAfterTill' },
        { field: 'dateTill', key: 'validation.dateTillBeforeFrom' },
      ]);
    }
    await tx.execute(sql`UPDATE league_rounds SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
  });
  return getRound(db, scope, id);
}

export async function deleteRound(db: Db, scope: ZoneScope, id: number, lang: Language): Promise<void> {
  await transaction(db, async (tx) => {
    await lockRound(tx, scope, id, lang);
    const { rows } = await tx.execute<{ played: number }>(sql`
      SELECT count(*)::int AS played FROM league_matches WHERE round_id = ${id} AND state_id <> ${MATCH_STATE.scheduled}`);
    if (rows[0]!.played > 0) throw new AppError('conflict', 409, {}, [{ key: 'leagueMatches.roundPlayed' }]);
    await tx.execute(sql`DELETE FROM league_rounds WHERE id = ${id}`);
  });
}

// --- Matches -------------------------------------------------------------------------------

export type MatchData = LeagueMatch & { leagueStateId: number; homeClubId: number };

/** A match the zone sees (404 else), with its score when the caller may see it. */
export async function getMatch(db: Db, scope: ZoneScope, id: number): Promise<MatchData> {
  const visible = scoreVisibleSql(scope);
  const { rows } = await db.execute<
    Omit<LeagueMatch, 'homeTeam' | 'awayTeam' | 'rules' | 'games' | 'homeRoster' | 'awayRoster'> & {
      leagueStateId: number;
      homeTeamId: number;
      homeTeamName: string;
      homeClubId: number;
      homeClubName: string;
      awayTeamId: number;
      awayTeamName: string;
      awayClubId: number;
      awayClubName: string;
      gamePerMatch: number | null;
      setMax: number | null;
      isDraw: boolean;
    }
  >(sql`
    SELECT m.id, t.id AS "leagueId", t.name AS "leagueName", t.state_id AS "leagueStateId",
           c.id AS "competitionId", c.name AS "competitionName",
           r.id AS "roundId", r.number AS "roundNumber", r.name AS "roundName",
           ht.id AS "homeTeamId", ht.name AS "homeTeamName", ht.club_id AS "homeClubId", hc.name AS "homeClubName",
           at.id AS "awayTeamId", at.name AS "awayTeamName", at.club_id AS "awayClubId", ac.name AS "awayClubName",
           m.start_date AS "startDate", m.address, m.sport_field_id AS "sportFieldId", sf.name AS "sportFieldName",
           nullif(concat_ws(', ', sf.street, nullif(concat_ws(' ', sf.zip, sf.city), '')), '') AS "sportFieldAddress",
           m.attendance, m.referee_id AS "refereeId",
           CASE WHEN rp.id IS NULL THEN NULL ELSE concat_ws(' ', rp.first_name, rp.last_name) END AS "refereeName",
           m.referee_text AS "refereeText", m.organizer, m.proposition_url AS "propositionUrl", m.note,
           m.state_id AS "stateId", c.game_per_match AS "gamePerMatch", c.set_max AS "setMax", c.is_draw AS "isDraw",
           ${TOTALS(visible)}
      FROM ${MATCH_FROM}
      LEFT JOIN persons rp ON rp.id = m.referee_id
      LEFT JOIN sport_fields sf ON sf.id = m.sport_field_id
     WHERE m.id = ${id} AND ${visibleLeagueSql(scope)}`);
  const m = rows[0];
  if (!m) throw notFound();
  const games = m.scoreHidden
    ? { rows: [] as LeagueMatch['games'] }
    : await db.execute<LeagueMatch['games'][number]>(sql`
        SELECT number, kind, home_person_ids AS "homePersonIds", away_person_ids AS "awayPersonIds", sets,
               home_sets AS "homeSets", away_sets AS "awaySets", home_balls AS "homeBalls", away_balls AS "awayBalls"
          FROM league_match_games WHERE match_id = ${id} ORDER BY number`);
  const roster = await db.execute<{ teamId: number; personId: number; name: string; teamPersonTypeId: number }>(sql`
    SELECT e.team_id AS "teamId", e.person_id AS "personId", concat_ws(' ', p.first_name, p.last_name) AS name,
           e.team_person_type_id AS "teamPersonTypeId"
      FROM league_roster_entries e JOIN persons p ON p.id = e.person_id
     WHERE e.competition_id = ${m.competitionId} AND e.team_id IN (${m.homeTeamId}, ${m.awayTeamId})
       AND e.team_person_type_id IN (${PLAYING})
     ORDER BY p.last_name, p.first_name, p.id`);
  const {
    homeTeamId,
    homeTeamName,
    homeClubName,
    awayTeamId,
    awayTeamName,
    awayClubId,
    awayClubName,
    gamePerMatch,
    setMax,
    isDraw,
    ...rest
  } = m;
  const playersOf = (teamId: number) => roster.rows.filter((r) => r.teamId === teamId).map(({ teamId: _, ...p }) => p);
  return {
    ...rest,
    homeTeam: { id: homeTeamId, name: homeTeamName, clubId: m.homeClubId, clubName: homeClubName },
    awayTeam: { id: awayTeamId, name: awayTeamName, clubId: awayClubId, clubName: awayClubName },
    rules: { gamePerMatch, setMax, isDraw },
    games: games.rows,
    homeRoster: playersOf(homeTeamId),
    awayRoster: playersOf(awayTeamId),
  };
}

/**
 * Checks the round and the teams of a match (the round is the competition's, both teams play it,
 * neither plays another match of the round) and the referee; 400 naming each field.
 */
async function checkPlacement(
  tx: Db,
  competitionId: number,
  v: { roundId: number; homeTeamId: number; awayTeamId: number; refereeId?: number | null | undefined },
  selfId: number | null,
): Promise<void> {
  const issues: FieldIssue[] = [];
  if (v.homeTeamId === v.awayTeamId) issues.push({ field: 'awayTeamId', key: 'leagueMatches.sameTeam' });
  const round = await tx.execute<{ competitionId: number }>(
    sql`SELECT competition_id AS "competitionId" FROM league_rounds WHERE id = ${v.roundId}`,
  );
  if (!round.rows[0]) {
    issues.push({ field: 'roundId', key: 'validation.notFoundRef', params: { label: 'roundId', id: v.roundId } });
  } else if (round.rows[0].competitionId !== competitionId) {
    issues.push({ field: 'roundId', key: 'leagueMatches.roundNotInCompetition' });
  }
  const teams = await tx.execute<{ id: number; name: string; plays: boolean; busy: boolean }>(sql`
    SELECT lt.id, lt.name,
           EXISTS (SELECT 1 FROM league_competition_teams ct WHERE ct.competition_id = ${competitionId} AND ct.team_id = lt.id) AS plays,
           EXISTS (SELECT 1 FROM league_matches o WHERE o.round_id = ${v.roundId} AND o.id IS DISTINCT FROM ${selfId}::int
                     AND lt.id IN (o.home_team_id, o.away_team_id)) AS busy
      FROM league_teams lt WHERE lt.id IN (${v.homeTeamId}, ${v.awayTeamId})`);
  const byId = new Map(teams.rows.map((t) => [t.id, t]));
  for (const field of ['homeTeamId', 'awayTeamId'] as const) {
    if (field === 'awayTeamId' && v.homeTeamId === v.awayTeamId) continue;
    const t = byId.get(v[field]);
    if (!t) issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: v[field] } });
    else if (!t.plays) issues.push({ field, key: 'leagueMatches.teamNotInCompetition', params: { team: t.name } });
    else if (t.busy) issues.push({ field, key: 'leagueMatches.teamBusy', params: { team: t.name } });
  }
  if (v.refereeId != null) {
    const p = await tx.execute<{ name: string; referee: boolean }>(sql`
      SELECT concat_ws(' ', p.first_name, p.last_name) AS name, ${refereeTodaySql(sql`p.id`)} AS referee
        FROM persons p WHERE p.id = ${v.refereeId}`);
    const referee = p.rows[0];
    if (!referee) {
      issues.push({
        field: 'refereeId',
        key: 'validation.notFoundRef',
        params: { label: 'refereeId', id: v.refereeId },
      });
    } else if (!referee.referee) {
      issues.push({ field: 'refereeId', key: 'leagueMatches.notReferee', params: { name: referee.name } });
    }
  }
  if (issues.length) throw validationError(issues);
}

/** The venue picked from the sport-fields register exists (issue 30 §6): else 400 on sportFieldId. */
async function checkVenue(tx: Db, sportFieldId: number | null | undefined): Promise<void> {
  if (sportFieldId == null) return;
  const { rows } = await tx.execute(sql`SELECT 1 FROM sport_fields WHERE id = ${sportFieldId} FOR KEY SHARE`);
  if (!rows.length)
    throw validationError([
      { field: 'sportFieldId', key: 'validation.notFoundRef', params: { label: 'sportFieldId', id: sportFieldId } },
    ]);
}

const detailColumns = (v: MatchUpdate): SQL[] => {
  const sets: SQL[] = [];
  if (v.startDate !== undefined) sets.push(sql`start_date = ${v.startDate ?? null}::timestamptz`);
  if (v.address !== undefined) sets.push(sql`address = ${v.address || null}`);
  if (v.sportFieldId !== undefined) sets.push(sql`sport_field_id = ${v.sportFieldId ?? null}::int`);
  if (v.attendance !== undefined) sets.push(sql`attendance = ${v.attendance ?? null}::int`);
  if (v.refereeId !== undefined) sets.push(sql`referee_id = ${v.refereeId ?? null}::int`);
  if (v.refereeText !== undefined) sets.push(sql`referee_text = ${v.refereeText || null}`);
  if (v.organizer !== undefined) sets.push(sql`organizer = ${v.organizer || null}`);
  if (v.propositionUrl !== undefined) sets.push(sql`proposition_url = ${v.propositionUrl || null}`);
  if (v.note !== undefined) sets.push(sql`note = ${v.note || null}`);
  return sets;
};

export async function createMatch(
  db: Db,
  scope: ZoneScope,
  userId: number,
  competitionId: number,
  input: MatchCreate,
  lang: Language,
): Promise<MatchData> {
  const id = await transaction(db, async (tx) => {
    await lockCompetition(tx, scope, competitionId, lang);
    await checkPlacement(tx, competitionId, input, null);
    await checkVenue(tx, input.sportFieldId);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO league_matches (competition_id, round_id, home_team_id, away_team_id, address, created_by_id)
      SELECT ${competitionId}, ${input.roundId}, ${input.homeTeamId}, ${input.awayTeamId},
             (SELECT address FROM league_teams WHERE id = ${input.homeTeamId}), ${userId}
      RETURNING id`);
    const created = rows[0]!.id;
    const sets = detailColumns(input);
    if (sets.length) await tx.execute(sql`UPDATE league_matches SET ${sql.join(sets, sql`, `)} WHERE id = ${created}`);
    return created;
  });
  return getMatch(db, scope, id);
}

const issueField = (path: (string | number)[]) => path.map(String).join('.');

/**
 * Checks a score against the competition's rules (`complete`: every game decided) and the players
 * against the teams' rosters; 400 naming each bad path.
 */
async function checkScore(tx: Db, match: LockedMatch, games: GameScore[], complete: boolean): Promise<void> {
  const rules: ScoreRules = { gamePerMatch: match.gamePerMatch, setMax: match.setMax, isDraw: match.isDraw };
  const issues: FieldIssue[] = scoreIssues(games, rules, complete).map((i) => ({
    field: issueField(i.path),
    key: i.message,
    ...(i.params ? { params: i.params } : {}),
  }));
  const ids = [...new Set(games.flatMap((g) => [...g.homePersonIds, ...g.awayPersonIds]))];
  // Nobody suspended for the league on the match's day plays in it.
  const day = match.day ?? today();
  await assertNotSuspended(tx, {
    personIds: ids,
    from: day,
    to: day,
    tournamentId: match.leagueId,
    field: () => 'games',
  });
  if (ids.length) {
    const { rows } = await tx.execute<{ id: number; name: string; teamId: number | null }>(sql`
      SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name,
             (SELECT e.team_id FROM league_roster_entries e
               WHERE e.competition_id = ${match.competitionId} AND e.person_id = p.id
                 AND e.team_person_type_id IN (${PLAYING})) AS "teamId"
        FROM persons p WHERE p.id = ANY(${sql.param(ids)}::int[])`);
    const teams = await tx.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM league_teams WHERE id IN (${match.homeTeamId}, ${match.awayTeamId})`,
    );
    const teamName = new Map(teams.rows.map((t) => [t.id, t.name]));
    const person = new Map(rows.map((r) => [r.id, r]));
    games.forEach((g, i) => {
      for (const [side, teamId] of [
        ['homePersonIds', match.homeTeamId],
        ['awayPersonIds', match.awayTeamId],
      ] as const) {
        const wrong = g[side].filter((pid) => person.get(pid)?.teamId !== teamId);
        const first = wrong[0];
        if (first !== undefined) {
          const p = person.get(first);
          issues.push(
            p
              ? {
                  field: `games.${i}.${side}`,
                  key: 'leagueMatches.notOnRoster',
                  params: { name: p.name, team: teamName.get(teamId) ?? String(teamId) },
                }
              : { field: `games.${i}.${side}`, key: 'validation.notFoundRef', params: { label: side, id: first } },
          );
        }
      }
    });
  }
  if (issues.length) throw validationError(issues);
}

/** Writes the score's games and its totals on the match (null totals for no games). */
async function writeScore(tx: Db, match: LockedMatch, games: GameScore[]): Promise<void> {
  const rules: ScoreRules = { gamePerMatch: match.gamePerMatch, setMax: match.setMax, isDraw: match.isDraw };
  const t = scoreTotals(games, rules);
  await tx.execute(sql`DELETE FROM league_match_games WHERE match_id = ${match.id}`);
  if (games.length > 0) {
    // One statement for all the games (a match has up to gamePerMatch of them).
    const rows = games.map((g, i) => ({
      number: i + 1,
      kind: g.kind ?? null,
      home: g.homePersonIds,
      away: g.awayPersonIds,
      sets: g.sets,
      ...t.games[i]!,
    }));
    await tx.execute(sql`
      INSERT INTO league_match_games (match_id, number, kind, home_person_ids, away_person_ids, sets,
                                      home_sets, away_sets, home_balls, away_balls)
      SELECT ${match.id}, x.number, x.kind, x.home, x.away, x.sets, x."homeSets", x."awaySets", x."homeBalls", x."awayBalls"
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS x(number int, kind text, home int[], away int[], sets jsonb, "homeSets" int, "awaySets" int, "homeBalls" int, "awayBalls" int)`);
  }
  await writeTotals(tx, match.id, games.length === 0 ? null : t);
}

type Totals = Omit<ReturnType<typeof scoreTotals>, 'games' | 'complete'>;

/** The totals the standings read, on the match row (null: no score). */
async function writeTotals(tx: Db, matchId: number, t: Totals | null): Promise<void> {
  await tx.execute(sql`
    UPDATE league_matches
       SET home_score = ${t?.homeScore ?? null}::int, away_score = ${t?.awayScore ?? null}::int,
           home_sets = ${t?.homeSets ?? null}::int, away_sets = ${t?.awaySets ?? null}::int,
           home_balls = ${t?.homeBalls ?? null}::int, away_balls = ${t?.awayBalls ?? null}::int,
           home_points = ${t?.homePoints ?? null}::int, away_points = ${t?.awayPoints ?? null}::int
     WHERE id = ${matchId}`);
}

const toGames = (games: GameInput[]): GameScore[] =>
  games.map((g) => ({
    kind: g.kind ?? null,
    homePersonIds: g.homePersonIds ?? [],
    awayPersonIds: g.awayPersonIds ?? [],
    sets: g.sets.map((s) => ({ home: s.home, away: s.away })),
  }));

async function refuseState(tx: Db, key: string, stateId: number, lang: Language): Promise<never> {
  const state = await stateName(tx, 'tournamentMatchStates', stateId, lang);
  throw new AppError('conflict', 409, {}, [{ key, params: { state } }]);
}

/**
 * Changes a match's details and, with `games`, its whole score. The office until it is published;
 * the home club while it is scheduled or in progress, and never its round or teams.
 */
export async function updateMatch(
  db: Db,
  scope: ZoneScope,
  userId: number,
  id: number,
  input: MatchUpdate,
  lang: Language,
): Promise<MatchData> {
  await transaction(db, async (tx) => {
    const m = await lockMatch(tx, scope, id, lang);
    const editable =
      scope.zone === 'admin' ? !ADMIN_FIXED_STATES.includes(m.stateId) : CLUB_EDITABLE_STATES.includes(m.stateId);
    if (!editable) await refuseState(tx, 'leagueMatches.cannotEdit', m.stateId, lang);
    const placement = {
      roundId: input.roundId ?? m.roundId,
      homeTeamId: input.homeTeamId ?? m.homeTeamId,
      awayTeamId: input.awayTeamId ?? m.awayTeamId,
    };
    const moved =
      placement.roundId !== m.roundId || placement.homeTeamId !== m.homeTeamId || placement.awayTeamId !== m.awayTeamId;
    if (moved && scope.zone !== 'admin') {
      const field = input.roundId !== undefined && input.roundId !== m.roundId ? 'roundId' : 'homeTeamId';
      throw validationError([{ field, key: 'leagueMatches.clubFixedTeams' }]);
    }
    if (moved || input.refereeId != null) {
      await checkPlacement(tx, m.competitionId, { ...placement, refereeId: input.refereeId }, m.id);
    }
    // The players belong to the old teams: a match moved to other teams keeps no score of theirs.
    // Without a new score it is scored as empty — its totals go too (they would count in the
    // standings), and once it has ended that is the 400 of an incomplete score.
    const teamsChanged = placement.homeTeamId !== m.homeTeamId || placement.awayTeamId !== m.awayTeamId;
    const newGames = input.games ?? (teamsChanged ? [] : undefined);
    await checkVenue(tx, input.sportFieldId);
    const sets = detailColumns(input);
    if (moved) {
      sets.push(
        sql`round_id = ${placement.roundId}`,
        sql`home_team_id = ${placement.homeTeamId}`,
        sql`away_team_id = ${placement.awayTeamId}`,
      );
    }
    sets.push(sql`edited_date = now()`, sql`edited_by_id = ${userId}`);
    await tx.execute(sql`UPDATE league_matches SET ${sql.join(sets, sql`, `)} WHERE id = ${m.id}`);
    if (newGames !== undefined) {
      const moving = { ...m, ...placement };
      const games = toGames(newGames);
      await checkScore(tx, moving, games, ENDED_STATES.includes(m.stateId));
      await writeScore(tx, moving, games);
    }
  });
  return getMatch(db, scope, id);
}

export async function deleteMatch(
  db: Db,
  scope: ZoneScope,
  id: number,
  withResults: boolean,
  lang: Language,
): Promise<void> {
  await transaction(db, async (tx) => {
    const m = await lockMatch(tx, scope, id, lang);
    if (!withResults && (RESULT_MATCH_STATES as readonly number[]).includes(m.stateId)) {
      const state = await stateName(tx, 'tournamentMatchStates', m.stateId, lang);
      throw resultsExist('leagueMatches.matchHasResult', { state });
    }
    await tx.execute(sql`DELETE FROM league_matches WHERE id = ${id}`);
  });
}

/** A match's result became public: the webhooks' message, in the transaction of the change. */
function recordMatchPublished(tx: Db, m: { id: number; competitionId: number }): Promise<void> {
  return recordWebhookEvent(tx, 'match.result.published', { matchId: m.id, competitionId: m.competitionId });
}

/** Moves a match along its states (409 naming the state otherwise); end wants a complete score. */
export async function changeMatchState(
  db: Db,
  scope: ZoneScope,
  userId: number,
  id: number,
  action: MatchAction,
  lang: Language,
): Promise<MatchData> {
  await transaction(db, async (tx) => {
    const m = await lockMatch(tx, scope, id, lang);
    if (scope.zone !== 'admin' && !CLUB_ACTIONS.includes(action)) throw forbidden();
    const step = MATCH_TRANSITIONS[action];
    if (!step.from.includes(m.stateId)) await refuseState(tx, step.message, m.stateId, lang);
    if (action === 'end') {
      const { rows } = await tx.execute<GameScore & Record<string, unknown>>(sql`
        SELECT kind, home_person_ids AS "homePersonIds", away_person_ids AS "awayPersonIds", sets
          FROM league_match_games WHERE match_id = ${m.id} ORDER BY number`);
      await checkScore(tx, m, rows, true);
      await writeScore(tx, m, rows);
    }
    // A walkover taken back loses the score it awarded (it has no games); a cancellation keeps its.
    if (action === 'reopen' && m.stateId === MATCH_STATE.walkover) await writeScore(tx, m, []);
    await tx.execute(sql`
      UPDATE league_matches SET state_id = ${step.to}, edited_date = now(), edited_by_id = ${userId} WHERE id = ${m.id}`);
    if (step.to === MATCH_STATE.published) await recordMatchPublished(tx, m);
  });
  return getMatch(db, scope, id);
}

/**
 * The office records a played match's result in one step: its details and whole score, which must
 * be complete, and the match is published (approved with `publish: false`) from any state before
 * that — scheduled, postponed, in progress, finished or approved.
 */
export async function recordResult(
  db: Db,
  scope: ZoneScope,
  userId: number,
  id: number,
  input: MatchResult,
  lang: Language,
): Promise<MatchData> {
  await transaction(db, async (tx) => {
    const m = await lockMatch(tx, scope, id, lang);
    if (!RESULT_FROM.includes(m.stateId)) await refuseState(tx, 'leagueMatches.cannotRecord', m.stateId, lang);
    if (input.refereeId != null) await checkPlacement(tx, m.competitionId, { ...m, refereeId: input.refereeId }, m.id);
    const games = toGames(input.games);
    await checkScore(tx, m, games, true);
    await writeScore(tx, m, games);
    const to = input.publish === false ? MATCH_STATE.approved : MATCH_STATE.published;
    const sets = [
      ...detailColumns(input),
      sql`state_id = ${to}`,
      sql`edited_date = now()`,
      sql`edited_by_id = ${userId}`,
    ];
    await tx.execute(sql`UPDATE league_matches SET ${sql.join(sets, sql`, `)} WHERE id = ${m.id}`);
    if (to === MATCH_STATE.published) await recordMatchPublished(tx, m);
  });
  return getMatch(db, scope, id);
}

/** The office awards a match not played to one side: the walkover's totals, no games (match-score.ts). */
export async function awardWalkover(
  db: Db,
  scope: ZoneScope,
  userId: number,
  id: number,
  input: Walkover,
  lang: Language,
): Promise<MatchData> {
  await transaction(db, async (tx) => {
    const m = await lockMatch(tx, scope, id, lang);
    if (!WALKOVER_FROM.includes(m.stateId)) await refuseState(tx, 'leagueMatches.cannotWalkover', m.stateId, lang);
    const t = walkoverTotals({ gamePerMatch: m.gamePerMatch, setMax: m.setMax, isDraw: m.isDraw }, input.winner);
    await tx.execute(sql`DELETE FROM league_match_games WHERE match_id = ${m.id}`);
    await writeTotals(tx, m.id, t);
    await tx.execute(sql`
      UPDATE league_matches SET state_id = ${MATCH_STATE.walkover}, edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${m.id}`);
  });
  return getMatch(db, scope, id);
}

/** Most referee candidates one search answers (the picker narrows by typing). */
const REFEREE_CANDIDATES = 20;

/**
 * The referee picker: persons with a referee role valid today whose name matches `search` (or the
 * one of `id`, the current choice), by surname; with their birth year and current club to tell
 * namesakes apart.
 */
export async function refereeCandidates(
  db: Db,
  input: { search?: string | undefined; id?: number | undefined },
): Promise<RefereeCandidate[]> {
  const words = (input.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4);
  // Accent- and case-insensitive, as the people list's name filter (its trigram index).
  const match = words.map((w) => personNameLike(w));
  // Driven by today's referee roles (a few thousand at most), not by the persons.
  const { rows } = await db.execute<RefereeCandidate>(sql`
    SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name,
           extract(year FROM p.birth_date)::int AS "birthYear", c.name AS "clubName"
      FROM persons p
      LEFT JOIN clubs c ON c.id = ${currentClubIdSql(sql`p.id`)}
     WHERE p.id IN (SELECT r.person_id FROM person_roles r JOIN person_role_types rt ON rt.id = r.type_id AND rt.is_referee
                     WHERE r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL}))
       ${input.id ? sql`AND p.id = ${input.id}` : sql``}
       ${match.length ? sql`AND ${sql.join(match, sql` AND `)}` : sql``}
     ORDER BY p.last_name, p.first_name, p.id
     LIMIT ${REFEREE_CANDIDATES}`);
  return rows;
}
