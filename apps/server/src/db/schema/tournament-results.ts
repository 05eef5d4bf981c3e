// Results of the dynamic tournaments (issue 15; spec 001 §2 standings, team rosters, scoring,
// ranking; §3 Team roster, Scoring row, Ranking): the pairs and teams of a discipline, the points
// per placing of each tournament type, the rankings generated from the points, and the result rows
// an import could not match to a person (kept for pairing by hand). A participant's own result
// (placing, result text, points) lives on tournament_participants.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
import { tournamentCompetitions, tournamentParticipants, tournaments } from './tournaments';

/** A pair or team of a discipline (the spec's team roster): a first and a second person. */
export const tournamentTeamRosters = pgTable(
  'tournament_team_rosters',
  {
    id: serial('id').primaryKey(),
    tournamentCompetitionId: integer('tournament_competition_id')
      .notNull()
      .references(() => tournamentCompetitions.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    firstPersonId: integer('first_person_id')
      .notNull()
      .references(() => persons.id),
    firstClubId: integer('first_club_id').references(() => clubs.id),
    /** Codebook tournamentTeamStates of the first person's place in the roster. */
    firstStateId: integer('first_state_id').notNull().default(1),
    secondPersonId: integer('second_person_id').references(() => persons.id),
    secondClubId: integer('second_club_id').references(() => clubs.id),
    secondStateId: integer('second_state_id').notNull().default(1),
    /** Codebook tournamentTeamStates of the roster as a whole. */
    stateId: integer('state_id').notNull().default(1),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check(
      'tournament_team_rosters_two_persons_chk',
      sql`${t.secondPersonId} IS NULL OR ${t.secondPersonId} <> ${t.firstPersonId}`,
    ),
    index('tournament_team_rosters_competition_idx').on(t.tournamentCompetitionId, t.id),
    index('tournament_team_rosters_tournament_idx').on(t.tournamentId, t.id),
    index('tournament_team_rosters_first_person_idx').on(t.firstPersonId),
    index('tournament_team_rosters_second_person_idx').on(t.secondPersonId),
  ],
);

/** Points for the placings rankFrom..rankTo of a tournament type (the spec's scoring row). */
export const tournamentScoringRows = pgTable(
  'tournament_scoring_rows',
  {
    id: serial('id').primaryKey(),
    /** Codebook tournamentTypes. */
    typeId: integer('type_id').notNull(),
    rankFrom: integer('rank_from').notNull(),
    rankTo: integer('rank_to').notNull(),
    /** The row is the points of one shared placing rankFrom..rankTo (else: of each place in the range). */
    rankShared: boolean('rank_shared').notNull().default(false),
    points: numeric('points', { precision: 10, scale: 2 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    check('tournament_scoring_rows_range_chk', sql`${t.rankFrom} >= 1 AND ${t.rankTo} >= ${t.rankFrom}`),
    uniqueIndex('tournament_scoring_rows_uq').on(t.typeId, t.rankShared, t.rankFrom),
  ],
);

/** A generated ranking of an age-category group, sex and sport discipline at a date. */
export const rankings = pgTable(
  'rankings',
  {
    id: serial('id').primaryKey(),
    ageCategoryGroupId: integer('age_category_group_id').notNull(),
    sexId: integer('sex_id').notNull(),
    sportDisciplineId: integer('sport_discipline_id').notNull(),
    rankDate: date('rank_date').notNull(),
    entriesCount: integer('entries_count').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    uniqueIndex('rankings_key_uq').on(t.ageCategoryGroupId, t.sexId, t.sportDisciplineId, t.rankDate),
    index('rankings_rank_date_idx').on(t.rankDate, t.id),
  ],
);

/** A person's place in a ranking, with the results that counted. */
export const rankingEntries = pgTable(
  'ranking_entries',
  {
    rankingId: integer('ranking_id')
      .notNull()
      .references(() => rankings.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    /** 1-based; persons with equal points share the rank (1, 2, 2, 4). */
    rank: integer('rank').notNull(),
    points: numeric('points', { precision: 12, scale: 2 }).notNull(),
    /** The person's current club when the ranking was generated. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** The results that counted: [{participantId, tournamentId, competitionId, points}]. */
    counted: jsonb('counted').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.rankingId, t.personId] }),
    index('ranking_entries_rank_idx').on(t.rankingId, t.rank, t.personId),
    index('ranking_entries_person_idx').on(t.personId),
  ],
);

/**
 * A result row of an import that matched no person (or more than one), kept until it is paired
 * by hand with a person (POST .../competitions/participants/pair) or the import runs again.
 */
export const tournamentUnpairedResults = pgTable(
  'tournament_unpaired_results',
  {
    id: serial('id').primaryKey(),
    tournamentCompetitionId: integer('tournament_competition_id')
      .notNull()
      .references(() => tournamentCompetitions.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** csv (the fencing timing tool) or software (the tournament software's JSON). */
    source: text('source').notNull(),
    rowNumber: integer('row_number').notNull(),
    /** Identity of the row across runs of the same file (no duplicates when run twice). */
    rowKey: text('row_key').notNull(),
    registrationNumber: text('registration_number'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date'),
    clubName: text('club_name'),
    rankFrom: integer('rank_from'),
    rankTo: integer('rank_to'),
    standingShared: boolean('standing_shared').notNull().default(false),
    result: text('result'),
    points: numeric('points', { precision: 10, scale: 2 }),
    /** Why the row was not matched (codes in docs/decisions.md "Result imports"). */
    reason: text('reason').notNull(),
    /** Set once paired: the application that took the result. */
    pairedParticipantId: integer('paired_participant_id').references(() => tournamentParticipants.id, {
      onDelete: 'set null',
    }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('tournament_unpaired_results_key_uq').on(t.tournamentCompetitionId, t.rowKey),
    index('tournament_unpaired_results_tournament_idx').on(t.tournamentId, t.id),
    index('tournament_unpaired_results_participant_idx').on(t.pairedParticipantId),
  ],
);
