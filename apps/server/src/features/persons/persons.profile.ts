// My profile (issue 29 §6) and the office's side of it: the member reads their own data and
// records, keeps their contact themselves (an ordinary update of the person in the personal scope,
// where the identity is locked), and asks the office to correct their name or birth data. The
// request keeps each field's value then and the value asked for; the office accepts it (the change
// is applied as an edit would be: birth number duplicate refused, audited) or rejects it with a
// reason. A newer request withdraws the one still waiting.
import type {
  ChangeRequestDecide,
  MyProfile,
  PersonChangeRequest,
  ProfileChangeRequestCreate,
  ProfileContact,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type PersonalScope, unitScopeSql } from '../../platform/access/scope-sql';
import { writeAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName } from '../../platform/list-query/person-fields';
import { getPerson, outOfScope, personRecords } from './persons.read';
import { type Actor, IDENTITY, refuseDuplicate, same, updateBodyOf, updatePerson, valuesOf } from './persons.write';

const REQUEST_COLUMNS = sql`cr.id,
  json_build_object('id', p.id, 'fullName', ${personFullName}, 'registrationNumber', p.registration_number) AS person,
  cr.changes, cr.note, cr.state, cr.reason, ${isoTimestampSql(sql`cr.created_date`)} AS "createdDate",
  ${isoTimestampSql(sql`cr.decided_date`)} AS "decidedDate"`;
const REQUEST_FROM = sql`person_change_requests cr JOIN persons p ON p.id = cr.person_id`;

async function requestWhere(db: Db, where: SQL): Promise<PersonChangeRequest | null> {
  const { rows } = await db.execute<PersonChangeRequest>(
    sql`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where} ORDER BY cr.id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function getMyProfile(db: Db, scope: PersonalScope): Promise<MyProfile> {
  return {
    person: await getPerson(db, scope, scope.personId),
    records: await personRecords(db, scope, scope.personId),
    changeRequest: await requestWhere(db, sql`cr.person_id = ${scope.personId}`),
  };
}

/** The member's contact, changed directly (the fields the body leaves out stay as they are). */
export async function updateMyContact(db: Db, scope: PersonalScope, actor: Actor, body: ProfileContact) {
  const person = await getPerson(db, scope, scope.personId);
  if (person.anonymisedAt) throw new AppError('conflict', 409, {}, [{ key: 'persons.anonymised' }]);
  const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  await updatePerson(db, scope, actor, scope.personId, { ...updateBodyOf(person), ...defined });
}

/** A request to correct the identity: the fields that differ from the person's now. */
export async function requestIdentityChange(
  db: Db,
  scope: PersonalScope,
  actor: Actor,
  body: ProfileChangeRequestCreate,
): Promise<void> {
  const person = await getPerson(db, scope, scope.personId);
  if (person.anonymisedAt) throw new AppError('conflict', 409, {}, [{ key: 'persons.anonymised' }]);
  const now = valuesOf(updateBodyOf(person));
  const asked = valuesOf({ ...updateBodyOf(person), ...body });
  const changes = IDENTITY.filter((f) => !same(asked[f], now[f])).map((field) => ({
    field,
    before: now[field],
    after: asked[field],
  }));
  if (!changes.length) throw validationError([{ key: 'persons.nothingToChange' }]);
  await transaction(db, async (tx) => {
    // Told now rather than when the office accepts: the number belongs to someone else.
    if (changes.some((c) => c.field === 'birthNumber'))
      await refuseDuplicate(tx, asked.birthNumber as string, person.id);
    await tx.execute(sql`
      UPDATE person_change_requests SET state = 'withdrawn', edited_date = now(), edited_by_id = ${actor.userId}
       WHERE person_id = ${person.id} AND state = 'waiting'`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO person_change_requests (person_id, changes, note, created_by_id)
      VALUES (${person.id}, ${JSON.stringify(changes)}::jsonb, ${body.note?.trim() || null}, ${actor.userId})
      RETURNING id`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'person.change.request',
      subjectType: 'person',
      subjectId: person.id,
      origin: actor.origin,
      details: { requestId: rows[0]!.id, fields: changes.map((c) => c.field) },
    });
  });
}

