// The clubs register's reads (issue 30 §1): the list with its filters, sorts and export, a club's
// detail, the records of its tabs (read here through SQL from the tables other features keep:
// members, managers, boards, contracts, credit, contributions, sport fields) and its history from
// the audit log. A unit manager reads their units' clubs, a club manager their current club; a
// club outside the scope that exists is a 403, one that does not a 404.
import type { ClubDetail, ClubListItem, ClubRecords, LocalizedText } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { USER_ROLE_TYPE } from '../../db/reference-ids';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { auditHistoryStatements } from '../../platform/audit/audit-history';
import { historyExport } from '../../platform/audit/history-export';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { type AppError, forbidden, notFound } from '../../platform/errors/app-error';
import { defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';

export type ClubRegisterScope = AdminScope | ClubScope;

/** The club `c` is in the caller's scope. */
export function clubInScopeSql(scope: ClubRegisterScope): SQL {
  return scope.zone === 'club' ? sql`c.id = ${scope.clubId}` : unitScopeSql(scope, sql`c.federation_unit_id`);
}

/** A club registration (club role) of `c` is valid today. */
const ACTIVE = sql`EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id AND cr.valid_from <= ${TODAY_SQL}
  AND (cr.valid_till IS NULL OR cr.valid_till >= ${TODAY_SQL}))`;

const listSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`c.id`, sort: true },
    name: { type: 'text', selective: true, column: sql`c.name`, sort: true },
    registrationNumber: { type: 'text', selective: true, column: sql`c.registration_number`, sort: true },
    identificationNumber: { type: 'text', selective: true, column: sql`c.identification_number`, sort: true },
    city: { type: 'text', column: sql`c.city`, sort: [sql`c.city`, sql`c.name`] },
    federationUnitId: {
      type: 'number',
      column: sql`c.federation_unit_id`,
      sort: [sql`c.federation_unit_id`, sql`c.name`],
    },
    regionId: { type: 'number', column: sql`c.region_id`, sort: [sql`c.region_id`, sql`c.name`] },
    districtId: { type: 'number', column: sql`c.district_id`, sort: [sql`c.district_id`, sql`c.name`] },
    clubTypeId: { type: 'number', column: sql`c.club_type_id`, sort: [sql`c.club_type_id`, sql`c.name`] },
    active: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(ACTIVE) },
  },
  defaultSort: 'name',
  tieBreaker: sql`c.id ASC`,
};

const LIST_COLUMNS = sql`c.id, c.registration_number AS "registrationNumber", c.name,
  c.identification_number AS "identificationNumber", c.city, c.region_id AS "regionId", c.district_id AS "districtId",
  c.club_type_id AS "clubTypeId", c.federation_unit_id AS "federationUnitId", ${ACTIVE} AS active`;

