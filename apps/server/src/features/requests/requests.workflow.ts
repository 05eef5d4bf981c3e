// Transfers and loans of members between clubs (issue 30 §4–§5; docs/decisions/requests.md): the
// new club asks, the releasing club agrees or objects until the deadline, the office decides, and
// on the effective date the membership changes (requests.jobs.ts). Every step is a row of
// request_steps and an audit record; the e-mails go out after the commit (requests.step-mail.ts).
import {
  INVOICE_TYPE,
  REQUEST_STATE,
  REQUEST_STEP,
  REQUEST_TYPE,
  type RequestAction,
  type RequestAttachmentCreate,
  type RequestClubStatement,
  type RequestCommentCreate,
  type RequestCreate,
  type RequestDecide,
  type RequestDetail,
  type RequestListItem,
  type RequestPersonOption,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../db/reference-ids';
import type { AdminScope, ClubScope } from '../../platform/access/scope-sql';
import type { ZoneScope } from '../../platform/access/user-access';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import { addDays, today } from '../../platform/clock';
import { currentClubIdSql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql, userNameSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors/app-error';
import { shownDate } from '../../platform/i18n/shown-date';
import { codebookNames, defineListExport, nameOf } from '../../platform/list-query/list-export';
import { type ListSpec, likePattern, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName, personNameLike } from '../../platform/list-query/person-fields';
import { billRequestFee, feeInHalere } from './requests.fee';
import './requests.messages';

/** The scopes of the three zones the requests are read in. */
export type RequestScope = Exclude<ZoneScope, { zone: 'public' }>;

export interface Actor {
  userId: number;
  origin: Origin | null;
}

/** States a transfer or loan is still open in (an approved one until its membership changed). */
const OPEN_STATES = [
  REQUEST_STATE.draft,
  REQUEST_STATE.submitted,
  REQUEST_STATE.waitingStatement,
  REQUEST_STATE.inReview,
];
const OPEN_SQL = sql`(r.state_id = ANY(${sql.param(OPEN_STATES)}::int[])
  OR (r.state_id = ${REQUEST_STATE.approved} AND r.applied_date IS NULL))`;

/** The rows a zone sees: the office all (a unit manager its clubs'), a club its own, a member theirs. */
export function requestScopeSql(scope: RequestScope): SQL {
  if (scope.zone === 'club') return sql`(r.club_id = ${scope.clubId} OR r.statement_club_id = ${scope.clubId})`;
  if (scope.zone === 'personal') return sql`r.person_id = ${scope.personId}`;
  return unitSql(scope);
}

function unitSql(scope: AdminScope): SQL {
  if (scope.fedUnitIds === null) return sql`TRUE`;
  const units = sql`${sql.param(scope.fedUnitIds)}::int[]`;
  return sql`EXISTS (SELECT 1 FROM clubs uc WHERE uc.id IN (r.club_id, r.statement_club_id)
    AND uc.federation_unit_id = ANY(${units}))`;
}

const clubJson = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name) END`,
  );

const FROM = sql`requests r LEFT JOIN persons p ON p.id = r.person_id
  LEFT JOIN clubs fc ON fc.id = r.statement_club_id LEFT JOIN clubs tc ON tc.id = r.club_id`;

const ITEM_COLUMNS = sql`r.id, r.type_id AS "typeId", r.state_id AS "stateId", r.step_id AS "stepId",
  CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fullName', ${personFullName},
    'registrationNumber', p.registration_number) END AS person,
  ${clubJson('fc')} AS "fromClub", ${clubJson('tc')} AS "toClub",
  to_char(r.effective_date, 'YYYY-MM-DD') AS "effectiveDate", to_char(r.loan_end_date, 'YYYY-MM-DD') AS "loanEndDate",
  to_char(r.objection_deadline, 'YYYY-MM-DD') AS "objectionDeadline", to_char(r.applied_date, 'YYYY-MM-DD') AS "appliedDate",
  r.fee::float8 AS fee, ${isoTimestampSql(sql`r.created_date`)} AS "createdDate"`;

export const requestListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`r.id`, sort: true },
    typeId: { type: 'number', column: sql`r.type_id` },
    stateId: { type: 'number', column: sql`r.state_id` },
    stepId: { type: 'number', column: sql`r.step_id` },
    personId: { type: 'number', selective: true, column: sql`r.person_id` },
    clubId: {
      type: 'number',
      selective: true,
      operators: ['valuesEqual'],
      filter: (f) => {
        const ids = sql`${sql.param(f.values.map(Number))}::int[]`;
        return sql`(r.club_id = ANY(${ids}) OR r.statement_club_id = ANY(${ids}))`;
      },
    },
    fullName: PERSON_NAME_FIELD,
    createdDate: { type: 'date', column: sql`r.created_date`, sort: [sql`r.created_date`] },
    effectiveDate: { type: 'date', column: sql`r.effective_date`, sort: true },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`r.id DESC`,
};

export function requestListSql(scope: RequestScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, requestListSpec);
  const where = whereSql([requestScopeSql(scope), ...q.where]);
  return {
    page: sql`SELECT ${ITEM_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

export const requestListExport = defineListExport({
  name: 'requests',
  title: { cs: 'Žádosti', en: 'Requests' },
  prepare: async (db, lang) => ({
    types: await codebookNames(db, 'requestTypes', lang),
    states: await codebookNames(db, 'requestStates', lang),
  }),
  columns: [
    { label: { cs: 'Číslo', en: 'Number' }, type: 'number', value: (r: RequestListItem) => r.id },
    { label: { cs: 'Typ', en: 'Type' }, value: (r, x) => nameOf(x.types, r.typeId), width: 14 },
    { label: { cs: 'Osoba', en: 'Person' }, value: (r) => r.person?.fullName ?? null, width: 26 },
    {
      label: { cs: 'Registrační číslo', en: 'Registration number' },
      value: (r) => r.person?.registrationNumber ?? null,
    },
    { label: { cs: 'Z klubu', en: 'From club' }, value: (r) => r.fromClub?.name ?? null, width: 30 },
    { label: { cs: 'Do klubu', en: 'To club' }, value: (r) => r.toClub?.name ?? null, width: 30 },
    { label: { cs: 'Platnost od', en: 'Effective' }, type: 'date', value: (r) => r.effectiveDate },
    { label: { cs: 'Hostování do', en: 'Loan until' }, type: 'date', value: (r) => r.loanEndDate },
    { label: { cs: 'Stav', en: 'State' }, value: (r, x) => nameOf(x.states, r.stateId), width: 18 },
    { label: { cs: 'Podáno', en: 'Submitted' }, value: (r) => r.createdDate, width: 22 },
  ],
});

/** The request's row for a decision: its parties and state, locked for the caller's transaction. */
type RequestRow = {
  id: number;
  typeId: number;
  stateId: number;
  stepId: number | null;
  personId: number | null;
  clubId: number | null;
  statementClubId: number | null;
  effectiveDate: string | null;
  loanEndDate: string | null;
  objectionDeadline: string | null;
  statementDate: string | null;
  appliedDate: string | null;
  visible: boolean;
};

/** The request if it exists (404) and the caller's zone sees it (403); `lock` for a change. */
async function loadRequest(db: Db, scope: RequestScope, id: number, lock = false): Promise<RequestRow> {
  const { rows } = await db.execute<RequestRow>(sql`
    SELECT r.id, r.type_id AS "typeId", r.state_id AS "stateId", r.step_id AS "stepId", r.person_id AS "personId",
           r.club_id AS "clubId", r.statement_club_id AS "statementClubId",
           to_char(r.effective_date, 'YYYY-MM-DD') AS "effectiveDate", to_char(r.loan_end_date, 'YYYY-MM-DD') AS "loanEndDate",
           to_char(r.objection_deadline, 'YYYY-MM-DD') AS "objectionDeadline",
           ${isoTimestampSql(sql`r.statement_date`)} AS "statementDate",
           to_char(r.applied_date, 'YYYY-MM-DD') AS "appliedDate", ${requestScopeSql(scope)} AS visible
      FROM requests r WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound();
  if (!row.visible) throw forbidden();
  return row;
}

/** What the caller may do with the request now (the detail's links; the web shows these actions). */
export interface RequestAbilities {
  statement: boolean;
  cancel: boolean;
  decide: boolean;
  statementLink: boolean;
}

export function abilitiesOf(
  scope: RequestScope,
  r: Pick<RequestDetail, 'stateId' | 'objectionDeadline' | 'statementDate'> & {
    fromClubId: number | null;
    toClubId: number | null;
  },
): RequestAbilities {
  const open = (OPEN_STATES as readonly number[]).includes(r.stateId);
  const waiting =
    r.stateId === REQUEST_STATE.waitingStatement &&
    r.statementDate === null &&
    (r.objectionDeadline === null || r.objectionDeadline >= today());
  return {
    statement: scope.zone === 'club' && waiting && r.fromClubId === scope.clubId,
    cancel: scope.zone === 'club' && open && r.toClubId === scope.clubId,
    decide: scope.zone === 'admin' && r.stateId === REQUEST_STATE.inReview,
    statementLink: scope.zone === 'admin' && open && r.fromClubId !== null,
  };
}

/** The request with its history, comments and attachments (download links made by `deps.files`). */
export async function getRequest(
  deps: Pick<AppDeps, 'db' | 'files'>,
  scope: RequestScope,
  id: number,
): Promise<RequestDetail> {
  await loadRequest(deps.db, scope, id);
  const { rows } = await deps.db.execute<RequestDetail>(sql`
    SELECT ${ITEM_COLUMNS}, r.note, r.statement_agreed AS "statementAgreed", r.statement_comment AS "statementComment",
           ${isoTimestampSql(sql`r.statement_date`)} AS "statementDate", r.decision_note AS "decisionNote",
           ${isoTimestampSql(sql`r.decided_date`)} AS "decidedDate",
           (SELECT json_build_object('id', fo.id, 'invoiceNumber',
                     (SELECT fv.number FROM invoices fv WHERE fv.order_id = fo.id AND fv.type_id = ${INVOICE_TYPE.invoice}
                       ORDER BY fv.id LIMIT 1))
              FROM order_items fi JOIN orders fo ON fo.id = fi.order_id WHERE fi.request_id = r.id) AS "feeOrder",
           coalesce((SELECT json_agg(json_build_object('id', s.id, 'stepId', s.step_id, 'stateId', s.state_id,
                       'action', s.action, 'actorName', ${userNameSql(sql`s.actor_user_id`)},
                       'actorClub', ${clubJson('sc')}, 'note', s.note,
                       'createdDate', ${isoTimestampSql(sql`s.created_date`)}) ORDER BY s.id)
                       FROM request_steps s LEFT JOIN clubs sc ON sc.id = s.actor_club_id
                      WHERE s.request_id = r.id), '[]'::json) AS steps,
           coalesce((SELECT json_agg(json_build_object('id', c.id, 'text', c.text,
                       'authorName', ${userNameSql(sql`c.author_user_id`)}, 'authorClub', ${clubJson('cc')},
                       'createdDate', ${isoTimestampSql(sql`c.created_date`)}) ORDER BY c.id)
                       FROM request_comments c LEFT JOIN clubs cc ON cc.id = c.author_club_id
                      WHERE c.request_id = r.id), '[]'::json) AS comments,
           coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'fileId', a.file_id,
                       'authorClub', ${clubJson('ac')}, 'createdDate', ${isoTimestampSql(sql`a.created_date`)}) ORDER BY a.id)
                       FROM request_attachments a LEFT JOIN clubs ac ON ac.id = a.author_club_id
                      WHERE a.request_id = r.id), '[]'::json) AS attachments
      FROM ${FROM} WHERE r.id = ${id}`);
  const detail = rows[0]!;
  const attachments = [];
  for (const a of detail.attachments as unknown as (RequestDetail['attachments'][number] & { fileId: string })[]) {
    const file = await deps.files.get(a.fileId);
    if (!file) continue;
    const { fileId: _, ...rest } = a;
    attachments.push({
      ...rest,
      contentType: file.contentType,
      size: file.size,
      downloadUrl: await deps.files.downloadUrl(file, { fileName: a.name }),
    });
  }
  return { ...detail, attachments };
}

/** A step of the history (and the request's current step), inside the change's transaction. */
async function recordStep(
  tx: Db,
  r: { id: number },
  step: {
    stepId: number;
    stateId: number;
    action: RequestAction;
    actor: Actor | null;
    clubId?: number | null;
    note?: string | null;
  },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO request_steps (request_id, step_id, state_id, action, actor_user_id, actor_club_id, note)
    VALUES (${r.id}, ${step.stepId}, ${step.stateId}, ${step.action}, ${step.actor?.userId ?? null},
            ${step.clubId ?? null}, ${step.note ?? null})
    RETURNING id`);
  await writeAudit(tx, {
    actorUserId: step.actor?.userId ?? null,
    action: `request.${step.action}`,
    subjectType: 'request',
    subjectId: r.id,
    origin: step.actor?.origin ?? null,
    details: { stateId: step.stateId, stepId: step.stepId, note: step.note ?? null },
  });
  return rows[0]!.id;
}

