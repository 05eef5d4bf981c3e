// The dynamic tournament module (spec 001 §2, §3 Tournament, Discipline/competition, Participant,
// Attachment): tournaments with their type/level pairs, their disciplines (competitions), the
// applications of athletes and referees to disciplines, attachments (stored files) and the secret
// tokens of members' personal calendar feeds.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { files } from './files';
import { persons } from './persons';
import { districts, federationUnits, regions } from './reference';
import { seasons } from './seasons';
import { sportFields } from './sport-fields';

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The federation's own short code (unique when given). */
    code: text('code'),
    dateFrom: date('date_from').notNull(),
    dateTill: date('date_till').notNull(),
    /** Start time on dateFrom (HH:MM in the API). */
    timeFrom: time('time_from'),
    registrationStartDate: date('registration_start_date'),
    registrationCloseDate: date('registration_close_date'),
    /** Clubs apply their members online (else the organizer collects entries itself). */
    registrationOnline: boolean('registration_online').notNull().default(true),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    organizerId: integer('organizer_id').references(() => clubs.id),
    /** The organizer's name when it is not one of the federation's clubs. */
    organizerText: text('organizer_text'),
    /** The first type/level pair (copied from tournament_type_levels, order 1) for sorting and display. */
    typeId: integer('type_id').notNull(),
    levelId: integer('level_id'),
    federationUnitId: integer('federation_unit_id').references(() => federationUnits.id),
    sportFieldId: integer('sport_field_id').references(() => sportFields.id),
    sportFieldText: text('sport_field_text'),
    /** The chief referee. */
    refereeId: integer('referee_id').references(() => persons.id),
    refereeText: text('referee_text'),
    director: text('director'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    note: text('note'),
    ageCategoryId: integer('age_category_id'),
    ageCategoryGroupId: integer('age_category_group_id'),
    sexId: integer('sex_id'),
    /** Codebook tournamentTeamTypes: 1 individuals, 2 teams, 3 both. */
    teamTypeId: integer('team_type_id'),
    /** Codebook tournamentCategories: 1 open, 2 federation members only, 3 by invitation. */
    categoryId: integer('category_id'),
    /** The sport disciplines played (codebook sportDisciplines); GIN-indexed for the list filter. */
    sportDisciplineIds: integer('sport_discipline_ids').array().notNull().default(sql`'{}'::integer[]`),
    startingFee: numeric('starting_fee', { precision: 10, scale: 2 }),
    onlineInfo: text('online_info'),
    accommodation: text('accommodation'),
    /** Rich text, sanitised by platform/rich-text before it is stored. */
    proposition: text('proposition'),
    propositionFileId: uuid('proposition_file_id').references(() => files.id),
    posterFileId: uuid('poster_file_id').references(() => files.id),
    mainImageFileId: uuid('main_image_file_id').references(() => files.id),
    /** Labels shown as badges; important links as [{title, url}]. */
    badges: text('badges').array().notNull().default(sql`'{}'::text[]`),
    importantLinks: jsonb('important_links').notNull().default(sql`'[]'::jsonb`),
    rankingDate: date('ranking_date'),
    /** Whether the tournament counts toward rankings. */
    rankingGenerate: boolean('ranking_generate').notNull().default(false),
    rankingIncluded: boolean('ranking_included').notNull().default(false),
    rankingExcluded: boolean('ranking_excluded').notNull().default(false),
    externalId: text('external_id'),
    previousTournamentId: integer('previous_tournament_id').references((): AnyPgColumn => tournaments.id, {
      onDelete: 'set null',
    }),
    group: text('group'),
    additionalData: jsonb('additional_data'),
    /** Codebook tournamentStates: 1 draft, 2 published, 3 sent to commission, 4 approved, 5 cancelled, 6 archived. */
    stateId: integer('state_id').notNull().default(1),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    districtId: integer('district_id').references(() => districts.id),
    regionId: integer('region_id').references(() => regions.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Stable UID of the tournament's event in the iCal feeds. */
    calendarEventId: uuid('calendar_event_id').notNull().defaultRandom(),
    /**
     * Distinct persons with an active application (state isActive) as athletes / as referees in the
     * tournament's disciplines that are not cancelled; kept by the participants service in the
     * same transaction as every application change (statute 8 reads them).
     */
    signedAthletes: integer('signed_athletes').notNull().default(0),
    signedReferees: integer('signed_referees').notNull().default(0),
    /** Active teams (team disciplines; filled by the next issue). */
    signedTeams: integer('signed_teams').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    check('tournaments_range_chk', sql`${t.dateFrom} <= ${t.dateTill}`),
    check(
      'tournaments_registration_range_chk',
      sql`${t.registrationStartDate} IS NULL OR ${t.registrationCloseDate} IS NULL OR ${t.registrationStartDate} <= ${t.registrationCloseDate}`,
    ),
    check('tournaments_latitude_chk', sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check('tournaments_longitude_chk', sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    uniqueIndex('tournaments_code_uq').on(sql`lower(${t.code})`),
    index('tournaments_date_from_idx').on(t.dateFrom, t.id),
    index('tournaments_date_till_idx').on(t.dateTill, t.id),
    index('tournaments_season_idx').on(t.seasonId, t.dateFrom),
    index('tournaments_state_idx').on(t.stateId, t.dateFrom),
    index('tournaments_type_idx').on(t.typeId, t.dateFrom),
    index('tournaments_level_idx').on(t.levelId, t.dateFrom),
    index('tournaments_region_idx').on(t.regionId, t.dateFrom),
    index('tournaments_organizer_idx').on(t.organizerId, t.dateFrom),
    index('tournaments_name_idx').on(t.name, t.id),
    index('tournaments_name_trgm_idx').using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`),
    index('tournaments_sport_disciplines_idx').using('gin', t.sportDisciplineIds),
    // ON DELETE SET NULL of the self reference looks the referring rows up by it.
    index('tournaments_previous_tournament_idx').on(t.previousTournamentId),
    // A sport field's deletion looks up the tournaments held there (issue 30 §6).
    index('tournaments_sport_field_idx').on(t.sportFieldId),
    // The rankings' included and excluded tabs (few rows each).
    index('tournaments_ranking_included_idx').on(t.dateFrom, t.id).where(sql`${t.rankingIncluded}`),
    index('tournaments_ranking_excluded_idx').on(t.dateFrom, t.id).where(sql`${t.rankingExcluded}`),
  ],
);

/** The type/level pairs of a tournament in their order (the first is copied to tournaments.type_id/level_id). */
export const tournamentTypeLevels = pgTable(
  'tournament_type_levels',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** 1-based position. */
    order: integer('order').notNull(),
    typeId: integer('type_id').notNull(),
    levelId: integer('level_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.order] }),
    index('tournament_type_levels_type_idx').on(t.typeId, t.tournamentId),
    index('tournament_type_levels_level_idx').on(t.levelId, t.tournamentId),
  ],
);

/** A discipline (the spec's competition) of a tournament. */
export const tournamentCompetitions = pgTable(
  'tournament_competitions',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ageCategoryId: integer('age_category_id'),
    ageCategoryGroupId: integer('age_category_group_id'),
    sportDisciplineId: integer('sport_discipline_id'),
    typeId: integer('type_id'),
    competitionType: text('competition_type'),
    levelId: integer('level_id'),
    /** Codebook tournamentCompetitionStates: 1 open, 2 closed, 3 approved (validated), 4 cancelled. */
    stateId: integer('state_id').notNull().default(1),
    /** Codebook tournamentCompetitionRankStates (the next issue's rankings). */
    rankStateId: integer('rank_state_id').notNull().default(1),
    /** The spec's VT. */
    performanceClass: text('performance_class'),
    dateFrom: date('date_from'),
    dateTill: date('date_till'),
    timeFrom: time('time_from'),
    location: text('location'),
    proposition: text('proposition'),
    externalId: text('external_id'),
    startFee: numeric('start_fee', { precision: 10, scale: 2 }),
    /** The discipline's own application window (within the tournament's, when given). */
    openForParticipants: date('open_for_participants'),
    closeForParticipants: date('close_for_participants'),
    approveDate: timestamp('approve_date', { withTimezone: true }),
    previousCompetitionId: integer('previous_competition_id').references((): AnyPgColumn => tournamentCompetitions.id, {
      onDelete: 'set null',
    }),
    resultsUrl: text('results_url'),
    systemId: integer('system_id'),
    resultTypeId: integer('result_type_id'),
    gamePerMatch: integer('game_per_match'),
    setMax: integer('set_max'),
    isDraw: boolean('is_draw').notNull().default(false),
    roundCount: integer('round_count'),
    seasonId: integer('season_id').references(() => seasons.id),
    // Counts fill (spec 001 §3): what actually started, and the ranking coefficients.
    startParticipantCount: integer('start_participant_count'),
    startForeignParticipantCount: integer('start_foreign_participant_count'),
    startCountriesCount: integer('start_countries_count'),
    coeficientCp: numeric('coeficient_cp', { precision: 8, scale: 3 }),
    coeficientMcr: numeric('coeficient_mcr', { precision: 8, scale: 3 }),
    percentToCpRankings: numeric('percent_to_cp_rankings', { precision: 5, scale: 2 }),
    percentToMcrRankings: numeric('percent_to_mcr_rankings', { precision: 5, scale: 2 }),
    /** Active applications as athletes / referees / all roles; kept by the participants service. */
    athletesCount: integer('athletes_count').notNull().default(0),
    refereesCount: integer('referees_count').notNull().default(0),
    participantsCount: integer('participants_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    check(
      'tournament_competitions_range_chk',
      sql`${t.dateFrom} IS NULL OR ${t.dateTill} IS NULL OR ${t.dateFrom} <= ${t.dateTill}`,
    ),
    check(
      'tournament_competitions_window_chk',
      sql`${t.openForParticipants} IS NULL OR ${t.closeForParticipants} IS NULL OR ${t.openForParticipants} <= ${t.closeForParticipants}`,
    ),
    index('tournament_competitions_tournament_idx').on(t.tournamentId, t.name),
    index('tournament_competitions_discipline_idx').on(t.sportDisciplineId, t.tournamentId),
    index('tournament_competitions_state_idx').on(t.stateId, t.tournamentId),
    // ON DELETE SET NULL of the self reference looks the referring rows up by it.
    index('tournament_competitions_previous_competition_idx').on(t.previousCompetitionId),
    // The cross-tournament discipline list (season pairing, the older module): sorts and filters.
    index('tournament_competitions_name_idx').on(t.name, t.id),
    index('tournament_competitions_date_from_idx').on(t.dateFrom, t.id),
    index('tournament_competitions_group_idx').on(t.ageCategoryGroupId, t.sportDisciplineId),
    index('tournament_competitions_name_trgm_idx').using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`),
  ],
);

/** An application (the spec's participant) of a person to a discipline, as an athlete or a referee. */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    id: serial('id').primaryKey(),
    tournamentCompetitionId: integer('tournament_competition_id')
      .notNull()
      .references(() => tournamentCompetitions.id, { onDelete: 'cascade' }),
    /** Copied from the discipline: the tournament's participants list reads by it. */
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    /** Codebook tournamentRoles: 1 athlete; 2-6 referee roles (data.personRoleTypeId 4). */
    roleId: integer('role_id').notNull(),
    /** The club the person applied for (null: applied by the office without a club). */
    clubId: integer('club_id').references(() => clubs.id),
    /** Codebook tournamentTeamStates: 1 registered, 2 confirmed, 3 rejected, 4 withdrawn, 5 excluded. */
    stateId: integer('state_id').notNull().default(1),
    registered: timestamp('registered', { withTimezone: true }).notNull().defaultNow(),
    registrationApprovedDate: timestamp('registration_approved_date', { withTimezone: true }),
    registrationFeePaidDate: date('registration_fee_paid_date'),
    /** The spec's note: a JSON object {category?, clubName?} (a fallback club name). */
    note: jsonb('note'),
    additionalData: jsonb('additional_data'),
    // The result (issue 15, docs/decisions.md "Results and standings"): the placing rankFrom..rankTo
    // (equal unless shared), the result text, the points (entered, or calculated from the scoring
    // table) and the points toward the rankings (points × the discipline's coefficient × percent).
    rankFrom: integer('rank_from'),
    rankTo: integer('rank_to'),
    standingShared: boolean('standing_shared').notNull().default(false),
    result: text('result'),
    points: numeric('points', { precision: 10, scale: 2 }),
    pointsCp: numeric('points_cp', { precision: 10, scale: 2 }),
    pointsMcr: numeric('points_mcr', { precision: 10, scale: 2 }),
    ...auditColumns,
  },
  (t) => [
    check(
      'tournament_participants_rank_chk',
      sql`(${t.rankFrom} IS NULL AND ${t.rankTo} IS NULL) OR (${t.rankFrom} >= 1 AND ${t.rankTo} >= ${t.rankFrom})`,
    ),
    // One application of a person per discipline (whatever the role).
    uniqueIndex('tournament_participants_person_uq').on(t.tournamentCompetitionId, t.personId),
    index('tournament_participants_competition_idx').on(t.tournamentCompetitionId, t.id),
    // Standings in placing order.
    index('tournament_participants_standing_idx').on(t.tournamentCompetitionId, t.rankFrom, t.id),
    index('tournament_participants_tournament_idx').on(t.tournamentId, t.id),
    index('tournament_participants_club_idx').on(t.clubId, t.tournamentId),
    index('tournament_participants_person_idx').on(t.personId, t.tournamentId),
  ],
);

export const tournamentAttachments = pgTable(
  'tournament_attachments',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    ...auditColumns,
  },
  (t) => [index('tournament_attachments_tournament_idx').on(t.tournamentId, t.id)],
);

/** The secret of a member's personal calendar feed (one per person; a reset replaces it). */
export const tournamentCalendarTokens = pgTable('tournament_calendar_tokens', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});
