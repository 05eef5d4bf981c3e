// Clubs: the simple list (admin zone by federation unit, club zone the current club) and counts.
import type { ClubSimple } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, numbersParam, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements } from '../../platform/list-query/list-statements';

export const clubListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`c.id`, sort: true },
    name: { type: 'text', column: sql`c.name`, sort: true },
    registrationNumber: { type: 'text', column: sql`c.registration_number`, sort: true },
    federationUnitId: {
      type: 'number',
      column: sql`c.federation_unit_id`,
      sort: [sql`c.federation_unit_id`, sql`c.name`],
    },
    regionId: { type: 'number', column: sql`c.region_id` },
    districtId: { type: 'number', column: sql`c.district_id` },
    seasonId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) =>
        sql`EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id AND cr.season_id = ANY(${numbersParam(f.values)}))`,
    },
  },
  defaultSort: 'name',
  tieBreaker: sql`c.id ASC`,
};

export type ClubListScope = AdminScope | ClubScope;

function clubScopeSql(scope: ClubListScope): SQL {
  return scope.zone === 'club' ? sql`c.id = ${scope.clubId}` : unitScopeSql(scope, sql`c.federation_unit_id`);
}

/** The SQL of `clubs/simple` (admin or club zone) for a raw list query. */
export function clubsSimpleListSql(scope: ClubListScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, clubListSpec);
  const where = whereSql([clubScopeSql(scope), ...q.where]);
  return {
    page: sql`
      WITH page AS (SELECT * FROM clubs c WHERE ${where} ORDER BY ${q.orderBy} ${q.paging})
      SELECT c.id, c.federation_unit_id AS "federationUnitId", c.registration_number AS "registrationNumber", c.name,
             c.email, c.phone, c.contact_person AS "contactPerson", c.logo_url AS "logoUrl",
             c.region_id AS "regionId", c.district_id AS "districtId",
             ARRAY(SELECT DISTINCT cr.season_id FROM club_roles cr WHERE cr.club_id = c.id AND cr.season_id IS NOT NULL ORDER BY 1) AS "seasonsIds",
             ARRAY(SELECT DISTINCT cr.section_id FROM club_roles cr WHERE cr.club_id = c.id AND cr.section_id IS NOT NULL ORDER BY 1) AS "rolesSectionsIds"
        FROM page c ORDER BY ${q.orderBy}`,
    count: sql`SELECT count(*)::int AS total FROM clubs c WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

const namesOf = (names: Map<number, string>, ids: number[]) => ids.map((id) => nameOf(names, id)).join(', ');

/** The club list as a file, with the unit, region, district, seasons and sections by name. */
export const clubExport = defineListExport({
  name: 'clubs',
  title: { cs: 'Kluby', en: 'Clubs' },
  prepare: async (db, lang) => {
    const seasons = await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM seasons`);
    return {
      units: await referenceNames(db, 'federation_units', lang),
      regions: await referenceNames(db, 'regions', lang),
      districts: await referenceNames(db, 'districts', lang),
      sections: await referenceNames(db, 'sections', lang),
      seasons: new Map(seasons.rows.map((r) => [r.id, r.name])),
    };
  },
  columns: [
    { label: { cs: 'ID', en: 'ID' }, type: 'number', value: (c: ClubSimple) => c.id },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (c) => c.registrationNumber, width: 16 },
    { label: { cs: 'Název', en: 'Name' }, value: (c) => c.name, width: 36 },
    {
      label: { cs: 'Federační jednotka', en: 'Federation unit' },
      value: (c, x) => nameOf(x.units, c.federationUnitId),
    },
    { label: { cs: 'Kraj', en: 'Region' }, value: (c, x) => nameOf(x.regions, c.regionId) },
    { label: { cs: 'Okres', en: 'District' }, value: (c, x) => nameOf(x.districts, c.districtId) },
    { label: { cs: 'Kontaktní osoba', en: 'Contact person' }, value: (c) => c.contactPerson },
    { label: { cs: 'E-mail', en: 'E-mail' }, value: (c) => c.email, width: 30 },
    { label: { cs: 'Telefon', en: 'Phone' }, value: (c) => c.phone, width: 16 },
    { label: { cs: 'Sezóny', en: 'Seasons' }, value: (c, x) => namesOf(x.seasons, c.seasonsIds), width: 30 },
    { label: { cs: 'Sekce', en: 'Sections' }, value: (c, x) => namesOf(x.sections, c.rolesSectionsIds), width: 20 },
  ],
});

/** Clubs in scope; with a date, only those with a club registration valid on that date. */
export async function countClubs(db: Db, scope: AdminScope, date?: string): Promise<number> {
  const onDate = date
    ? sql`EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id AND cr.valid_from <= ${date}::date
                  AND (cr.valid_till IS NULL OR cr.valid_till >= ${date}::date))`
    : sql`TRUE`;
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM clubs c WHERE ${unitScopeSql(scope, sql`c.federation_unit_id`)} AND ${onDate}`,
  );
  return rows[0]?.n ?? 0;
}
