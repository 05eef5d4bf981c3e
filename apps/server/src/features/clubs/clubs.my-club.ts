// My club (issue 30 §2) and the office's side of it: the club manager reads the club with its tabs,
// keeps the contacts directly (an update limited to them), and asks the office to change the
// official data; the request keeps each field's value then and the value asked for. The office
// accepts it (applied as an edit: IČO duplicate refused, audited) or rejects it with a reason the
// manager reads. A newer request withdraws the one still waiting.
import {
  CLUB_CONTACT_FIELDS,
  CLUB_OFFICIAL_FIELDS,
  type ClubChangeRequest,
  type ClubChangeRequestCreate,
  type ClubChangeRequestDecide,
  type ClubContact,
  type MyClub,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { writeAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { clubOutOfScope, clubRecords, getClub } from './clubs.register-read';
import {
  type Actor,
  applyClubChange,
  CLUB_FIELDS,
  type ClubValues,
  checkIban,
  clubValuesOf,
  lockClub,
  refuseDuplicateIco,
  same,
} from './clubs.register-write';

const REQUEST_COLUMNS = sql`cr.id,
  json_build_object('id', c.id, 'name', c.name, 'registrationNumber', c.registration_number) AS club,
  cr.changes, cr.note, cr.state, cr.reason, ${isoTimestampSql(sql`cr.created_date`)} AS "createdDate",
  ${isoTimestampSql(sql`cr.decided_date`)} AS "decidedDate"`;
const REQUEST_FROM = sql`club_change_requests cr JOIN clubs c ON c.id = cr.club_id`;

async function requestWhere(db: Db, where: SQL): Promise<ClubChangeRequest | null> {
  const { rows } = await db.execute<ClubChangeRequest>(
    sql`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where} ORDER BY cr.id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function getMyClub(db: Db, scope: ClubScope): Promise<MyClub> {
  return {
    club: await getClub(db, scope, scope.clubId),
    records: await clubRecords(db, scope, scope.clubId),
    changeRequest: await requestWhere(db, sql`cr.club_id = ${scope.clubId}`),
  };
}

const CONTACT = new Set<string>(CLUB_CONTACT_FIELDS);

/** The club's contacts, changed directly (fields the body leaves out stay as they are). */
export async function updateMyClubContact(db: Db, scope: ClubScope, actor: Actor, body: ClubContact) {
  await transaction(db, async (tx) => {
    const current = await lockClub(tx, scope, scope.clubId);
    const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const asked = clubValuesOf(defined);
    const v = { ...current };
    // Only the contacts the body names change; the others stay as they are.
    for (const f of CLUB_FIELDS) if (CONTACT.has(f) && f in defined) v[f] = asked[f];
    await applyClubChange(tx, scope, actor, scope.clubId, v, { allowed: CONTACT });
  });
}

/** A request to change the official data: the fields that differ from the club's now. */
export async function requestOfficialChange(db: Db, scope: ClubScope, actor: Actor, body: ClubChangeRequestCreate) {
  await transaction(db, async (tx) => {
    const now = await lockClub(tx, scope, scope.clubId);
    const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const asked = clubValuesOf({ ...now, ...defined } as never) as ClubValues;
    const issues = checkIban(asked);
    if (issues.length) throw validationError(issues);
    // Compared in the normalized form: a stored value written otherwise is no change asked for.
    const nowNormalized = clubValuesOf(now as never);
    const changes = CLUB_OFFICIAL_FIELDS.filter((f) => !same(asked[f], nowNormalized[f])).map((field) => ({
      field,
      before: now[field],
      after: asked[field],
    }));
    if (!changes.length) throw validationError([{ key: 'clubs.nothingToChange' }]);
    // Told now rather than when the office accepts: the IČO belongs to another club.
    if (changes.some((c) => c.field === 'identificationNumber'))
      await refuseDuplicateIco(tx, asked.identificationNumber as string | null, scope.clubId);
    await tx.execute(sql`
      UPDATE club_change_requests SET state = 'withdrawn', edited_date = now(), edited_by_id = ${actor.userId}
       WHERE club_id = ${scope.clubId} AND state = 'waiting'`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO club_change_requests (club_id, changes, note, created_by_id)
      VALUES (${scope.clubId}, ${JSON.stringify(changes)}::jsonb, ${body.note?.trim() || null}, ${actor.userId})
      RETURNING id`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'club.change.request',
      subjectType: 'club',
      subjectId: scope.clubId,
      origin: actor.origin,
      details: { requestId: rows[0]!.id, fields: changes.map((c) => c.field) },
    });
  });
}

