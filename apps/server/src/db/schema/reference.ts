// Reference data (the codebook): shipped with the migrations, the same on every install.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { localizedName } from './columns';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  alpha2: text('alpha2').notNull().unique(),
  alpha3: text('alpha3').notNull().unique(),
  ...localizedName,
});

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    ...localizedName,
  },
  (t) => [index('districts_region_idx').on(t.regionId)],
);

export const sexes = pgTable('sexes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const paidStates = pgTable('paid_states', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const approvalStates = pgTable('approval_states', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
  isDefault: boolean('is_default').notNull().default(false),
  isValid: boolean('is_valid').notNull().default(false),
  isCancelled: boolean('is_cancelled').notNull().default(false),
  isDraft: boolean('is_draft').notNull().default(false),
  color: text('color').notNull(),
  paidStateId: integer('paid_state_id').references(() => paidStates.id),
});

/** Sport sections (disciplines grouped for membership); seasons and roles belong to one. */
export const sections = pgTable('sections', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const clubTypes = pgTable('club_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const personRoleCategories = pgTable('person_role_categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const personRoleTypes = pgTable('person_role_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
  categoryId: integer('category_id').references(() => personRoleCategories.id),
  /** The role is held in a club (clubId required). */
  isClubRole: boolean('is_club_role').notNull().default(false),
  /** The role is a seat on a board (boardId required). */
  isBoardRole: boolean('is_board_role').notNull().default(false),
  isReferee: boolean('is_referee').notNull().default(false),
  isCoach: boolean('is_coach').notNull().default(false),
  isAthlete: boolean('is_athlete').notNull().default(false),
  isOfficial: boolean('is_official').notNull().default(false),
  /** Club managers may create and edit this role for their club. */
  isClubEditable: boolean('is_club_editable').notNull().default(false),
  hasLevel: boolean('has_level').notNull().default(false),
  showInGrid: boolean('show_in_grid').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const personRoleLevels = pgTable('person_role_levels', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
  typeId: integer('type_id').references(() => personRoleTypes.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const userRoleTypes = pgTable('user_role_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
  /** Lower is more powerful; the logged user's `level` is the lowest of its roles. */
  level: integer('level').notNull(),
  isRequiredClub: boolean('is_required_club').notNull().default(false),
  isRequiredFedUnit: boolean('is_required_fed_unit').notNull().default(false),
  isReadOnly: boolean('is_read_only').notNull().default(false),
  /** The zone whose permissions this role carries. */
  zone: text('zone').notNull(),
});

/** Seeded permission matrix: which role may perform which action (docs/access.md). */
export const userRoleTypePermissions = pgTable(
  'user_role_type_permissions',
  {
    roleTypeId: integer('role_type_id')
      .notNull()
      .references(() => userRoleTypes.id),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleTypeId, t.permission] })],
);

export const federationUnits = pgTable('federation_units', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
  regionId: integer('region_id').references(() => regions.id),
  email: text('email'),
  phone: text('phone'),
});

/** Front-end features switched per zone (the codebook's `features`). */
export const features = pgTable(
  'features',
  {
    id: text('id').notNull(),
    zone: text('zone').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.id, t.zone] })],
);

/**
 * Every other codebook list (tournament states, campaign statuses, ...): small lists that no
 * foreign key of this issue points at. `attrs` holds list-specific fields (colour, flags).
 */
export const codebookEntries = pgTable(
  'codebook_entries',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    ...localizedName,
    sortOrder: integer('sort_order').notNull().default(0),
    attrs: jsonb('attrs').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] }), unique('codebook_entries_list_code_uq').on(t.list, t.code)],
);

/** The side menu: one tree per zone and menu version. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    zone: text('zone').notNull(),
    parentId: integer('parent_id'),
    key: text('key').notNull(),
    sortOrder: integer('sort_order').notNull(),
    titleCs: text('title_cs').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionCs: text('description_cs'),
    descriptionEn: text('description_en'),
    icon: text('icon'),
    externalLink: text('external_link'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    params: jsonb('params'),
  },
  (t) => [index('menu_items_zone_idx').on(t.version, t.zone, t.sortOrder)],
);

/** The federation itself (name, address, bank): one row, id 1. */
export const association = pgTable('association', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  street: text('street'),
  city: text('city'),
  zip: text('zip'),
  countryId: integer('country_id').references(() => countries.id),
  vat: text('vat'),
  tax: text('tax'),
  email: text('email'),
  phone: text('phone'),
  web: text('web'),
  logoUrl: text('logo_url'),
  bank: text('bank'),
  bankAccount: text('bank_account'),
  iban: text('iban'),
  swift: text('swift'),
});