const requestListSpec: ListSpec = {
  fields: {
    state: { type: 'text', column: sql`cr.state`, operators: ['valuesEqual', 'valuesMemberOf'] },
    fullName: PERSON_NAME_FIELD,
    createdDate: { type: 'date', column: sql`cr.created_date`, sort: [sql`cr.created_date`] },
  },
  defaultSort: 'createdDate',
  tieBreaker: sql`cr.id ASC`,
};

/** The members' requests in the caller's units: waiting ones unless the filter names states. */
export function changeRequestListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, requestListSpec);
  const filtersState = Object.keys(query).some((k) => k.startsWith('fields[state]'));
  const where = whereSql([
    unitScopeSql(scope, sql`p.federation_unit_id`),
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

/** The office accepts (the change applied to the person) or rejects a waiting request. */
export async function decideChangeRequest(
  db: Db,
  scope: AdminScope,
  actor: Actor,
  id: number,
  body: ChangeRequestDecide,
): Promise<PersonChangeRequest> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{
      personId: number;
      state: string;
      inScope: boolean;
      changes: PersonChangeRequest['changes'];
    }>(sql`
      SELECT cr.person_id AS "personId", cr.state, cr.changes, ${unitScopeSql(scope, sql`p.federation_unit_id`)} AS "inScope"
        FROM ${REQUEST_FROM} WHERE cr.id = ${id} FOR UPDATE OF cr`);
    const request = rows[0];
    if (!request) throw notFound();
    if (!request.inScope) throw await outOfScope(tx, request.personId);
    if (request.state !== 'waiting') throw new AppError('conflict', 409, {}, [{ key: 'persons.requestDecided' }]);
    if (body.decision === 'accept') {
      const person = await getPerson(tx, scope, request.personId);
      const asked = Object.fromEntries(request.changes.map((c) => [c.field, c.after]));
      // The office read the request: a namesake of the same birth date is someone else.
      await updatePerson(tx, scope, actor, request.personId, {
        ...updateBodyOf(person),
        ...asked,
        confirmSimilar: true,
      });
    }
    const reason = body.decision === 'reject' ? (body.reason?.trim() ?? null) : null;
    await tx.execute(sql`
      UPDATE person_change_requests
         SET state = ${body.decision === 'accept' ? 'accepted' : 'rejected'}, reason = ${reason},
             decided_date = now(), decided_by_id = ${actor.userId}
       WHERE id = ${id}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: `person.change.${body.decision}`,
      subjectType: 'person',
      subjectId: request.personId,
      origin: actor.origin,
      details: { requestId: id, ...(reason ? { reason } : {}) },
    });
  });
  return (await requestWhere(db, sql`cr.id = ${id}`))!;
}

const STATE_NAMES: Record<PersonChangeRequest['state'], { cs: string; en: string }> = {
  waiting: { cs: 'Čeká', en: 'Waiting' },
  accepted: { cs: 'Přijato', en: 'Accepted' },
  rejected: { cs: 'Zamítnuto', en: 'Rejected' },
  withdrawn: { cs: 'Nahrazeno novější', en: 'Replaced by a newer one' },
};

/** The requests as a file: one line each, the changes as "field: before → after". */
export const changeRequestExport = defineListExport({
  name: 'person-change-requests',
  title: { cs: 'Žádosti o změnu osobních údajů', en: 'Requests to change personal data' },
  prepare: async (_db, lang) => ({ lang }),
  columns: [
    { label: { cs: 'Osoba', en: 'Person' }, value: (r: PersonChangeRequest) => r.person.fullName, width: 26 },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (r) => r.person.registrationNumber },
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