/** What the e-mail of a step needs: which request and which step (requests.step-mail.ts). */
export interface StepEvent {
  requestId: number;
  stepRowId: number;
  action: RequestAction;
}

const trimmed = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** The current club asks for a transfer or loan of a person of another club. */
export async function createRequest(
  deps: Pick<AppDeps, 'db' | 'config'>,
  scope: ClubScope,
  actor: Actor,
  body: RequestCreate,
): Promise<StepEvent> {
  const day = today();
  return transaction(deps.db, async (tx) => {
    // The person's row is the lock that keeps two requests of one person apart.
    const { rows } = await tx.execute<{ id: number; clubId: number | null; anonymised: boolean }>(sql`
      SELECT p.id, ${currentClubIdSql(sql`p.id`)} AS "clubId", p.anonymised_at IS NOT NULL AS anonymised
        FROM persons p WHERE p.id = ${body.personId} FOR UPDATE`);
    const person = rows[0];
    const issues = [];
    if (!person || person.anonymised) issues.push({ field: 'personId', key: 'requests.personNotFound' });
    else if (person.clubId === null) issues.push({ field: 'personId', key: 'requests.personWithoutClub' });
    else if (person.clubId === scope.clubId) issues.push({ field: 'personId', key: 'requests.sameClub' });
    if (body.effectiveDate < day)
      issues.push({ field: 'effectiveDate', key: 'requests.effectiveInPast', params: { date: shownDate(day) } });
    if (issues.length) throw validationError(issues);
    const { rows: open } = await tx.execute<{ id: number }>(sql`
      SELECT r.id FROM requests r WHERE r.person_id = ${body.personId}
         AND r.type_id IN (${REQUEST_TYPE.transfer}, ${REQUEST_TYPE.loan}) AND ${OPEN_SQL} LIMIT 1`);
    if (open[0])
      throw new AppError('conflict', 409, {}, [
        { field: 'personId', key: 'requests.openExists', params: { id: open[0].id } },
      ]);
    const deadline = addDays(day, deps.config.REQUEST_OBJECTION_DAYS);
    const { rows: created } = await tx.execute<{ id: number }>(sql`
      INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id, note, effective_date,
                            loan_end_date, objection_deadline, created_by_id)
      VALUES (${body.typeId}, ${REQUEST_STATE.waitingStatement}, ${REQUEST_STEP.clubStatement}, ${body.personId},
              ${scope.clubId}, ${person!.clubId}, ${trimmed(body.note)}, ${body.effectiveDate},
              ${body.typeId === REQUEST_TYPE.loan ? (body.loanEndDate ?? null) : null}, ${deadline}, ${actor.userId})
      RETURNING id`);
    const r = created[0]!;
    const stepRowId = await recordStep(tx, r, {
      stepId: REQUEST_STEP.submission,
      stateId: REQUEST_STATE.waitingStatement,
      action: 'submit',
      actor,
      clubId: scope.clubId,
      note: trimmed(body.note),
    });
    return { requestId: r.id, stepRowId, action: 'submit' as const };
  });
}