const requestListSpec: ListSpec = {
  fields: {
    state: { type: 'text', column: sql`cr.state`, operators: ['valuesEqual', 'valuesMemberOf'] },
    name: { type: 'text', selective: true, column: sql`c.name`, sort: [sql`c.name`] },
    createdDate: { type: 'date', column: sql`cr.created_date`, sort: [sql`cr.created_date`] },
  },
  defaultSort: 'createdDate',
  tieBreaker: sql`cr.id ASC`,
};

/** The clubs' requests in the caller's units: waiting ones unless the filter names states. */
export function clubChangeRequestListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, requestListSpec);
  const filtersState = Object.keys(query).some((k) => k.startsWith('fields[state]'));
  const where = whereSql([
    unitScopeSql(scope, sql`c.federation_unit_id`),
    ...(filtersState ? [] : [sql`cr.state = 'waiting'`]),
    ...q.where,
  ]);
  return {
    page: sql`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${REQUEST_FROM} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

export async function decideClubChangeRequest(
  db: Db,
  scope: AdminScope,
  actor: Actor,
  id: number,
  body: ClubChangeRequestDecide,
): Promise<ClubChangeRequest> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{
      clubId: number;
      state: string;
      inScope: boolean;
      changes: ClubChangeRequest['changes'];
    }>(sql`
      SELECT cr.club_id AS "clubId", cr.state, cr.changes, ${unitScopeSql(scope, sql`c.federation_unit_id`)} AS "inScope"
        FROM ${REQUEST_FROM} WHERE cr.id = ${id} FOR UPDATE OF cr`);
    const request = rows[0];
    if (!request) throw notFound();
    if (!request.inScope) throw await clubOutOfScope(tx, request.clubId);
    if (request.state !== 'waiting') throw new AppError('conflict', 409, {}, [{ key: 'clubs.requestDecided' }]);
    if (body.decision === 'accept') {
      const current = await lockClub(tx, scope, request.clubId);
      const asked = { ...current };
      for (const c of request.changes) asked[c.field as keyof ClubValues] = c.after as string | number | null;
      await applyClubChange(tx, scope, actor, request.clubId, asked, { extra: { requestId: id } });
    }
    const reason = body.decision === 'reject' ? (body.reason?.trim() ?? null) : null;
    await tx.execute(sql`
      UPDATE club_change_requests
         SET state = ${body.decision === 'accept' ? 'accepted' : 'rejected'}, reason = ${reason},
             decided_date = now(), decided_by_id = ${actor.userId}
       WHERE id = ${id}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: `club.change.${body.decision}`,
      subjectType: 'club',
      subjectId: request.clubId,
      origin: actor.origin,
      details: { requestId: id, ...(reason ? { reason } : {}) },
    });
  });
  return (await requestWhere(db, sql`cr.id = ${id}`))!;
}

const STATE_NAMES: Record<ClubChangeRequest['state'], { cs: string; en: string }> = {
  waiting: { cs: 'Čeká', en: 'Waiting' },
  accepted: { cs: 'Přijato', en: 'Accepted' },
  rejected: { cs: 'Zamítnuto', en: 'Rejected' },
  withdrawn: { cs: 'Nahrazeno novější', en: 'Replaced by a newer one' },
};

export const clubChangeRequestExport = defineListExport({
  name: 'club-change-requests',
  title: { cs: 'Žádosti o změnu údajů klubů', en: "Requests to change clubs' data" },
  prepare: async (_db, lang) => ({ lang }),
  columns: [
    { label: { cs: 'Klub', en: 'Club' }, value: (r: ClubChangeRequest) => r.club.name, width: 30 },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (r) => r.club.registrationNumber },
    {
      label: { cs: 'Změny', en: 'Changes' },
      value: (r) =>
        r.changes.map((c) => `${c.field}: ${String(c.before ?? '–')} → ${String(c.after ?? '–')}`).join('; '),
      width: 60,
    },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (r) => r.note, width: 30 },
    { label: { cs: 'Stav', en: 'State' }, value: (r, x) => STATE_NAMES[r.state][x.lang], width: 16 },
    { label: { cs: 'Podáno', en: 'Submitted' }, value: (r) => r.createdDate, width: 22 },
  ],
});
