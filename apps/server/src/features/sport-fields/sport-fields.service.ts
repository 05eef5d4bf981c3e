// Reading, creating, changing and deleting a sport field (issue 30 §6) within the caller's scope:
// the references checked in one query (one 400 naming each bad field), the club zone bound to its
// own club, a unit manager to their units, a venue in use kept (409), every change audited.
import type { SportField, SportFieldWrite } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  isForeignKeyViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import { SPORT_FIELD_COLUMNS, SPORT_FIELD_FROM, type SportFieldScope, sportFieldScopeSql } from './sport-fields.list';

export interface Actor {
  userId: number;
  origin: Origin;
}

/** Body field -> column, in the order the audit log lists them. */
const COLUMNS = {
  name: 'name',
  typeId: 'type_id',
  clubId: 'club_id',
  federationUnitId: 'federation_unit_id',
  street: 'street',
  city: 'city',
  zip: 'zip',
  districtId: 'district_id',
  regionId: 'region_id',
  latitude: 'latitude',
  longitude: 'longitude',
  courtCount: 'court_count',
  capacity: 'capacity',
  validFrom: 'valid_from',
  validTill: 'valid_till',
  note: 'note',
} as const;
type Field = keyof typeof COLUMNS;
type Values = Record<Field, string | number | null>;
const FIELDS = Object.keys(COLUMNS) as Field[];

export async function getSportField(db: Db, scope: SportFieldScope, id: number): Promise<SportField> {
  const { rows } = await db.execute<SportField>(sql`
    SELECT ${SPORT_FIELD_COLUMNS}, f.note,
           (SELECT count(*)::int FROM tournaments t WHERE t.sport_field_id = f.id) AS "tournamentCount",
           (SELECT count(*)::int FROM league_matches m WHERE m.sport_field_id = f.id) AS "matchCount",
           f.created_date AS "createdDate", f.created_by_id AS "createdById",
           f.edited_date AS "editedDate", f.edited_by_id AS "editedById"
      FROM ${SPORT_FIELD_FROM}
     WHERE f.id = ${id} AND ${sportFieldScopeSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The body as column values: empty texts as null. */
function valuesOf(body: SportFieldWrite): Values {
  const out = {} as Values;
  for (const f of FIELDS) {
    const v = (body as Record<string, unknown>)[f];
    out[f] = v === undefined || v === '' ? null : (v as string | number | null);
  }
  return out;
}

const exists = (table: string, id: number | string | null) =>
  id === null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} x WHERE x.id = ${id})`;

/**
 * Checks the references and settles the club and the unit for the scope: the club zone's own club;
 * the unit from the body, else the club's, else a unit manager's first unit (and within theirs);
 * the region from the district when only that is given. One 400 lists every problem.
 */
async function settle(tx: Db, scope: SportFieldScope, v: Values): Promise<void> {
  const issues: FieldIssue[] = [];
  if (scope.zone === 'club') {
    if (v.clubId !== null && v.clubId !== scope.clubId) issues.push({ field: 'clubId', key: 'sportFields.otherClub' });
    v.clubId = scope.clubId;
  }
  const { rows } = await tx.execute<{
    typeId: boolean;
    clubId: boolean;
    federationUnitId: boolean;
    districtId: boolean;
    regionId: boolean;
    clubUnit: number | null;
    districtRegion: number | null;
  }>(sql`
    SELECT ${v.typeId === null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM codebook_entries e WHERE e.list = 'sportFieldTypes' AND e.id = ${v.typeId})`} AS "typeId",
           ${exists('clubs', v.clubId)} AS "clubId",
           ${exists('federation_units', v.federationUnitId)} AS "federationUnitId",
           ${exists('districts', v.districtId)} AS "districtId",
           ${exists('regions', v.regionId)} AS "regionId",
           (SELECT c.federation_unit_id FROM clubs c WHERE c.id = ${v.clubId}) AS "clubUnit",
           (SELECT d.region_id FROM districts d WHERE d.id = ${v.districtId}) AS "districtRegion"`);
  const r = rows[0]!;
  for (const field of ['typeId', 'clubId', 'federationUnitId', 'districtId', 'regionId'] as const)
    if (v[field] !== null && !r[field])
      issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: v[field] } });
  if (v.districtId !== null && r.districtId) {
    if (v.regionId === null) v.regionId = r.districtRegion;
    else if (r.regionId && r.districtRegion !== null && r.districtRegion !== v.regionId)
      issues.push({ field: 'districtId', key: 'sportFields.districtOutsideRegion' });
  }
  if (scope.zone === 'club') v.federationUnitId = r.clubUnit;
  else {
    v.federationUnitId ??= r.clubUnit ?? scope.fedUnitIds?.[0] ?? null;
    if (
      scope.fedUnitIds !== null &&
      (v.federationUnitId === null || !scope.fedUnitIds.includes(Number(v.federationUnitId)))
    )
      issues.push({ field: 'federationUnitId', key: 'sportFields.unitOutsideScope' });
  }
  if (issues.length) throw validationError(issues);
}

export async function createSportField(
  db: Db,
  scope: SportFieldScope,
  actor: Actor,
  body: SportFieldWrite,
): Promise<number> {
  const v = valuesOf(body);
  return transaction(db, async (tx) => {
    await settle(tx, scope, v);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO sport_fields (${sql.join(
        FIELDS.map((f) => sql.identifier(COLUMNS[f])),
        sql`, `,
      )}, created_by_id)
      VALUES (${sql.join(
        FIELDS.map((f) => sql`${v[f]}`),
        sql`, `,
      )}, ${actor.userId}) RETURNING id`);
    const id = rows[0]!.id;
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'sportfield.create',
      subjectType: 'sport_field',
      subjectId: id,
      origin: actor.origin,
      details: { after: Object.fromEntries(FIELDS.filter((f) => v[f] !== null).map((f) => [f, v[f]])) },
    });
    return id;
  });
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

