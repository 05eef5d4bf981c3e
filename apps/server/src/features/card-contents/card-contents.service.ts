// Member-card content: one per federation unit, a JSON Schema and data valid against it; the list,
// the writes (scoped to the caller's federation units) and the card preview.
import type {
  CardContent,
  CardContentCreate,
  CardContentPreviewRequest,
  CardContentUpdate,
  CardField,
  CardPreview,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import {
  AppError,
  type FieldIssue,
  forbidden,
  isUniqueViolation,
  notFound,
  requireSameId,
  validationError,
} from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements } from '../../platform/list-query/list-statements';
import { renderCardHtml } from './card-html';
import { compileCardSchema, dataIssues, type JsonObject } from './json-schema';

const inScope = (scope: AdminScope, unitId: number) => scope.fedUnitIds === null || scope.fedUnitIds.includes(unitId);
const unitName = (lang: Language) => sql.raw(lang === 'en' ? 'u.name_en' : 'u.name_cs');
const lastChange = sql`coalesce(cc.edited_date, cc.created_date)`;

function listSpec(lang: Language): ListSpec {
  return {
    fields: {
      federationUnitId: { type: 'number', column: sql`cc.federation_unit_id` },
      federationUnit: { type: 'text', column: unitName(lang), sort: [unitName(lang)], filterable: false },
      lastChange: { type: 'date', column: sql`${lastChange}::date`, sort: [lastChange] },
      createdDate: { type: 'date', column: sql`cc.created_date::date`, sort: [sql`cc.created_date`] },
    },
    defaultSort: 'federationUnit',
    tieBreaker: sql`cc.id ASC`,
  };
}

const selectColumns = (lang: Language) => sql`
  cc.id, cc.federation_unit_id AS "federationUnitId",
  json_build_object('id', u.id, 'name', ${unitName(lang)}) AS "federationUnit",
  cc.schema, cc.data, ${lastChange} AS "lastChange",
  cc.created_date AS "createdDate", cc.created_by_id AS "createdById",
  cc.edited_date AS "editedDate", cc.edited_by_id AS "editedById"`;

