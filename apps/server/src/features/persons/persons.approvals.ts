// The office's approvals of what clubs submitted (issue 29 §5): the roles waiting, and the decision
// on many at once in one statement. A role entering a state takes the state's paid state when it
// has one (approval_states.paid_state_id: draft → unpaid, rejected and cancelled → not required);
// an approval waits for a role still unpaid (the economy marks it paid). Every decided role gets
// its audit record on the person; the clubs get an e-mail each (after the commit, by the caller).
import type { ClubRoleSubmit, PersonApproval, PersonApprovalDecide, PersonApprovalOutcome } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { APPROVAL_STATE, PAID_STATE } from '../../db/reference-ids';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { type Origin, writeAudit, writeAuditMany } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import { validationError } from '../../platform/errors/app-error';
import { defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import {
  booleanFilter,
  type ListSpec,
  numbersParam,
  parseListQuery,
  refusePageParameters,
  whereSql,
} from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName } from '../../platform/list-query/person-fields';
import { requirePersonInScope } from './persons.read';

const NEW_PERSON = sql`NOT EXISTS (SELECT 1 FROM person_roles ar JOIN approval_states s ON s.id = ar.approval_state_id
  WHERE ar.person_id = p.id AND s.is_valid)`;

export const approvalListSpec: ListSpec = {
  fields: {
    fullName: PERSON_NAME_FIELD,
    approvalStateId: { type: 'number', column: sql`r.approval_state_id` },
    clubId: { type: 'number', selective: true, column: sql`r.club_id` },
    roleTypeId: { type: 'number', column: sql`r.type_id` },
    federationUnitId: { type: 'number', column: sql`p.federation_unit_id` },
    newPerson: { type: 'boolean', operators: ['valuesEqual'], filter: booleanFilter(NEW_PERSON) },
    submittedAt: { type: 'date', column: sql`r.created_date`, sort: [sql`r.created_date`] },
    validFrom: { type: 'date', column: sql`r.valid_from`, sort: true },
  },
  defaultSort: 'submittedAt',
  tieBreaker: sql`r.id ASC`,
};

/** The roles a filter names: waiting ones unless it names approval states itself. */
function approvalWhere(scope: AdminScope, query: Record<string, unknown>, q: ReturnType<typeof parseListQuery>): SQL {
  const filtersState = Object.keys(query).some((k) => k.startsWith('fields[approvalStateId]'));
  return whereSql([
    unitScopeSql(scope, sql`p.federation_unit_id`),
    ...(filtersState ? [] : [sql`r.approval_state_id = ${APPROVAL_STATE.waiting}`]),
    ...q.where,
  ]);
}

const FROM = sql`person_roles r JOIN persons p ON p.id = r.person_id LEFT JOIN clubs c ON c.id = r.club_id`;

