// Clubs: the simple list (admin zone by federation unit, club zone the current club) and counts.
import type { ClubSimple, ListEnvelope } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, runList } from '../../platform/list-query/list-statements';

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
        sql`EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id AND cr.season_id = ANY(${sql.param(f.values.map(Number))}::int[]))`,
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
      WITH page AS (SELECT * FROM clubs c WHERE ${where} ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset})
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

export function listClubsSimple(
  db: Db,
  scope: ClubListScope,
  query: Record<string, unknown>,
): Promise<ListEnvelope<ClubSimple>> {
  return runList<ClubSimple>(db, clubsSimpleListSql(scope, query));
}

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