/** The releasing club agrees or objects until the deadline; the request goes to the office. */
export async function stateOnRequest(
  db: Db,
  scope: ClubScope,
  actor: Actor,
  id: number,
  body: RequestClubStatement,
): Promise<StepEvent> {
  return transaction(db, async (tx) => {
    const r = await loadRequest(tx, scope, id, true);
    if (r.statementClubId !== scope.clubId) throw forbidden();
    const day = today();
    const late = r.objectionDeadline !== null && r.objectionDeadline < day;
    if (late)
      throw validationError([
        { field: 'agreed', key: 'requests.deadlinePassed', params: { date: shownDate(r.objectionDeadline ?? day) } },
      ]);
    if (r.stateId !== REQUEST_STATE.waitingStatement || r.statementDate !== null)
      throw validationError([{ field: 'agreed', key: 'requests.notWaitingStatement' }]);
    const comment = trimmed(body.comment);
    await tx.execute(sql`
      UPDATE requests SET statement_agreed = ${body.agreed}, statement_comment = ${comment}, statement_date = now(),
             state_id = ${REQUEST_STATE.inReview}, step_id = ${REQUEST_STEP.decision},
             edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    const action = body.agreed ? 'agree' : 'object';
    const stepRowId = await recordStep(tx, r, {
      stepId: REQUEST_STEP.clubStatement,
      stateId: REQUEST_STATE.inReview,
      action,
      actor,
      clubId: scope.clubId,
      note: comment,
    });
    return { requestId: id, stepRowId, action };
  });
}

/** The asking club withdraws its request before the office decides. */
export async function cancelRequest(db: Db, scope: ClubScope, actor: Actor, id: number): Promise<StepEvent> {
  return transaction(db, async (tx) => {
    const r = await loadRequest(tx, scope, id, true);
    if (r.clubId !== scope.clubId) throw forbidden();
    if (!(OPEN_STATES as readonly number[]).includes(r.stateId))
      throw validationError([{ field: 'stateId', key: 'requests.notOpen' }]);
    await tx.execute(sql`
      UPDATE requests SET state_id = ${REQUEST_STATE.cancelled}, step_id = NULL, edited_date = now(),
             edited_by_id = ${actor.userId} WHERE id = ${id}`);
    const stepRowId = await recordStep(tx, r, {
      stepId: r.stepId ?? REQUEST_STEP.submission,
      stateId: REQUEST_STATE.cancelled,
      action: 'cancel',
      actor,
      clubId: scope.clubId,
    });
    return { requestId: id, stepRowId, action: 'cancel' as const };
  });
}

/**
 * The office approves (with a fee, if any) or rejects a request in review. An approved request
 * whose effective date has come changes the membership at once; a later one waits for the job.
 */
export async function decideRequest(
  db: Db,
  scope: AdminScope,
  actor: Actor,
  id: number,
  body: RequestDecide,
  options: { economy: boolean } = { economy: false },
): Promise<StepEvent[]> {
  // The fee in haléře (a fee of more than two decimal places is refused before anything changes).
  const feeHalere = body.decision === 'approve' && body.fee ? feeInHalere(body.fee) : 0;
  return transaction(db, async (tx) => {
    const r = await loadRequest(tx, scope, id, true);
    if (r.stateId !== REQUEST_STATE.inReview)
      throw validationError([{ field: 'decision', key: 'requests.notInReview' }]);
    const approve = body.decision === 'approve';
    const state = approve ? REQUEST_STATE.approved : REQUEST_STATE.rejected;
    const note = trimmed(body.note);
    await tx.execute(sql`
      UPDATE requests SET state_id = ${state}, step_id = NULL, decided_date = now(), decided_by_id = ${actor.userId},
             decision_note = ${note}, fee = ${approve ? (body.fee ?? null) : null},
             edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    const stepRowId = await recordStep(tx, r, {
      stepId: REQUEST_STEP.decision,
      stateId: state,
      action: approve ? 'approve' : 'reject',
      actor,
      note,
    });
    // The fee is ordered and invoiced to the asking club in the approval's transaction.
    if (approve && feeHalere > 0 && options.economy) await billRequestFee(tx, id, feeHalere, actor.userId);
    const events: StepEvent[] = [{ requestId: id, stepRowId, action: approve ? 'approve' : 'reject' }];
    const day = today();
    if (approve && r.effectiveDate !== null && r.effectiveDate <= day) {
      const applied = await applyMembership(tx, id, day, actor);
      if (applied) events.push(applied);
    }
    return events;
  });
}

/**
 * On the effective date: the releasing club's membership ends the day before, the new one starts
 * (a loan's ends on the loan's last day and the home membership resumes the day after). Idempotent:
 * a request already applied, or no longer approved, is left alone. Inside the caller's transaction.
 */
export async function applyMembership(tx: Db, id: number, day: string, actor: Actor | null): Promise<StepEvent | null> {
  const { rows } = await tx.execute<{
    typeId: number;
    personId: number | null;
    clubId: number | null;
    statementClubId: number | null;
    effectiveDate: string;
    loanEndDate: string | null;
  }>(sql`
    SELECT type_id AS "typeId", person_id AS "personId", club_id AS "clubId", statement_club_id AS "statementClubId",
           to_char(effective_date, 'YYYY-MM-DD') AS "effectiveDate", to_char(loan_end_date, 'YYYY-MM-DD') AS "loanEndDate"
      FROM requests WHERE id = ${id} AND state_id = ${REQUEST_STATE.approved} AND applied_date IS NULL
       AND effective_date <= ${day}::date
       FOR UPDATE SKIP LOCKED`);
  const r = rows[0];
  if (!r) return null;
  const ended: number[] = [];
  const created: number[] = [];
  if (r.personId !== null && r.clubId !== null) {
    const eve = addDays(r.effectiveDate, -1);
    // The releasing club's memberships begun before the effective date and reaching it end the day
    // before it (one beginning on the very day is a membership not yet begun: below).
    const { rows: old } = await tx.execute<{ id: number; validTill: string | null; sectionId: number | null }>(sql`
      SELECT id, to_char(valid_till, 'YYYY-MM-DD') AS "validTill", section_id AS "sectionId"
        FROM person_roles
       WHERE person_id = ${r.personId} AND type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER}
         AND club_id IS NOT DISTINCT FROM ${r.statementClubId}
         AND valid_from < ${r.effectiveDate}::date AND (valid_till IS NULL OR valid_till >= ${r.effectiveDate}::date)
       ORDER BY valid_from DESC, id DESC FOR UPDATE`);
    for (const o of old) {
      await tx.execute(sql`
        UPDATE person_roles SET valid_till = ${eve}::date, edited_date = now(),
               edited_by_id = ${actor?.userId ?? null}
         WHERE id = ${o.id}`);
      ended.push(o.id);
    }
    const home = old[0];
    const loan = r.typeId === REQUEST_TYPE.loan;
    // Memberships of the releasing club not yet begun: a transfer ends them (they are removed); a
    // loan moves those that would begin during it to the day after it.
    const back = loan && r.loanEndDate !== null ? addDays(r.loanEndDate, 1) : null;
    const removed: number[] = [];
    const { rows: later } = await tx.execute<{ id: number; validTill: string | null }>(sql`
      SELECT id, to_char(valid_till, 'YYYY-MM-DD') AS "validTill" FROM person_roles
       WHERE person_id = ${r.personId} AND type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER}
         AND club_id IS NOT DISTINCT FROM ${r.statementClubId} AND valid_from >= ${r.effectiveDate}::date
         ${back ? sql`AND valid_from < ${back}::date` : sql``}
       FOR UPDATE`);
    for (const l of later) {
      if (back && (l.validTill === null || l.validTill >= back)) {
        await tx.execute(sql`UPDATE person_roles SET valid_from = ${back}::date, edited_date = now(),
                               edited_by_id = ${actor?.userId ?? null} WHERE id = ${l.id}`);
        ended.push(l.id);
      } else {
        await tx.execute(sql`DELETE FROM person_roles WHERE id = ${l.id}`);
        removed.push(l.id);
      }
    }
    const insert = async (clubId: number, from: string, till: string | null, sectionId: number | null) => {
      const { rows: made } = await tx.execute<{ id: number }>(sql`
        INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, section_id, valid_from, valid_till,
                                  note, created_by_id)
        VALUES (${r.personId}, ${PERSON_ROLE_TYPE.CLUB_MEMBER}, ${clubId}, ${APPROVAL_STATE.approved}, ${sectionId},
                ${from}::date, ${till}::date, ${`${loan ? 'Hostování' : 'Přestup'} (žádost č. ${id})`}, ${actor?.userId ?? null})
        RETURNING id`);
      created.push(...made.map((m) => m.id));
    };
    await insert(r.clubId, r.effectiveDate, loan ? r.loanEndDate : null, home?.sectionId ?? null);
    // After a loan, the person is the home club's member again for the rest of the old membership.
    if (back && home && r.statementClubId !== null) {
      if (home.validTill === null || home.validTill >= back)
        await insert(r.statementClubId, back, home.validTill, home.sectionId);
    }
    await writeAudit(tx, {
      actorUserId: actor?.userId ?? null,
      action: loan ? 'person-role.loan' : 'person-role.transfer',
      subjectType: 'person',
      subjectId: r.personId,
      origin: actor?.origin ?? null,
      details: { requestId: id, ended, removed, created, effectiveDate: r.effectiveDate },
    });
  }
  await tx.execute(sql`UPDATE requests SET applied_date = ${day}::date, edited_date = now() WHERE id = ${id}`);
  const stepRowId = await recordStep(
    tx,
    { id },
    {
      stepId: REQUEST_STEP.decision,
      stateId: REQUEST_STATE.approved,
      action: 'apply',
      actor,
    },
  );
  return { requestId: id, stepRowId, action: 'apply' };
}

/**
 * The deadline passed without an answer: it counts as the releasing club's agreement and the
 * request goes to the office. Idempotent (only requests still waiting change).
 */
export async function agreeByDeadline(tx: Db, id: number, day: string): Promise<StepEvent | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    UPDATE requests SET statement_agreed = true, statement_date = now(), state_id = ${REQUEST_STATE.inReview},
           step_id = ${REQUEST_STEP.decision}, edited_date = now()
     WHERE id = ${id} AND state_id = ${REQUEST_STATE.waitingStatement} AND statement_date IS NULL
       AND objection_deadline < ${day}::date
    RETURNING id`);
  if (!rows[0]) return null;
  const stepRowId = await recordStep(
    tx,
    { id },
    {
      stepId: REQUEST_STEP.clubStatement,
      stateId: REQUEST_STATE.inReview,
      action: 'deadline',
      actor: null,
    },
  );
  return { requestId: id, stepRowId, action: 'deadline' };
}

/** The ids of the requests the daily job has work on: deadlines passed, effective dates come. */
export async function dueRequests(db: Db, day: string): Promise<{ deadline: number[]; effective: number[] }> {
  const { rows: deadline } = await db.execute<{ id: number }>(sql`
    SELECT id FROM requests WHERE statement_date IS NULL AND objection_deadline < ${day}::date
       AND state_id = ${REQUEST_STATE.waitingStatement} ORDER BY id`);
  const { rows: effective } = await db.execute<{ id: number }>(sql`
    SELECT id FROM requests WHERE applied_date IS NULL AND effective_date <= ${day}::date
       AND state_id = ${REQUEST_STATE.approved} ORDER BY id`);
  return { deadline: deadline.map((r) => r.id), effective: effective.map((r) => r.id) };
}

export async function addComment(
  db: Db,
  scope: RequestScope,
  actor: Actor,
  id: number,
  body: RequestCommentCreate,
): Promise<void> {
  await transaction(db, async (tx) => {
    await loadRequest(tx, scope, id, true);
    await tx.execute(sql`
      INSERT INTO request_comments (request_id, author_user_id, author_club_id, text)
      VALUES (${id}, ${actor.userId}, ${scope.zone === 'club' ? scope.clubId : null}, ${body.text})`);
  });
}

export async function addAttachment(
  deps: Pick<AppDeps, 'db' | 'files'>,
  scope: RequestScope,
  actor: Actor,
  id: number,
  body: RequestAttachmentCreate,
): Promise<void> {
  await loadRequest(deps.db, scope, id);
  const file = await deps.files.resolve(body.fileUrl, {
    purpose: 'request-attachment',
    userId: actor.userId,
    field: 'fileUrl',
  });
  await transaction(deps.db, async (tx) => {
    await loadRequest(tx, scope, id, true);
    await tx.execute(sql`
      INSERT INTO request_attachments (request_id, name, file_id, author_club_id, created_by_id)
      VALUES (${id}, ${trimmed(body.name) ?? file.name}, ${file.id}, ${scope.zone === 'club' ? scope.clubId : null},
              ${actor.userId})`);
  });
}

/** People of other clubs (members today) by name or registration number: the new-request form's picker. */
export async function requestPersonOptions(db: Db, scope: ClubScope, search: string): Promise<RequestPersonOption[]> {
  const pattern = likePattern(search);
  const { rows } = await db.execute<RequestPersonOption>(sql`
    SELECT p.id, ${personFullName} AS "fullName", p.registration_number AS "registrationNumber",
           extract(year FROM p.birth_date)::int AS "birthYear", ${clubJson('c')} AS club
      FROM persons p
      JOIN LATERAL (SELECT ${currentClubIdSql(sql`p.id`)} AS id) cur ON true
      LEFT JOIN clubs c ON c.id = cur.id
     WHERE p.anonymised_at IS NULL AND cur.id IS NOT NULL AND cur.id <> ${scope.clubId}
       AND (${personNameLike(search)} OR p.registration_number ILIKE ${pattern})
     ORDER BY p.last_name, p.first_name, p.id LIMIT 20`);
  return rows;
}
