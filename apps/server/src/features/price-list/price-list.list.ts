// The price list's list (issue 31 part 1): the items of every economy category with their filters,
// sorts and export; in the club zone only what can be ordered on a day (today unless the validAt
// filter names another).
import type { PriceListItemListItem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

export type PriceListZone = 'admin' | 'club';

/** Can be ordered on the day: validFrom ≤ day ≤ validTo, an empty end open. */
export const orderableOn = (day: SQL) =>
  sql`((p.valid_from IS NULL OR p.valid_from <= ${day}) AND (p.valid_to IS NULL OR p.valid_to >= ${day}))`;

export const priceListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`p.id`, sort: true },
    categoryId: { type: 'number', column: sql`p.category_id`, sort: [sql`p.category_id`, sql`p.name`] },
    name: { type: 'text', selective: true, column: sql`p.name`, sort: [sql`p.name`] },
    kind: { type: 'text', column: sql`p.kind`, operators: ['valuesEqual', 'valuesMemberOf'] },
    amount: { type: 'number', column: sql`p.amount`, sort: true },
    vatRate: { type: 'number', column: sql`p.vat_rate` },
    seasonId: { type: 'number', column: sql`p.season_id` },
    ageCategoryId: { type: 'number', column: sql`p.age_category_id` },
    personRoleTypeId: { type: 'number', column: sql`p.person_role_type_id` },
    validFrom: { type: 'date', column: sql`p.valid_from`, sort: true },
    validTo: { type: 'date', column: sql`p.valid_to`, sort: true },
    validAt: {
      type: 'date',
      operators: ['valuesEqual'],
      filter: (f) => orderableOn(sql`${String(f.values[0])}::date`),
    },
  },
  defaultSort: 'name',
  tieBreaker: sql`p.id ASC`,
};

export const PRICE_LIST_COLUMNS = sql`
  p.id, p.category_id AS "categoryId", p.kind, p.name, p.amount, p.vat_rate AS "vatRate",
  p.season_id AS "seasonId", p.age_category_id AS "ageCategoryId", p.person_role_type_id AS "personRoleTypeId",
  p.valid_from::text AS "validFrom", p.valid_to::text AS "validTo"`;

/** The SQL of the list for a zone and a raw list query (throws a 400 on a bad query). */
export function priceListSql(zone: PriceListZone, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, priceListSpec);
  // A club sees what it can order: today's items unless it asks about another day.
  const dayGiven = Object.keys(query).some((k) => k.startsWith('fields[validAt]'));
  const clubDay = zone === 'club' && !dayGiven ? [orderableOn(TODAY_SQL)] : [];
  return selectStatements(q, {
    columns: PRICE_LIST_COLUMNS,
    from: sql`price_list_items p`,
    where: whereSql([...clubDay, ...q.where]),
  });
}

const KIND_NAMES = {
  person: { cs: 'Osoba', en: 'Person' },
  club: { cs: 'Klub', en: 'Club' },
  credit: { cs: 'Kredit', en: 'Credit' },
} as const;

/** The list as a file: the page's columns, codebook ids as names, amounts in koruny. */
export const priceListExport = defineListExport({
  name: 'price-list',
  title: { cs: 'Ceník', en: 'Price list' },
  prepare: async (db, lang) => ({
    lang,
    categories: await codebookNames(db, 'economyCategories', lang),
    ages: await codebookNames(db, 'ageCategories', lang),
    seasons: new Map(
      (await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM seasons`)).rows.map((r) => [
        r.id,
        r.name,
      ]),
    ),
    roleTypes: await referenceNames(db, 'person_role_types', lang),
  }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (p: PriceListItemListItem) => p.name, width: 36 },
    { label: { cs: 'Kategorie', en: 'Category' }, value: (p, x) => nameOf(x.categories, p.categoryId), width: 24 },
    { label: { cs: 'Druh', en: 'Kind' }, value: (p, x) => KIND_NAMES[p.kind][x.lang], width: 10 },
    { label: { cs: 'Cena s DPH (Kč)', en: 'Price incl. VAT (CZK)' }, type: 'amount', value: (p) => p.amount / 100 },
    { label: { cs: 'Sazba DPH (%)', en: 'VAT rate (%)' }, type: 'number', value: (p) => p.vatRate },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (p, x) => nameOf(x.seasons, p.seasonId), width: 12 },
    {
      label: { cs: 'Věková kategorie', en: 'Age category' },
      value: (p, x) => nameOf(x.ages, p.ageCategoryId),
      width: 16,
    },
    { label: { cs: 'Typ role', en: 'Role type' }, value: (p, x) => nameOf(x.roleTypes, p.personRoleTypeId), width: 18 },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (p) => p.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid to' }, type: 'date', value: (p) => p.validTo },
  ],
});
