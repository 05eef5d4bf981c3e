// The national teams (issue 32, spec 000 §2.3 `representation*`): a team per sport discipline, age
// category, sex and season; its squad of nominated persons (each nomination answered by the athlete
// or their club); its events (camps, tournaments abroad) with the nominated persons taking part;
// and its international matches with their results.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { persons } from './persons';
import { countries, sexes } from './reference';
import { seasons } from './seasons';
import { users } from './users';

export const representationTeams = pgTable(
  'representation_teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Codebook sportDisciplines. */
    sportDisciplineId: integer('sport_discipline_id').notNull(),
    /** Codebook ageCategories: its ageFrom/ageTo bound who may be nominated. */
    ageCategoryId: integer('age_category_id').notNull(),
    /** Empty: a mixed team. */
    sexId: integer('sex_id').references(() => sexes.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [index('representation_teams_season_idx').on(t.seasonId, t.name, t.id)],
);

export const representationNominations = pgTable(
  'representation_nominations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => representationTeams.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** pending, accepted or declined (NOMINATION_STATES of the contract). */
    state: text('state').notNull().default('pending'),
    answeredDate: timestamp('answered_date', { withTimezone: true }),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who answered: the athlete (personal zone) or their club (club zone). */
    answeredAs: text('answered_as'),
    ...auditColumns,
  },
  (t) => [
    // Nominated once per team (the 409 of a second nomination).
    uniqueIndex('representation_nominations_team_person_idx').on(t.teamId, t.personId),
    index('representation_nominations_person_idx').on(t.personId),
    check('representation_nominations_state_ck', sql`${t.state} IN ('pending', 'accepted', 'declined')`),
    check(
      'representation_nominations_answered_as_ck',
      sql`${t.answeredAs} IS NULL OR ${t.answeredAs} IN ('person', 'club')`,
    ),
  ],
);

export const representationEvents = pgTable(
  'representation_events',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => representationTeams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** camp, tournament or other (REPRESENTATION_EVENT_KINDS of the contract). */
    kind: text('kind').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTill: date('date_till').notNull(),
    place: text('place'),
    countryId: integer('country_id').references(() => countries.id),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    index('representation_events_date_idx').on(t.dateFrom, t.id),
    index('representation_events_team_idx').on(t.teamId, t.dateFrom),
    check('representation_events_range_ck', sql`${t.dateFrom} <= ${t.dateTill}`),
    check('representation_events_kind_ck', sql`${t.kind} IN ('camp', 'tournament', 'other')`),
  ],
);

/** The nominated persons taking part in an event. */
export const representationEventParticipants = pgTable(
  'representation_event_participants',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => representationEvents.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.personId] }),
    index('representation_event_participants_person_idx').on(t.personId),
  ],
);

export const representationMatches = pgTable(
  'representation_matches',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => representationTeams.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** HH:MM, optional. */
    time: text('time'),
    opponentCountryId: integer('opponent_country_id')
      .notNull()
      .references(() => countries.id),
    /** The competition it belongs to (a European championship, a friendly). */
    competition: text('competition'),
    place: text('place'),
    /** The score, both or neither (an upcoming match has none). */
    scoreOwn: integer('score_own'),
    scoreOpponent: integer('score_opponent'),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    index('representation_matches_date_idx').on(t.date, t.id),
    index('representation_matches_team_idx').on(t.teamId, t.date),
    check(
      'representation_matches_score_ck',
      sql`(${t.scoreOwn} IS NULL) = (${t.scoreOpponent} IS NULL) AND coalesce(${t.scoreOwn}, 0) >= 0 AND coalesce(${t.scoreOpponent}, 0) >= 0`,
    ),
  ],
);