export function clubRegisterListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, listSpec);
  const where = whereSql([clubInScopeSql(scope), ...q.where]);
  return {
    page: sql`SELECT ${LIST_COLUMNS} FROM clubs c WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM clubs c WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The register as a file: name, IČO, region, district, club type, federation unit, state. */
export const clubRegisterExport = defineListExport({
  name: 'clubs-register',
  title: { cs: 'Registr klubů', en: 'Clubs register' },
  prepare: async (db, lang) => ({
    lang,
    units: await referenceNames(db, 'federation_units', lang),
    regions: await referenceNames(db, 'regions', lang),
    districts: await referenceNames(db, 'districts', lang),
    types: await referenceNames(db, 'club_types', lang),
  }),
  columns: [
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (c: ClubListItem) => c.registrationNumber },
    { label: { cs: 'Název', en: 'Name' }, value: (c) => c.name, width: 36 },
    { label: { cs: 'IČO', en: 'Company ID' }, value: (c) => c.identificationNumber, width: 12 },
    { label: { cs: 'Obec', en: 'City' }, value: (c) => c.city, width: 20 },
    { label: { cs: 'Kraj', en: 'Region' }, value: (c, x) => nameOf(x.regions, c.regionId), width: 22 },
    { label: { cs: 'Okres', en: 'District' }, value: (c, x) => nameOf(x.districts, c.districtId), width: 20 },
    { label: { cs: 'Typ klubu', en: 'Club type' }, value: (c, x) => nameOf(x.types, c.clubTypeId), width: 22 },
    {
      label: { cs: 'Federační jednotka', en: 'Federation unit' },
      value: (c, x) => nameOf(x.units, c.federationUnitId),
      width: 30,
    },
    {
      label: { cs: 'Stav', en: 'State' },
      value: (c, x) =>
        c.active
          ? { cs: 'Registrovaný', en: 'Registered' }[x.lang]
          : { cs: 'Bez platné registrace', en: 'Not registered' }[x.lang],
      width: 20,
    },
  ],
});

const DETAIL_COLUMNS = sql`c.id, c.registration_number AS "registrationNumber", c.name, c.official_name AS "officialName",
  c.identification_number AS "identificationNumber", c.tax_identification_number AS "taxIdentificationNumber",
  c.legal_form AS "legalForm", c.street, c.house_number AS "houseNumber", c.land_registry_number AS "landRegistryNumber",
  c.city_part AS "cityPart", c.city, c.zip, c.country_id AS "countryId", c.region_id AS "regionId",
  c.district_id AS "districtId", c.bank_account AS "bankAccount", c.email, c.phone, c.web,
  c.contact_person AS "contactPerson", c.federation_unit_id AS "federationUnitId", c.club_type_id AS "clubTypeId",
  ${ACTIVE} AS active, ${isoTimestampSql(sql`c.created_date`)} AS "createdDate",
  ${isoTimestampSql(sql`c.edited_date`)} AS "editedDate"`;

export async function getClub(db: Db, scope: ClubRegisterScope, id: number): Promise<ClubDetail> {
  const { rows } = await db.execute<ClubDetail>(
    sql`SELECT ${DETAIL_COLUMNS} FROM clubs c WHERE c.id = ${id} AND ${clubInScopeSql(scope)}`,
  );
  if (!rows[0]) throw await clubOutOfScope(db, id);
  return rows[0];
}

/** 403 when the club exists (another unit's, another club), 404 when it does not. */
export async function clubOutOfScope(db: Db, id: number): Promise<AppError> {
  const { rows } = await db.execute(sql`SELECT 1 FROM clubs WHERE id = ${id}`);
  return rows[0] ? forbidden() : notFound();
}

export async function requireClubInScope(db: Db, scope: ClubRegisterScope, id: number): Promise<void> {
  const { rows } = await db.execute(sql`SELECT 1 FROM clubs c WHERE c.id = ${id} AND ${clubInScopeSql(scope)}`);
  if (!rows[0]) throw await clubOutOfScope(db, id);
}

const RECORDS_LIMIT = 200;
const fullName = sql`p.last_name || ' ' || p.first_name`;
const ROLE_TODAY = sql`r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL})`;
const ROLE_APPROVED = sql`EXISTS (SELECT 1 FROM approval_states s WHERE s.id = r.approval_state_id AND s.is_valid)`;

/** The records of the detail's tabs (each at most 200 rows, newest or alphabetical first). */
export async function clubRecords(db: Db, scope: ClubRegisterScope, id: number): Promise<ClubRecords> {
  await requireClubInScope(db, scope, id);
  const managerTypes = [USER_ROLE_TYPE.ClubManager, USER_ROLE_TYPE.ClubManagerReadOnly];
  const { rows } = await db.execute<ClubRecords>(sql`
    SELECT
      coalesce((SELECT json_agg(x) FROM (
        SELECT p.id AS "personId", ${fullName} AS "fullName", p.registration_number AS "registrationNumber",
               r.type_id AS "typeId", r.valid_from AS "validFrom", r.valid_till AS "validTill"
          FROM person_roles r JOIN persons p ON p.id = r.person_id
         WHERE r.club_id = ${id} AND ${ROLE_TODAY} AND ${ROLE_APPROVED}
         ORDER BY p.last_name, p.first_name, r.id LIMIT ${RECORDS_LIMIT}) x), '[]') AS members,
      (SELECT count(DISTINCT r.person_id)::int FROM person_roles r
        WHERE r.club_id = ${id} AND ${ROLE_TODAY} AND ${ROLE_APPROVED}) AS "memberCount",
      coalesce((SELECT json_agg(x) FROM (
        SELECT u.id AS "userId", concat_ws(' ', u.first_name, u.last_name) AS "fullName", u.user_name AS "userName",
               ur.role_type_id AS "roleTypeId", ur.role_type_id = ${USER_ROLE_TYPE.ClubManagerReadOnly} AS "readOnly",
               EXISTS (SELECT 1 FROM account_tokens a WHERE a.user_id = u.id AND a.purpose = 'invitation'
                        AND a.used_at IS NULL) AS "invitationPending"
          FROM user_roles ur JOIN users u ON u.id = ur.user_id
          JOIN user_role_claims cl ON cl.user_role_id = ur.id AND cl.claim_type = 'club' AND cl.object_id = ${id}
         WHERE ur.role_type_id = ANY(${sql.param(managerTypes)}::int[])
         ORDER BY u.last_name, u.first_name, u.id LIMIT ${RECORDS_LIMIT}) x), '[]') AS managers,
      coalesce((SELECT json_agg(x) FROM (
        SELECT p.id AS "personId", ${fullName} AS "fullName", r.type_id AS "typeId",
               CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name) END AS board,
               r.valid_from AS "validFrom", r.valid_till AS "validTill"
          FROM person_roles r JOIN persons p ON p.id = r.person_id
          JOIN person_role_types t ON t.id = r.type_id LEFT JOIN boards b ON b.id = r.board_id
         WHERE r.club_id = ${id} AND (t.is_board_role OR r.board_id IS NOT NULL)
         ORDER BY r.valid_till DESC NULLS FIRST, r.valid_from DESC, r.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS boards,
      coalesce((SELECT json_agg(x) FROM (
        SELECT k.id, k.number, k.type_id AS "typeId", k.state_id AS "stateId", k.valid_from AS "validFrom",
               k.valid_till AS "validTill"
          FROM contracts k WHERE k.club_id = ${id}
         ORDER BY k.valid_from DESC, k.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS contracts,
      json_build_object(
        'balance', coalesce((SELECT sum(CASE WHEN e.kind = 'order' THEN e.amount ELSE -e.amount END)::float8
                               FROM club_credit_entries e WHERE e.club_id = ${id}), 0),
        'entries', coalesce((SELECT json_agg(x) FROM (
          SELECT e.id, e.entry_date AS date, e.kind, e.amount::float8 AS amount, e.note
            FROM club_credit_entries e WHERE e.club_id = ${id}
           ORDER BY e.entry_date DESC, e.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]')) AS credit,
      coalesce((SELECT json_agg(x) FROM (
        SELECT pc.season_id AS "seasonId", se.name AS season, count(DISTINCT pc.person_id)::int AS persons,
               sum(pc.amount)::float8 AS amount,
               coalesce(sum(pc.amount) FILTER (WHERE pc.paid_state_id = 2), 0)::float8 AS paid
          FROM person_contributions pc JOIN seasons se ON se.id = pc.season_id
         WHERE pc.club_id = ${id} GROUP BY pc.season_id, se.name
         ORDER BY pc.season_id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS contributions,
      coalesce((SELECT json_agg(x) FROM (
        SELECT f.id, f.name, f.city, f.court_count AS "courtCount", f.valid_from AS "validFrom", f.valid_till AS "validTill"
          FROM sport_fields f WHERE f.club_id = ${id}
         ORDER BY f.name, f.id LIMIT ${RECORDS_LIMIT}) x), '[]') AS "sportFields"`);
  return rows[0]!;
}

const historySpec: ListSpec = {
  fields: {
    action: { type: 'text', column: sql`l.action`, operators: ['valuesEqual', 'valuesMemberOf'] },
    at: { type: 'date', column: sql`l.at`, sort: [sql`l.at`] },
  },
  defaultSort: '-at',
  tieBreaker: sql`l.id DESC`,
};

/** The club's changes from the audit log (subject `club`), newest first, each field before and after. */
export async function clubHistorySql(
  db: Db,
  scope: ClubRegisterScope,
  id: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  await requireClubInScope(db, scope, id);
  return auditHistoryStatements('club', id, parseListQuery(query, historySpec));
}

/** The club's fields as the audit records name them, under the detail's labels. */
const CLUB_FIELDS: Record<string, LocalizedText> = {
  name: { cs: 'Název', en: 'Name' },
  officialName: { cs: 'Úřední název', en: 'Official name' },
  registrationNumber: { cs: 'Registrační číslo', en: 'Registration number' },
  identificationNumber: { cs: 'IČO', en: 'Company ID (IČO)' },
  taxIdentificationNumber: { cs: 'DIČ', en: 'Tax ID (DIČ)' },
  legalForm: { cs: 'Právní forma', en: 'Legal form' },
  street: { cs: 'Ulice', en: 'Street' },
  houseNumber: { cs: 'Číslo orientační', en: 'Street number' },
  landRegistryNumber: { cs: 'Číslo popisné', en: 'Land registry number' },
  cityPart: { cs: 'Část obce', en: 'Part of the city' },
  city: { cs: 'Obec', en: 'City' },
  zip: { cs: 'PSČ', en: 'Postcode' },
  countryId: { cs: 'Stát', en: 'Country' },
  regionId: { cs: 'Kraj', en: 'Region' },
  districtId: { cs: 'Okres', en: 'District' },
  bankAccount: { cs: 'Bankovní účet', en: 'Bank account' },
  email: { cs: 'E-mail', en: 'E-mail' },
  phone: { cs: 'Telefon', en: 'Phone' },
  web: { cs: 'Web', en: 'Web' },
  contactPerson: { cs: 'Kontaktní osoba', en: 'Contact person' },
  federationUnitId: { cs: 'Federační jednotka', en: 'Federation unit' },
  clubTypeId: { cs: 'Typ klubu', en: 'Club type' },
  note: { cs: 'Poznámka', en: 'Note' },
  statutoryFirstName: { cs: 'Jméno statutárního zástupce', en: "Statutory person's first name" },
  statutoryLastName: { cs: 'Příjmení statutárního zástupce', en: "Statutory person's last name" },
  statutoryFunction: { cs: 'Funkce statutárního zástupce', en: "Statutory person's function" },
};

/** The history as a file: one line per change record, its field changes as the history tab reads them. */
export const clubHistoryExport = historyExport(
  'club-history',
  { cs: 'Historie změn klubu', en: 'Club change history' },
  {
    createAction: 'club.create',
    actions: {
      'club.create': { cs: 'Založení klubu', en: 'Club created' },
      'club.update': { cs: 'Změna údajů', en: 'Data changed' },
      'club.contact': { cs: 'Změna kontaktů', en: 'Contacts changed' },
      'club.change.request': { cs: 'Žádost o změnu úředních údajů', en: 'Request to change the official data' },
      'club.change.accept': { cs: 'Žádost přijata', en: 'Request accepted' },
      'club.change.reject': { cs: 'Žádost zamítnuta', en: 'Request rejected' },
    },
    field: (key) => CLUB_FIELDS[key],
    references: {
      countryId: 'countries',
      regionId: 'regions',
      districtId: 'districts',
      federationUnitId: 'federation_units',
      clubTypeId: 'club_types',
    },
  },
);