export function approvalListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, approvalListSpec);
  const where = approvalWhere(scope, query, q);
  return {
    page: sql`
      SELECT r.id, json_build_object('id', p.id, 'fullName', ${personFullName}, 'registrationNumber', p.registration_number,
               'birthDate', p.birth_date) AS person,
             ${NEW_PERSON} AS "newPerson", r.type_id AS "typeId", r.level_id AS "levelId",
             CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS club,
             r.valid_from AS "validFrom", r.approval_state_id AS "approvalStateId", r.paid_state_id AS "paidStateId",
             r.approval_note AS "approvalNote", ${isoTimestampSql(sql`r.created_date`)} AS "submittedAt"
        FROM ${FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

const TARGET: Record<PersonApprovalDecide['decision'], number> = {
  approve: APPROVAL_STATE.approved,
  return: APPROVAL_STATE.rejected,
  cancel: APPROVAL_STATE.cancelled,
};

export interface DecidedClub {
  clubId: number;
  name: string;
  email: string | null;
  roles: { person: string; typeId: number }[];
}

export interface Decision extends PersonApprovalOutcome {
  /** What each club is told (clubs with an e-mail address). */
  clubs: DecidedClub[];
}

/**
 * Decides the chosen waiting roles (ids, or all the filter matches) in one UPDATE. Roles no longer
 * waiting are skipped; an approval of an unpaid role is held back.
 */
export async function decideApprovals(
  db: Db,
  scope: AdminScope,
  actor: { userId: number; origin: Origin },
  body: PersonApprovalDecide,
  query: Record<string, unknown>,
): Promise<Decision> {
  let chosen: SQL;
  if (body.all) {
    refusePageParameters(query);
    const q = parseListQuery(query, approvalListSpec);
    chosen = sql`r.id IN (SELECT r.id FROM ${FROM} WHERE ${approvalWhere(scope, query, q)})`;
  } else {
    chosen = sql`r.id = ANY(${numbersParam(body.ids ?? [])}) AND ${unitScopeSql(scope, sql`p.federation_unit_id`)}`;
  }
  const target = TARGET[body.decision];
  const reason = body.decision === 'approve' ? null : (body.reason?.trim() ?? null);
  return transaction(db, async (tx) => {
    const { rows: candidates } = await tx.execute<{ n: number; unpaid: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE r.paid_state_id = ${PAID_STATE.unpaid})::int AS unpaid
        FROM person_roles r JOIN persons p ON p.id = r.person_id WHERE ${chosen}`);
    const holdUnpaid =
      body.decision === 'approve' ? sql`AND r.paid_state_id IS DISTINCT FROM ${PAID_STATE.unpaid}` : sql``;
    const { rows } = await tx.execute<{
      id: number;
      personId: number;
      clubId: number | null;
      typeId: number;
      person: string;
    }>(sql`
      WITH target AS (SELECT id, paid_state_id FROM approval_states WHERE id = ${target})
      UPDATE person_roles r
         SET approval_state_id = ${target}, approval_note = ${reason},
             paid_state_id = coalesce((SELECT paid_state_id FROM target), r.paid_state_id),
             edited_date = now(), edited_by_id = ${actor.userId}
        FROM persons p
       WHERE p.id = r.person_id AND ${chosen} AND r.approval_state_id = ${APPROVAL_STATE.waiting} ${holdUnpaid}
      RETURNING r.id, r.person_id AS "personId", r.club_id AS "clubId", r.type_id AS "typeId", ${personFullName} AS person`);
    const requested = body.all ? candidates[0]!.n : (body.ids?.length ?? 0);
    await writeAuditMany(
      tx,
      rows.map((r) => ({
        actorUserId: actor.userId,
        action: `person.role.${body.decision}`,
        subjectType: 'person',
        subjectId: r.personId,
        origin: actor.origin,
        details: { roleId: r.id, typeId: r.typeId, clubId: r.clubId, ...(reason ? { reason } : {}) },
      })),
    );
    const clubIds = [...new Set(rows.flatMap((r) => (r.clubId ? [r.clubId] : [])))];
    const { rows: clubRows } = await tx.execute<{ id: number; name: string; email: string | null }>(
      sql`SELECT id, name, email FROM clubs WHERE id = ANY(${sql.param(clubIds)}::int[])`,
    );
    const clubs = clubRows.map((c) => ({
      clubId: c.id,
      name: c.name,
      email: c.email,
      roles: rows.filter((r) => r.clubId === c.id).map((r) => ({ person: r.person, typeId: r.typeId })),
    }));
    const waitingForPayment = body.decision === 'approve' ? candidates[0]!.unpaid : 0;
    return {
      decided: rows.length,
      waitingForPayment,
      skipped: Math.max(0, requested - rows.length - waitingForPayment),
      clubsNotified: clubs.filter((c) => c.email).length,
      clubs,
    };
  });
}

/**
 * A club submits another role of one of its people (any person with a role in the club): a club
 * role type it may register, waiting for the office.
 */
