// Reading, creating, changing and deleting a price-list item (issue 31 part 1): the references
// checked in one query (one 400 naming each bad field), the created/edited columns kept. Not
// audited (a price is neither a person, a club nor a role); an order keeps its own copy of the
// name and price, so a change or a deletion never reaches an order made before.
import type { PriceListItem, PriceListItemWrite } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import { PRICE_LIST_COLUMNS } from './price-list.list';

/** Body field -> column. */
const COLUMNS = {
  categoryId: 'category_id',
  kind: 'kind',
  name: 'name',
  amount: 'amount',
  vatRate: 'vat_rate',
  seasonId: 'season_id',
  ageCategoryId: 'age_category_id',
  personRoleTypeId: 'person_role_type_id',
  validFrom: 'valid_from',
  validTo: 'valid_to',
} as const;
type Field = keyof typeof COLUMNS;
type Values = Record<Field, string | number | null>;
const FIELDS = Object.keys(COLUMNS) as Field[];

export async function getPriceListItem(db: Db, id: number): Promise<PriceListItem> {
  const { rows } = await db.execute<PriceListItem>(sql`
    SELECT ${PRICE_LIST_COLUMNS},
           (SELECT count(*)::int FROM order_items oi WHERE oi.price_list_item_id = p.id) AS "orderItemCount",
           p.created_date AS "createdDate", p.created_by_id AS "createdById",
           p.edited_date AS "editedDate", p.edited_by_id AS "editedById"
      FROM price_list_items p
     WHERE p.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

function valuesOf(body: PriceListItemWrite): Values {
  const out = {} as Values;
  for (const f of FIELDS) {
    const v = (body as Record<string, unknown>)[f];
    out[f] = v === undefined || v === '' ? null : (v as string | number | null);
  }
  return out;
}

const inCodebook = (list: string, id: string | number | null) =>
  id === null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM codebook_entries e WHERE e.list = ${list} AND e.id = ${id})`;
const exists = (table: string, id: string | number | null) =>
  id === null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} x WHERE x.id = ${id})`;

/** The category, season, age category and role type must exist: one 400 names each that does not. */
async function checkReferences(tx: Db, v: Values): Promise<void> {
  const { rows } = await tx.execute<Record<'categoryId' | 'seasonId' | 'ageCategoryId' | 'personRoleTypeId', boolean>>(
    sql`SELECT ${inCodebook('economyCategories', v.categoryId)} AS "categoryId",
               ${exists('seasons', v.seasonId)} AS "seasonId",
               ${inCodebook('ageCategories', v.ageCategoryId)} AS "ageCategoryId",
               ${exists('person_role_types', v.personRoleTypeId)} AS "personRoleTypeId"`,
  );
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  for (const field of ['categoryId', 'seasonId', 'ageCategoryId', 'personRoleTypeId'] as const)
    if (v[field] !== null && !r[field])
      issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: v[field] } });
  if (issues.length) throw validationError(issues);
}

export async function createPriceListItem(db: Db, userId: number, body: PriceListItemWrite): Promise<number> {
  const v = valuesOf(body);
  return transaction(db, async (tx) => {
    await checkReferences(tx, v);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO price_list_items (${sql.join(
        FIELDS.map((f) => sql.identifier(COLUMNS[f])),
        sql`, `,
      )}, created_by_id)
      VALUES (${sql.join(
        FIELDS.map((f) => sql`${v[f]}`),
        sql`, `,
      )}, ${userId}) RETURNING id`);
    return rows[0]!.id;
  });
}

export async function updatePriceListItem(db: Db, userId: number, id: number, body: PriceListItemWrite): Promise<void> {
  const v = valuesOf(body);
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute(sql`SELECT id FROM price_list_items WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound();
    await checkReferences(tx, v);
    await tx.execute(sql`
      UPDATE price_list_items SET ${sql.join(
        FIELDS.map((f) => sql`${sql.identifier(COLUMNS[f])} = ${v[f]}`),
        sql`, `,
      )}, edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
}

/** Deletes an item; the order items made of it keep their copy (their reference becomes empty). */
export async function deletePriceListItem(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`DELETE FROM price_list_items WHERE id = ${id} RETURNING id`);
  if (!rows[0]) throw notFound();
}
