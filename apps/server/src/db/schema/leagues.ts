// Leagues (issue 16; spec 001 §2 "Leagues", §3 League/competition part, Match, Team, Standing
// row, Team roster): a league is a tournament of the league type (codebook tournamentTypes LEAGUE)
// whose disciplines are its competitions (tournament_competitions carries systemId, resultTypeId,
// gamePerMatch, setMax, isDraw, roundCount) and whose attachments are the tournament's. These
// tables add the league's teams, which team plays which competition with which roster, the rounds
// of a competition's draw, its matches and the games (rubbers) of each match.
// Rules: docs/decisions.md "Leagues".
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { persons } from './persons';
import { sportFields } from './sport-fields';
import { tournamentCompetitions, tournaments } from './tournaments';

/** A team of a league (spec §3 Team). Deleting it removes it from the whole league (rosters, matches). */
export const leagueTeams = pgTable(
  'league_teams',
  {
    id: serial('id').primaryKey(),
    /** The league (a tournament of the league type). */
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    /** Where the team plays its home matches (a match's default address). */
    address: text('address'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    note: text('note'),
    /** Codebook tournamentTeamStates: 1 registered, 2 confirmed, 3 rejected, 4 withdrawn, 5 excluded. */
    stateId: integer('state_id').notNull().default(1),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('league_teams_name_uq').on(t.tournamentId, sql`lower(${t.name})`),
    index('league_teams_tournament_idx').on(t.tournamentId, t.name, t.id),
    index('league_teams_club_idx').on(t.clubId, t.tournamentId),
    /** The list of teams across leagues, by name (the menu's "Družstva"). */
    index('league_teams_lower_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** A team playing a competition of its league. Removing it deletes its roster there (cascade). */
export const leagueCompetitionTeams = pgTable(
  'league_competition_teams',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => tournamentCompetitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.teamId] }),
    index('league_competition_teams_team_idx').on(t.teamId, t.competitionId),
  ],
);

/** A person of a team's roster in one competition, with the codebook teamPersonTypes type. */
export const leagueRosterEntries = pgTable(
  'league_roster_entries',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').notNull(),
    teamId: integer('team_id').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    /** Codebook teamPersonTypes: 1 player, 2 captain, 3 substitute, 4 coach, 5 team manager, 6 physio. */
    teamPersonTypeId: integer('team_person_type_id').notNull().default(1),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'league_roster_entries_competition_team_fk',
      columns: [t.competitionId, t.teamId],
      foreignColumns: [leagueCompetitionTeams.competitionId, leagueCompetitionTeams.teamId],
    }).onDelete('cascade'),
    // A person plays for one team of a competition.
    uniqueIndex('league_roster_entries_person_uq').on(t.competitionId, t.personId),
    index('league_roster_entries_team_idx').on(t.teamId, t.competitionId),
    index('league_roster_entries_person_idx').on(t.personId),
  ],
);

/** A round of a competition's draw (generated or added by hand), with its dates. */
export const leagueRounds = pgTable(
  'league_rounds',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => tournamentCompetitions.id, { onDelete: 'cascade' }),
    /** 1-based order within the competition. */
    number: integer('number').notNull(),
    name: text('name'),
    dateFrom: date('date_from'),
    dateTill: date('date_till'),
    ...auditColumns,
  },
  (t) => [
    check('league_rounds_number_chk', sql`${t.number} >= 1`),
    check(
      'league_rounds_range_chk',
      sql`${t.dateFrom} IS NULL OR ${t.dateTill} IS NULL OR ${t.dateFrom} <= ${t.dateTill}`,
    ),
    uniqueIndex('league_rounds_number_uq').on(t.competitionId, t.number),
  ],
);

/**
 * A match of two teams in a round (spec §3 Match). The score lives in league_match_games; the
 * columns below are its totals, written with it: games won (the spec's homeScore/awayScore), sets,
 * balls, and the league points the match gives (docs/decisions.md "Leagues").
 */
export const leagueMatches = pgTable(
  'league_matches',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => tournamentCompetitions.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => leagueRounds.id, { onDelete: 'cascade' }),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true }),
    address: text('address'),
    /** The venue picked from the register (issue 30 §6); `address` stays as the free-text fallback. */
    sportFieldId: integer('sport_field_id').references(() => sportFields.id),
    attendance: integer('attendance'),
    refereeId: integer('referee_id').references(() => persons.id),
    refereeText: text('referee_text'),
    organizer: text('organizer'),
    propositionUrl: text('proposition_url'),
    note: text('note'),
    /** Codebook tournamentMatchStates: 1 scheduled, 2 in progress, 3 finished, 4 approved, 5 published, 6 postponed, 7 walkover, 8 cancelled. */
    stateId: integer('state_id').notNull().default(1),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    homeSets: integer('home_sets'),
    awaySets: integer('away_sets'),
    homeBalls: integer('home_balls'),
    awayBalls: integer('away_balls'),
    homePoints: integer('home_points'),
    awayPoints: integer('away_points'),
    ...auditColumns,
  },
  (t) => [
    check('league_matches_teams_chk', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('league_matches_attendance_chk', sql`${t.attendance} IS NULL OR ${t.attendance} >= 0`),
    index('league_matches_competition_idx').on(t.competitionId, t.roundId, t.id),
    index('league_matches_round_idx').on(t.roundId, t.id),
    index('league_matches_home_team_idx').on(t.homeTeamId),
    index('league_matches_away_team_idx').on(t.awayTeamId),
    index('league_matches_state_idx').on(t.competitionId, t.stateId),
    index('league_matches_referee_idx').on(t.refereeId),
    index('league_matches_sport_field_idx').on(t.sportFieldId),
    /** The list of matches across leagues, by start (the menu's "Utkání"). */
    index('league_matches_start_idx').on(t.startDate, t.id),
    /**
     * Its "upcoming" tab, soonest first: the matches still to be played (scheduled, in progress,
     * postponed) without walking past every season's played ones. The tab's condition
     * (features/league-matches/match-overview.ts) must stay this predicate for the index to serve.
     */
    index('league_matches_upcoming_idx').on(t.startDate, t.id).where(sql`${t.stateId} IN (1, 2, 6)`),
  ],
);

/** One game (rubber) of a match: who played it and its sets [{home, away}] (balls per set). */
export const leagueMatchGames = pgTable(
  'league_match_games',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => leagueMatches.id, { onDelete: 'cascade' }),
    /** 1-based order within the match (at most the competition's gamePerMatch). */
    number: integer('number').notNull(),
    /** 'singles' or 'doubles' (the players a side then are 1 or 2); null: not said. */
    kind: text('kind'),
    /** Players from the teams' rosters in the competition (one for singles, two for doubles). */
    homePersonIds: integer('home_person_ids').array().notNull().default(sql`'{}'::integer[]`),
    awayPersonIds: integer('away_person_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** [{home, away}] balls of each set, at most the competition's setMax sets. */
    sets: jsonb('sets').notNull().default(sql`'[]'::jsonb`),
    homeSets: integer('home_sets').notNull().default(0),
    awaySets: integer('away_sets').notNull().default(0),
    homeBalls: integer('home_balls').notNull().default(0),
    awayBalls: integer('away_balls').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.number] }),
    check('league_match_games_kind_chk', sql`${t.kind} IS NULL OR ${t.kind} IN ('singles', 'doubles')`),
    // The player statistics read the games by person.
    index('league_match_games_home_persons_idx').using('gin', t.homePersonIds),
    index('league_match_games_away_persons_idx').using('gin', t.awayPersonIds),
  ],
);
