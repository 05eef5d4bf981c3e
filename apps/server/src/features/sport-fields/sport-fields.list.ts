// The sport-fields register's list (issue 30 §6): the venues of the caller's scope (the federation,
// a unit manager their units', a club its own) with their filters, sorts and export.
import type { SportFieldListItem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

export type SportFieldScope = AdminScope | ClubScope;

/** Which sport fields the scope sees: a unit manager their units', a club its own. */
export function sportFieldScopeSql(scope: SportFieldScope): SQL {
  return scope.zone === 'admin' ? unitScopeSql(scope, sql`f.federation_unit_id`) : sql`f.club_id = ${scope.clubId}`;
}

/** In use on the date: validFrom ≤ date ≤ validTill (no end: still in use). */
const inUseOn = (date: SQL) => sql`(f.valid_from <= ${date} AND (f.valid_till IS NULL OR f.valid_till >= ${date}))`;

export const sportFieldListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`f.id`, sort: true },
    name: { type: 'text', selective: true, column: sql`f.name`, sort: [sql`f.name`] },
    city: { type: 'text', column: sql`f.city`, sort: [sql`f.city`, sql`f.name`] },
    typeId: { type: 'number', column: sql`f.type_id`, sort: [sql`f.type_id`, sql`f.name`] },
    clubId: { type: 'number', selective: true, column: sql`f.club_id` },
    regionId: { type: 'number', column: sql`f.region_id` },
    districtId: { type: 'number', column: sql`f.district_id` },
    federationUnitId: { type: 'number', column: sql`f.federation_unit_id` },
    courtCount: { type: 'number', column: sql`f.court_count`, sort: true },
    capacity: { type: 'number', column: sql`f.capacity`, sort: true },
    validFrom: { type: 'date', column: sql`f.valid_from`, sort: true },
    validTill: { type: 'date', column: sql`f.valid_till`, sort: true },
    validAt: {
      type: 'date',
      operators: ['valuesEqual'],
      filter: (f) => inUseOn(sql`${String(f.values[0])}::date`),
    },
  },
  defaultSort: 'name',
  tieBreaker: sql`f.id ASC`,
};

export const SPORT_FIELD_COLUMNS = sql`
  f.id, f.name, f.type_id AS "typeId",
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS club,
  f.federation_unit_id AS "federationUnitId", f.street, f.city, f.zip,
  f.district_id AS "districtId", f.region_id AS "regionId", f.latitude, f.longitude,
  f.court_count AS "courtCount", f.capacity, f.valid_from::text AS "validFrom", f.valid_till::text AS "validTill"`;

export const SPORT_FIELD_FROM = sql`sport_fields f LEFT JOIN clubs c ON c.id = f.club_id`;

/** The SQL of the list for a scope and a raw list query (throws a 400 on a bad query). */
export function sportFieldListSql(scope: SportFieldScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, sportFieldListSpec);
  return selectStatements(q, {
    columns: SPORT_FIELD_COLUMNS,
    from: SPORT_FIELD_FROM,
    countFrom: sql`sport_fields f`,
    where: whereSql([sportFieldScopeSql(scope), ...q.where]),
  });
}

/** The list as a file: the columns of the page with codebook ids as names. */
export const sportFieldListExport = defineListExport({
  name: 'sport-fields',
  title: { cs: 'Sportoviště', en: 'Sport fields' },
  prepare: async (db, lang) => ({
    types: await codebookNames(db, 'sportFieldTypes', lang),
    regions: await referenceNames(db, 'regions', lang),
    districts: await referenceNames(db, 'districts', lang),
  }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (f: SportFieldListItem) => f.name, width: 30 },
    { label: { cs: 'Typ', en: 'Type' }, value: (f, x) => nameOf(x.types, f.typeId), width: 18 },
    { label: { cs: 'Klub', en: 'Club' }, value: (f) => f.club?.name ?? null, width: 30 },
    { label: { cs: 'Ulice', en: 'Street' }, value: (f) => f.street, width: 24 },
    { label: { cs: 'Obec', en: 'City' }, value: (f) => f.city, width: 18 },
    { label: { cs: 'PSČ', en: 'ZIP' }, value: (f) => f.zip, width: 8 },
    { label: { cs: 'Okres', en: 'District' }, value: (f, x) => nameOf(x.districts, f.districtId), width: 18 },
    { label: { cs: 'Kraj', en: 'Region' }, value: (f, x) => nameOf(x.regions, f.regionId), width: 20 },
    { label: { cs: 'Šířka', en: 'Latitude' }, type: 'number', value: (f) => f.latitude },
    { label: { cs: 'Délka', en: 'Longitude' }, type: 'number', value: (f) => f.longitude },
    { label: { cs: 'Kurtů', en: 'Courts' }, type: 'number', value: (f) => f.courtCount },
    { label: { cs: 'Kapacita', en: 'Capacity' }, type: 'number', value: (f) => f.capacity },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (f) => f.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid till' }, type: 'date', value: (f) => f.validTill },
  ],
});
