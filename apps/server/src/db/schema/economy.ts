// Economy (spec 001 §2 Economy, Person contributions): the contribution price list, the yearly
// membership fee of each person per season, and the economy settings (the payment provider's
// token, stored encrypted).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { clubCreditEntries } from './credits';
import { persons } from './persons';
import { approvalStates, federationUnits, paidStates, personRoleTypes } from './reference';
import { seasons } from './seasons';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The fee of a role type in a season, optionally narrowed to a federation unit and an age
 * category (codebook `ageCategories`); null means "any". The most specific row wins: unit before
 * category (docs/decisions.md "Person contributions").
 */
export const contributionPrices = pgTable(
  'contribution_prices',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    federationUnitId: integer('federation_unit_id').references(() => federationUnits.id),
    personRoleTypeId: integer('person_role_type_id')
      .notNull()
      .references(() => personRoleTypes.id),
    /** Codebook `ageCategories`; null: every category. */
    ageCategoryId: integer('age_category_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check('contribution_prices_amount_chk', sql`${t.amount} >= 0`),
    // One price per combination; "any" (null) is a value of its own here.
    uniqueIndex('contribution_prices_key_idx').on(
      t.seasonId,
      sql`coalesce(${t.federationUnitId}, 0)`,
      t.personRoleTypeId,
      sql`coalesce(${t.ageCategoryId}, 0)`,
    ),
  ],
);

/**
 * A person's membership fee for a season: generated from the memberships valid in the season
 * (club, role types, age category and amount are taken then and refreshed by a later generation
 * while unpaid), then paid. A paid contribution is never paid again.
 */
export const personContributions = pgTable(
  'person_contributions',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    clubId: integer('club_id').references(() => clubs.id),
    /** The club's federation unit when generated: the row scope of a unit manager. */
    federationUnitId: integer('federation_unit_id').references(() => federationUnits.id),
    /** Codebook `ageCategories`: the narrowest category the person's age falls in. */
    ageCategoryId: integer('age_category_id'),
    /** The person role types held in the club during the season. */
    roleTypeIds: integer('role_type_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The approval state of the membership role the contribution was generated from. */
    approvalStateId: integer('approval_state_id').references(() => approvalStates.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** 1 unpaid, 2 paid, 3 not required (amount 0). */
    paidStateId: integer('paid_state_id')
      .notNull()
      .default(1)
      .references(() => paidStates.id),
    paidDate: date('paid_date'),
    /** Codebook `paymentSources`. */
    paymentSourceId: integer('payment_source_id'),
    /** The club-credit ledger entry that paid it (payment source CLUB_CREDIT). */
    creditEntryId: integer('credit_entry_id').references(() => clubCreditEntries.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    check('person_contributions_amount_chk', sql`${t.amount} >= 0`),
    check('person_contributions_paid_chk', sql`(${t.paidStateId} = 2) = (${t.paidDate} IS NOT NULL)`),
    uniqueIndex('person_contributions_person_season_idx').on(t.personId, t.seasonId),
    index('person_contributions_season_club_idx').on(t.seasonId, t.clubId, t.paidStateId),
    index('person_contributions_club_idx').on(t.clubId, t.seasonId),
    index('person_contributions_season_paid_idx').on(t.seasonId, t.paidStateId),
    index('person_contributions_season_unit_idx').on(t.seasonId, t.federationUnitId),
    index('person_contributions_season_category_idx').on(t.seasonId, t.ageCategoryId),
    index('person_contributions_credit_entry_idx').on(t.creditEntryId),
  ],
);

/**
 * The federation's economy settings: one row (id 1). The payment provider's token is stored
 * AES-256-GCM encrypted (key from configuration) and never leaves the server; its last four
 * characters are kept apart so that users can tell tokens apart.
 */
export const economySettings = pgTable(
  'economy_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** iv (12 bytes) | auth tag (16 bytes) | ciphertext. */
    tokenCiphertext: bytea('token_ciphertext'),
    tokenHint: text('token_hint'),
    /** Last day the token is valid. */
    tokenValidTill: date('token_valid_till'),
    tokenUpdatedDate: timestamp('token_updated_date', { withTimezone: true }),
    tokenUpdatedById: integer('token_updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('economy_settings_single_row_chk', sql`${t.id} = 1`)],
);