/** The SQL of the card-content list for a scope, a raw list query and the language of names. */
export function cardContentsListSql(scope: AdminScope, query: Record<string, unknown>, lang: Language): ListStatements {
  const q = parseListQuery(query, listSpec(lang));
  const where = whereSql([unitScopeSql(scope, sql`cc.federation_unit_id`), ...q.where]);
  const from = sql`card_contents cc JOIN federation_units u ON u.id = cc.federation_unit_id`;
  return {
    page: sql`SELECT ${selectColumns(lang)} FROM ${from} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The card contents as a file: which unit has one and when it changed (the schema stays out). */
export const cardContentExport = defineListExport<CardContent>({
  name: 'card-contents',
  title: { cs: 'Obsah průkazu', en: 'Card contents' },
  columns: [
    { label: { cs: 'Federační jednotka', en: 'Federation unit' }, value: (c) => c.federationUnit.name, width: 30 },
    { label: { cs: 'Poslední změna', en: 'Last change' }, type: 'dateTime', value: (c) => c.lastChange },
    { label: { cs: 'Vytvořeno', en: 'Created' }, type: 'dateTime', value: (c) => c.createdDate },
  ],
});

export async function getCardContent(db: Db, id: number, lang: Language): Promise<CardContent> {
  const { rows } = await db.execute<CardContent>(
    sql`SELECT ${selectColumns(lang)} FROM card_contents cc JOIN federation_units u ON u.id = cc.federation_unit_id
         WHERE cc.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The schema must be a JSON Schema of an object, and the data valid against it. */
function schemaAndDataIssues(schema: JsonObject, data: JsonObject): FieldIssue[] {
  const compiled = compileCardSchema(schema);
  if (!compiled.ok) {
    return [
      { field: 'schema', key: 'cardContent.schemaInvalid', params: { label: 'schema', reason: compiled.reason } },
    ];
  }
  return dataIssues(compiled.validate, schema, data);
}

interface UnitRow {
  name: string;
  content_id: number | null;
}

/** The unit's name and its content, or null when there is no such unit. */
async function loadUnit(db: Db, unitId: number, lang: Language): Promise<UnitRow | null> {
  const { rows } = await db.query<UnitRow>(
    `SELECT ${lang === 'en' ? 'u.name_en' : 'u.name_cs'} AS name, cc.id AS content_id
       FROM federation_units u LEFT JOIN card_contents cc ON cc.federation_unit_id = u.id
      WHERE u.id = $1`,
    [unitId],
  );
  return rows[0] ?? null;
}

const missingUnit = (id: number): FieldIssue => ({
  field: 'federationUnitId',
  key: 'validation.notFoundRef',
  params: { label: 'federationUnitId', id: String(id) },
});

const unitTaken = (unit: string) =>
  new AppError('conflict', 409, {}, [
    { field: 'federationUnitId', key: 'cardContent.unitHasContent', params: { unit } },
  ]);

/** Checks a create or update body: 400 listing every problem, then 403 outside the scope, then 409. */
async function checkInput(
  db: Db,
  scope: AdminScope,
  input: CardContentCreate,
  lang: Language,
  ownId: number | null,
): Promise<void> {
  const unit = await loadUnit(db, input.federationUnitId, lang);
  const issues = [
    ...(unit ? [] : [missingUnit(input.federationUnitId)]),
    ...schemaAndDataIssues(input.schema, input.data),
  ];
  if (issues.length) throw validationError(issues);
  if (!inScope(scope, input.federationUnitId)) throw forbidden();
  if (unit!.content_id !== null && unit!.content_id !== ownId) throw unitTaken(unit!.name);
}

/** A unique violation of the unit (two creates at once): the same 409 as the check. */
async function uniqueUnit<T>(db: Db, unitId: number, lang: Language, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw unitTaken((await loadUnit(db, unitId, lang))?.name ?? '');
    throw err;
  }
}

export async function createCardContent(
  db: Db,
  scope: AdminScope,
  userId: number,
  input: CardContentCreate,
  lang: Language,
): Promise<CardContent> {
  await checkInput(db, scope, input, lang, null);
  const id = await uniqueUnit(db, input.federationUnitId, lang, async () => {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO card_contents (federation_unit_id, schema, data, created_by_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [input.federationUnitId, JSON.stringify(input.schema), JSON.stringify(input.data), userId],
    );
    return rows[0]!.id;
  });
  return getCardContent(db, id, lang);
}

/** The content's unit, or 404; 403 outside the caller's units. */
async function loadInScope(db: Db, scope: AdminScope, id: number): Promise<{ unitId: number; schema: JsonObject }> {
  const { rows } = await db.query<{ unit_id: number; schema: JsonObject }>(
    'SELECT federation_unit_id AS unit_id, schema FROM card_contents WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound();
  if (!inScope(scope, rows[0].unit_id)) throw forbidden();
  return { unitId: rows[0].unit_id, schema: rows[0].schema };
}

export async function updateCardContent(
  db: Db,
  scope: AdminScope,
  userId: number,
  id: number,
  input: CardContentUpdate,
  lang: Language,
): Promise<CardContent> {
  requireSameId(input.id, id);
  await loadInScope(db, scope, id);
  await checkInput(db, scope, input, lang, id);
  await uniqueUnit(db, input.federationUnitId, lang, () =>
    db.query(
      `UPDATE card_contents SET federation_unit_id = $2, schema = $3, data = $4, edited_date = now(), edited_by_id = $5
        WHERE id = $1`,
      [id, input.federationUnitId, JSON.stringify(input.schema), JSON.stringify(input.data), userId],
    ),
  );
  return getCardContent(db, id, lang);
}

/** When the unit has no member, the card shows this fixed sample. */
const SAMPLE_MEMBER: Record<Language, CardPreview['card']['member']> = {
  cs: {
    fullName: 'Jana Vzorová',
    registrationNumber: 'CZE 000-000',
    clubName: 'Vzorový klub',
    validTill: null,
    photoUrl: null,
  },
  en: {
    fullName: 'Jana Vzorová',
    registrationNumber: 'CZE 000-000',
    clubName: 'Sample club',
    validTill: null,
    photoUrl: null,
  },
};

/**
 * The sample member of a unit: its person with the lowest id among those holding a club membership
 * valid today (else any person of the unit), with that membership's club and end.
 */
async function sampleMember(db: Db, unitId: number, lang: Language): Promise<CardPreview['card']['member']> {
  const { rows } = await db.query<CardPreview['card']['member']>(
    `SELECT p.first_name || ' ' || p.last_name AS "fullName", p.registration_number AS "registrationNumber",
            m.club_name AS "clubName", m.valid_till AS "validTill", p.photo_url AS "photoUrl"
       FROM persons p
       LEFT JOIN LATERAL (
         SELECT c.name AS club_name, r.valid_till
           FROM person_roles r JOIN clubs c ON c.id = r.club_id
          WHERE r.person_id = p.id AND r.type_id = $2
            AND r.valid_from <= $3::date AND (r.valid_till IS NULL OR r.valid_till >= $3::date)
          ORDER BY r.valid_from DESC, r.id DESC LIMIT 1) m ON TRUE
      WHERE p.federation_unit_id = $1
      ORDER BY (m.club_name IS NULL), p.id
      LIMIT 1`,
    [unitId, PERSON_ROLE_TYPE.CLUB_MEMBER, today()],
  );
  return rows[0] ?? SAMPLE_MEMBER[lang];
}

/** The card fields: the schema's properties in order (title as label), then data keys it does not name. */
function cardFields(schema: JsonObject | null, data: JsonObject): CardField[] {
  const props = (schema?.properties ?? {}) as Record<string, { title?: unknown }>;
  const fields: CardField[] = Object.entries(props).map(([key, p]) => ({
    key,
    label: typeof p?.title === 'string' && p.title.trim() ? p.title : key,
    value: data[key] ?? null,
  }));
  if (!schema) for (const [key, value] of Object.entries(data)) fields.push({ key, label: key, value });
  return fields;
}

export async function previewCard(
  db: Db,
  scope: AdminScope,
  input: CardContentPreviewRequest,
  lang: Language,
): Promise<CardPreview> {
  const unit = await loadUnit(db, input.federationUnitId, lang);
  const stored = input.id != null ? await loadInScope(db, scope, input.id) : null;
  let schema: JsonObject | null = input.schema ?? stored?.schema ?? null;
  if (!schema && unit?.content_id != null && inScope(scope, input.federationUnitId)) {
    schema = (await loadInScope(db, scope, unit.content_id)).schema;
  }
  const issues = [
    ...(unit ? [] : [missingUnit(input.federationUnitId)]),
    ...(schema ? schemaAndDataIssues(schema, input.data) : []),
  ];
  if (issues.length) throw validationError(issues);
  if (!inScope(scope, input.federationUnitId)) throw forbidden();
  const member = await sampleMember(db, input.federationUnitId, lang);
  const card = { member, fields: cardFields(schema, input.data) };
  return { html: renderCardHtml(card, unit!.name, input.data, lang), card };
}
