// The referee journal (spec 001 §2 "Referee journal", §3 "Referee journal entry"): what a referee
// refereed, when and in which role. An entry may point at a tournament or a league match of this
// system; the name and city are kept on the entry so that it stays readable when those go.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { leagueMatches } from './leagues';
import { persons } from './persons';
import { tournaments } from './tournaments';

export const refereeJournalEntries = pgTable(
  'referee_journal_entries',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** Codebook refereeJournalTypes. */
    typeId: integer('type_id').notNull(),
    /** The event's name as written (or copied from the linked tournament or match). */
    name: text('name').notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    leagueMatchId: integer('league_match_id').references(() => leagueMatches.id, { onDelete: 'set null' }),
    city: text('city'),
    /** Codebook ageCategoryGroups. */
    ageCategoryGroupId: integer('age_category_group_id'),
    levelText: text('level_text'),
    gameMain: integer('game_main').notNull().default(0),
    gameServe: integer('game_serve').notNull().default(0),
    isLineReferee: boolean('is_line_referee').notNull().default(false),
    isChiefReferee: boolean('is_chief_referee').notNull().default(false),
    isChiefAssistReferee: boolean('is_chief_assist_referee').notNull().default(false),
    isTraining: boolean('is_training').notNull().default(false),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    // The detail list and the overview's count and last date per person.
    index('referee_journal_entries_person_date_idx').on(t.personId, t.date, t.id),
    index('referee_journal_entries_tournament_idx').on(t.tournamentId),
    index('referee_journal_entries_league_match_idx').on(t.leagueMatchId),
    check('referee_journal_entries_games_ck', sql`${t.gameMain} >= 0 AND ${t.gameServe} >= 0`),
  ],
);