export async function updateSportField(
  db: Db,
  scope: SportFieldScope,
  actor: Actor,
  id: number,
  body: SportFieldWrite,
): Promise<void> {
  const v = valuesOf(body);
  await transaction(db, async (tx) => {
    const select = sql.join(
      FIELDS.map(
        (f) =>
          sql`f.${sql.identifier(COLUMNS[f])}${f === 'validFrom' || f === 'validTill' ? sql`::text` : sql``} AS ${sql.identifier(f)}`,
      ),
      sql`, `,
    );
    const { rows } = await tx.execute<Values>(
      sql`SELECT ${select} FROM sport_fields f WHERE f.id = ${id} AND ${sportFieldScopeSql(scope)} FOR UPDATE`,
    );
    const current = rows[0];
    if (!current) throw notFound();
    // A unit manager's venue keeps its unit unless they move it to another of theirs.
    if (scope.zone === 'admin' && v.federationUnitId === null && v.clubId === current.clubId)
      v.federationUnitId = current.federationUnitId;
    await settle(tx, scope, v);
    const changed = FIELDS.filter((f) => !same(v[f], current[f]));
    if (!changed.length) return;
    await tx.execute(sql`
      UPDATE sport_fields SET ${sql.join(
        changed.map((f) => sql`${sql.identifier(COLUMNS[f])} = ${v[f]}`),
        sql`, `,
      )}, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    const pick = (from: Values) => Object.fromEntries(changed.map((f) => [f, from[f]]));
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'sportfield.update',
      subjectType: 'sport_field',
      subjectId: id,
      origin: actor.origin,
      details: { before: pick(current), after: pick(v) },
    });
  });
}

/** Deletes a venue no tournament or league match points at (else 409: end its validity instead). */
export async function deleteSportField(db: Db, scope: SportFieldScope, actor: Actor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ name: string; tournaments: number; matches: number }>(sql`
      SELECT f.name,
             (SELECT count(*)::int FROM tournaments t WHERE t.sport_field_id = f.id) AS tournaments,
             (SELECT count(*)::int FROM league_matches m WHERE m.sport_field_id = f.id) AS matches
        FROM sport_fields f WHERE f.id = ${id} AND ${sportFieldScopeSql(scope)} FOR UPDATE`);
    const row = rows[0];
    if (!row) throw notFound();
    if (row.tournaments || row.matches)
      throw new AppError('conflict', 409, {}, [
        { key: 'sportFields.inUse', params: { tournaments: row.tournaments, matches: row.matches } },
      ]);
    await tx.execute(sql`DELETE FROM sport_fields WHERE id = ${id}`).catch((err: unknown) => {
      // A reference that came after the count (the row lock makes it rare): the same 409.
      if (isForeignKeyViolation(err))
        throw new AppError('conflict', 409, {}, [
          { key: 'sportFields.inUse', params: { tournaments: '?', matches: '?' } },
        ]);
      throw err;
    });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'sportfield.delete',
      subjectType: 'sport_field',
      subjectId: id,
      origin: actor.origin,
      details: { before: { name: row.name } },
    });
  });
}
