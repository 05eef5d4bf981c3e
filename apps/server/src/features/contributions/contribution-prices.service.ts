// The contribution price list (admin zone, the office): one amount per season, unit (or every
// unit), role type and age category (or every category). A reference that does not exist is a
// 400 naming its field; a second price of the same combination a 409 naming the fields.
import type { ContributionPrice, ContributionPriceCreate } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import {
  AppError,
  type FieldIssue,
  isUniqueViolation,
  notFound,
  requireSameId,
  validationError,
} from '../../platform/errors/app-error';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

type PriceInput = Omit<ContributionPriceCreate, 'amount'> & { amount: number };

const PRICE_COLUMNS = sql`
  cp.id, cp.season_id AS "seasonId", s.name AS "seasonName", cp.federation_unit_id AS "federationUnitId",
  cp.person_role_type_id AS "personRoleTypeId", cp.age_category_id AS "ageCategoryId", cp.amount::float8 AS amount,
  cp.note, cp.created_date AS "createdDate", cp.created_by_id AS "createdById",
  cp.edited_date AS "editedDate", cp.edited_by_id AS "editedById"`;
const PRICE_FROM = sql`contribution_prices cp JOIN seasons s ON s.id = cp.season_id`;

const num = (column: SQL) => ({
  type: 'number' as const,
  column,
  operators: ['valuesEqual', 'valuesMemberOf', 'valueNull', 'valueNotNull'] as const,
  sort: true as const,
});

export const priceListSpec: ListSpec = {
  fields: {
    seasonId: { ...num(sql`cp.season_id`), sort: undefined },
    federationUnitId: num(sql`cp.federation_unit_id`),
    personRoleTypeId: num(sql`cp.person_role_type_id`),
    ageCategoryId: num(sql`cp.age_category_id`),
    season: { type: 'date', sort: [sql`s.valid_from`], filterable: false },
    amount: { type: 'number', sort: [sql`cp.amount`], filterable: false },
  },
  defaultSort: '-season,personRoleTypeId,federationUnitId,ageCategoryId',
  tieBreaker: sql`cp.id ASC`,
};

export function pricesListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, priceListSpec);
  const where = whereSql(q.where);
  return selectStatements(q, { columns: PRICE_COLUMNS, from: PRICE_FROM, where });
}

async function getPrice(db: Db, id: number): Promise<ContributionPrice> {
  const { rows } = await db.execute<ContributionPrice>(
    sql`SELECT ${PRICE_COLUMNS} FROM ${PRICE_FROM} WHERE cp.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** 400 naming every reference of the input that does not exist. */
async function checkReferences(db: Db, input: PriceInput): Promise<void> {
  const { rows } = await db.execute<{ season: boolean; unit: boolean; type: boolean; category: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM seasons WHERE id = ${input.seasonId}) AS season,
           (${input.federationUnitId ?? null}::int IS NULL
             OR EXISTS (SELECT 1 FROM federation_units WHERE id = ${input.federationUnitId ?? null}::int)) AS unit,
           EXISTS (SELECT 1 FROM person_role_types WHERE id = ${input.personRoleTypeId}) AS type,
           (${input.ageCategoryId ?? null}::int IS NULL
             OR EXISTS (SELECT 1 FROM codebook_entries WHERE list = 'ageCategories' AND id = ${input.ageCategoryId ?? null}::int)) AS category`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  const missing = (field: string, id: number | null | undefined) =>
    issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: String(id) } });
  if (!r.season) missing('seasonId', input.seasonId);
  if (!r.unit) missing('federationUnitId', input.federationUnitId);
  if (!r.type) missing('personRoleTypeId', input.personRoleTypeId);
  if (!r.category) missing('ageCategoryId', input.ageCategoryId);
  if (issues.length) throw validationError(issues);
}

/** The 409 of a combination that already has a price. */
const duplicate = () =>
  new AppError(
    'conflict',
    409,
    {},
    ['seasonId', 'federationUnitId', 'personRoleTypeId', 'ageCategoryId'].map((field) => ({
      field,
      key: 'contributions.priceExists',
    })),
  );

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function createPrice(db: Db, userId: number, input: PriceInput): Promise<ContributionPrice> {
  await checkReferences(db, input);
  const id = await uniquely(async () => {
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO contribution_prices (season_id, federation_unit_id, person_role_type_id, age_category_id, amount, note, created_by_id)
      VALUES (${input.seasonId}, ${input.federationUnitId ?? null}, ${input.personRoleTypeId}, ${input.ageCategoryId ?? null},
              ${input.amount}, ${input.note || null}, ${userId})
      RETURNING id`);
    return rows[0]!.id;
  });
  return getPrice(db, id);
}

export async function updatePrice(
  db: Db,
  userId: number,
  id: number,
  input: PriceInput & { id: number },
): Promise<ContributionPrice> {
  requireSameId(input.id, id);
  await getPrice(db, id);
  await checkReferences(db, input);
  await uniquely(() =>
    db.execute(sql`
      UPDATE contribution_prices
         SET season_id = ${input.seasonId}, federation_unit_id = ${input.federationUnitId ?? null},
             person_role_type_id = ${input.personRoleTypeId}, age_category_id = ${input.ageCategoryId ?? null},
             amount = ${input.amount}, note = ${input.note || null}, edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`),
  );
  return getPrice(db, id);
}

export async function deletePrice(db: Db, id: number): Promise<void> {
  const { rowCount } = await db.execute(sql`DELETE FROM contribution_prices WHERE id = ${id}`);
  if (!rowCount) throw notFound();
}

/** The price list as a file, codebook ids as names ("every" where a price holds for all). */
export const priceExport = defineListExport<
  ContributionPrice,
  { units: Map<number, string>; types: Map<number, string>; categories: Map<number, string> }
>({
  name: 'contribution-prices',
  title: { cs: 'Ceník příspěvků', en: 'Contribution prices' },
  prepare: async (db, lang) => ({
    units: await referenceNames(db, 'federation_units', lang),
    types: await referenceNames(db, 'person_role_types', lang),
    categories: await codebookNames(db, 'ageCategories', lang),
  }),
  columns: [
    { label: { cs: 'Sezóna', en: 'Season' }, value: (r) => r.seasonName, width: 12 },
    { label: { cs: 'Svaz', en: 'Federation unit' }, value: (r, c) => nameOf(c.units, r.federationUnitId), width: 24 },
    { label: { cs: 'Typ role', en: 'Role type' }, value: (r, c) => nameOf(c.types, r.personRoleTypeId), width: 20 },
    { label: { cs: 'Věková kategorie', en: 'Age category' }, value: (r, c) => nameOf(c.categories, r.ageCategoryId) },
    { label: { cs: 'Částka (CZK)', en: 'Amount (CZK)' }, type: 'amount', value: (r) => r.amount },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (r) => r.note, width: 30 },
  ],
});