export async function submitClubRole(
  db: Db,
  scope: ClubScope,
  actor: { userId: number; origin: Origin },
  personId: number,
  body: ClubRoleSubmit,
): Promise<number> {
  await requirePersonInScope(db, scope, personId);
  return transaction(db, async (tx) => {
    const { rows: types } = await tx.execute<{ ok: boolean; levelOk: boolean }>(sql`
      SELECT t.is_club_role AND t.is_club_editable AS ok,
             (${body.levelId ?? null}::int IS NULL OR EXISTS (
               SELECT 1 FROM person_role_levels l WHERE l.id = ${body.levelId ?? null}::int AND l.type_id = t.id)) AS "levelOk"
        FROM person_role_types t WHERE t.id = ${body.typeId}`);
    const type = types[0];
    if (!type?.ok) throw validationError([{ field: 'typeId', key: 'persons.roleNotForClubs' }]);
    if (!type.levelOk) throw validationError([{ field: 'levelId', key: 'persons.levelOfOtherType' }]);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO person_roles (person_id, type_id, level_id, club_id, approval_state_id, valid_from, created_by_id)
      VALUES (${personId}, ${body.typeId}, ${body.levelId ?? null}, ${scope.clubId}, ${APPROVAL_STATE.waiting},
              ${body.validFrom}, ${actor.userId})
      RETURNING id`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'person.role.submit',
      subjectType: 'person',
      subjectId: personId,
      origin: actor.origin,
      details: { roleId: rows[0]!.id, typeId: body.typeId, clubId: scope.clubId },
    });
    return rows[0]!.id;
  });
}

/** A role another feature grants, waiting for the office's approval as a club's submitted role does. */
export interface RoleForApproval {
  personId: number;
  typeId: number;
  levelId: number | null;
  /** The club of a club role type; null otherwise. */
  clubId: number | null;
  validFrom: string;
  note?: string | null;
}

/**
 * Submits a role for the office's approval in the caller's transaction (an event's course grants
 * a licence level: features/events), audited on the person as a club's submission is; `details`
 * say where it came from. Answers the role's id.
 */
export async function submitRoleForApproval(
  tx: Db,
  actor: { userId: number; origin: Origin },
  role: RoleForApproval,
  details: Record<string, unknown> = {},
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO person_roles (person_id, type_id, level_id, club_id, approval_state_id, valid_from, note, created_by_id)
    VALUES (${role.personId}, ${role.typeId}, ${role.levelId}, ${role.clubId}, ${APPROVAL_STATE.waiting},
            ${role.validFrom}::date, ${role.note ?? null}, ${actor.userId})
    RETURNING id`);
  const roleId = rows[0]!.id;
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'person.role.submit',
    subjectType: 'person',
    subjectId: role.personId,
    origin: actor.origin,
    details: { roleId, typeId: role.typeId, levelId: role.levelId, clubId: role.clubId, ...details },
  });
  return roleId;
}

/** The approvals list as a file, codebook ids as names. */
export const approvalExport = defineListExport({
  name: 'person-approvals',
  title: { cs: 'Schvalování osob', en: 'Person approvals' },
  prepare: async (db, lang) => ({
    types: await referenceNames(db, 'person_role_types', lang),
    states: await referenceNames(db, 'approval_states', lang),
  }),
  columns: [
    { label: { cs: 'Osoba', en: 'Person' }, value: (a: PersonApproval) => a.person.fullName, width: 26 },
    {
      label: { cs: 'Registrační číslo', en: 'Registration number' },
      value: (a) => a.person.registrationNumber,
      width: 16,
    },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (a) => a.person.birthDate },
    { label: { cs: 'Nová osoba', en: 'New person' }, type: 'boolean', value: (a) => a.newPerson },
    { label: { cs: 'Role', en: 'Role' }, value: (a, x) => nameOf(x.types, a.typeId), width: 20 },
    { label: { cs: 'Klub', en: 'Club' }, value: (a) => a.club?.name ?? null, width: 30 },
    { label: { cs: 'Platí od', en: 'Valid from' }, type: 'date', value: (a) => a.validFrom },
    { label: { cs: 'Stav', en: 'State' }, value: (a, x) => nameOf(x.states, a.approvalStateId), width: 16 },
    { label: { cs: 'Podáno', en: 'Submitted' }, value: (a) => a.submittedAt, width: 22 },
  ],
});
