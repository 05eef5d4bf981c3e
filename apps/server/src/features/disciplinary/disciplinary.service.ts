// The disciplinary proceedings' rules (issue 32 §1, §3; docs/decisions/disciplinary-proceedings.md):
// opening and keeping a case, its state, the decision with its penalties, documents and the statute 8
// case. A fine is billed to the club (the case's club, or the person's club when the case opened) as
// a confirmed order of one fine item, through the orders' door; changing the fine cancels that order
// and bills the new amount, discontinuing the case cancels it. Every change is audited in its own
// transaction; a suspension is also audited on the person.
import {
  DISCIPLINARY_STATE,
  DISCIPLINARY_TYPE_MISSING_REFEREES,
  type DisciplinaryDecision,
  type DisciplinaryProceeding,
  type DisciplinaryProceedingWrite,
  ECONOMY_CATEGORY,
  ORDER_STATUS,
  SUSPENDING_STATES,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Origin, writeAudit, writeAuditMany } from '../../platform/audit/audit-log';
import { today } from '../../platform/clock';
import { currentClubIdSql } from '../../platform/db/club-membership';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/messages';
import { cancelOrder, confirmOrder, createOrder, recordStatute8Fine } from '../orders';
import { PROCEEDING_COLUMNS, PROCEEDING_FROM } from './disciplinary.list';

/** Who changes a case (null: the demo seed). */
export interface Actor {
  userId: number | null;
  origin: Origin | null;
}

/** A signed-in caller (files and the statute 8 fine need the user). */
export interface UserActor extends Actor {
  userId: number;
}

type Files = Pick<AppDeps, 'db' | 'files'>;

const conflict = (key: string, params: Record<string, string> = {}, field?: string) =>
  new AppError('conflict', 409, {}, [{ ...(field ? { field } : {}), key, params }]);

const DECISION_STATES: readonly number[] = SUSPENDING_STATES;

/** The case with its parties, documents (with download addresses) and fine order. */
export async function getProceeding(deps: Files, id: number): Promise<DisciplinaryProceeding> {
  const { rows } = await deps.db.execute<
    Omit<DisciplinaryProceeding, 'documents'> & {
      documents: { id: number; name: string; fileId: string; createdDate: string }[];
    }
  >(sql`
    SELECT ${PROCEEDING_COLUMNS}, d.person_id AS "personId", d.club_id AS "clubId", d.description,
           (SELECT json_build_object('id', t.id, 'name', t.name) FROM tournaments t WHERE t.id = d.tournament_id) AS tournament,
           d.decision_text AS "decisionText",
           (SELECT json_build_object('id', o.id, 'statusId', o.status_id) FROM orders o WHERE o.id = d.fine_order_id) AS "fineOrder",
           d.suspension_all AS "suspensionAll",
           coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.date_from, t.id)
                       FROM tournaments t WHERE t.id = ANY(d.suspension_tournament_ids)), '[]'::json) AS "suspensionTournaments",
           coalesce((SELECT json_agg(json_build_object('id', x.id, 'role', x.role, 'personId', x.person_id,
                       'clubId', x.club_id, 'name', coalesce(xp.first_name || ' ' || xp.last_name, xc.name, x.name),
                       'note', x.note) ORDER BY x.id)
                       FROM disciplinary_parties x LEFT JOIN persons xp ON xp.id = x.person_id
                       LEFT JOIN clubs xc ON xc.id = x.club_id
                      WHERE x.proceeding_id = d.id), '[]'::json) AS parties,
           coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'fileId', f.file_id,
                       'createdDate', ${isoTimestampSql(sql`f.created_date`)}) ORDER BY f.id)
                       FROM disciplinary_documents f WHERE f.proceeding_id = d.id), '[]'::json) AS documents,
           ${isoTimestampSql(sql`d.created_date`)} AS "createdDate", d.created_by_id AS "createdById",
           ${isoTimestampSql(sql`d.edited_date`)} AS "editedDate", d.edited_by_id AS "editedById"
      FROM ${PROCEEDING_FROM} WHERE d.id = ${id}`);
  const row = rows[0];
  if (!row) throw notFound();
  const documents: DisciplinaryProceeding['documents'] = [];
  for (const doc of row.documents) {
    const file = await deps.files.get(doc.fileId);
    if (!file) continue;
    documents.push({
      id: doc.id,
      name: doc.name,
      size: file.size,
      url: await deps.files.downloadUrl(file, { fileName: doc.name }),
      createdDate: doc.createdDate,
    });
  }
  return { ...row, documents };
}

/** 400 naming every reference of the body that does not exist. */
async function checkReferences(
  tx: Db,
  refs: { field: string; table: 'persons' | 'clubs' | 'tournaments' | SQL; id: number | null | undefined }[],
): Promise<void> {
  const wanted = refs.filter((r) => r.id != null);
  if (!wanted.length) return;
  const probe = sql.join(
    wanted.map((r, i) => {
      const from = typeof r.table === 'string' ? sql.raw(r.table) : r.table;
      return sql`SELECT ${i}::int AS i WHERE EXISTS (SELECT 1 FROM ${from} x WHERE x.id = ${r.id}::int)`;
    }),
    sql` UNION ALL `,
  );
  const { rows } = await tx.execute<{ i: number }>(probe);
  const found = new Set(rows.map((r) => r.i));
  const issues: FieldIssue[] = wanted
    .filter((_, i) => !found.has(i))
    .map((r) => ({ field: r.field, key: 'validation.notFoundRef', params: { label: r.field, id: r.id! } }));
  if (issues.length) throw validationError(issues);
}

const codebook = (list: string): SQL => sql`(SELECT id FROM codebook_entries WHERE list = ${list})`;

async function checkWrite(tx: Db, body: DisciplinaryProceedingWrite): Promise<void> {
  await checkReferences(tx, [
    { field: 'typeId', table: codebook('disciplinaryTypes'), id: body.typeId },
    { field: 'stateId', table: codebook('disciplinaryStates'), id: body.stateId },
    { field: 'personId', table: 'persons', id: body.subjectKind === 'person' ? body.personId : null },
    { field: 'clubId', table: 'clubs', id: body.clubId },
    { field: 'tournamentId', table: 'tournaments', id: body.tournamentId },
    ...(body.parties ?? []).flatMap((p, i) => [
      { field: `parties.${i}.personId`, table: 'persons' as const, id: p.personId },
      { field: `parties.${i}.clubId`, table: 'clubs' as const, id: p.clubId },
    ]),
  ]);
  if (body.hearingAt && body.hearingAt.slice(0, 10) < body.openedOn)
    throw validationError([{ field: 'hearingAt', key: 'disciplinary.hearingBeforeOpened' }]);
}

async function writeParties(tx: Db, id: number, parties: DisciplinaryProceedingWrite['parties']): Promise<void> {
  await tx.execute(sql`DELETE FROM disciplinary_parties WHERE proceeding_id = ${id}`);
  const list = parties ?? [];
  if (!list.length) return;
  await tx.execute(sql`
    INSERT INTO disciplinary_parties (proceeding_id, role, person_id, club_id, name, note)
    SELECT ${id}, x.role, x."personId", x."clubId", nullif(x.name, ''), nullif(x.note, '')
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
        AS x(role text, "personId" int, "clubId" int, name text, note text)`);
}

/** The club a person case bills: the one given, else the person's club today. */
const subjectClubSql = (body: DisciplinaryProceedingWrite): SQL =>
  body.subjectKind === 'club'
    ? sql`${body.clubId}::int`
    : sql`coalesce(${body.clubId ?? null}::int, ${currentClubIdSql(sql`${body.personId}::int`)})`;

/** Opens a case (state opened unless another undecided state is given); answers its id. */
export async function createProceeding(db: Db, actor: Actor, body: DisciplinaryProceedingWrite): Promise<number> {
  const stateId = body.stateId ?? DISCIPLINARY_STATE.opened;
  if (DECISION_STATES.includes(stateId)) throw conflict('disciplinary.decideFirst', {}, 'stateId');
  return transaction(db, async (tx) => {
    await checkWrite(tx, body);
    const year = Number(body.openedOn.slice(0, 4));
    // One number after another within a year: the year's lock orders concurrent openings.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('disciplinary_proceedings'), ${year})`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO disciplinary_proceedings (year, seq, type_id, state_id, subject_kind, person_id, club_id, title,
                                            description, opened_on, hearing_at, tournament_id, created_by_id)
      SELECT ${year}, coalesce(max(seq), 0) + 1, ${body.typeId}, ${stateId}, ${body.subjectKind},
             ${body.subjectKind === 'person' ? body.personId! : null}::int, ${subjectClubSql(body)}, ${body.title},
             ${body.description ?? null}, ${body.openedOn}::date, ${body.hearingAt ?? null}::timestamptz,
             ${body.tournamentId ?? null}::int, ${actor.userId}
        FROM disciplinary_proceedings WHERE year = ${year}
      RETURNING id`);
    const id = rows[0]!.id;
    await writeParties(tx, id, body.parties);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'disciplinary.create',
      subjectType: 'disciplinaryProceeding',
      subjectId: id,
      origin: actor.origin,
      details: { after: body },
    });
    return id;
  });
}

type Locked = {
  stateId: number;
  subjectKind: string;
  personId: number | null;
  clubId: number | null;
  decidedOn: string | null;
  openedOn: string;
  fineAmount: number | null;
  fineOrderId: number | null;
  fineOrderStatus: number | null;
  suspensionFrom: string | null;
  suspensionTo: string | null;
  title: string;
  number: string;
  seasonId: number | null;
};

async function lockProceeding(tx: Db, id: number): Promise<Locked> {
  const { rows } = await tx.execute<Locked>(sql`
    SELECT d.state_id AS "stateId", d.subject_kind AS "subjectKind", d.person_id AS "personId", d.club_id AS "clubId",
           d.decided_on::text AS "decidedOn", d.opened_on::text AS "openedOn", d.fine_amount AS "fineAmount",
           d.fine_order_id AS "fineOrderId", (SELECT o.status_id FROM orders o WHERE o.id = d.fine_order_id) AS "fineOrderStatus",
           d.suspension_from::text AS "suspensionFrom", d.suspension_to::text AS "suspensionTo", d.title,
           d.seq || '/' || d.year AS number,
           (SELECT s.id FROM seasons s WHERE s.valid_from <= coalesce(d.decided_on, d.opened_on)
               AND s.valid_till >= coalesce(d.decided_on, d.opened_on) ORDER BY s.valid_from DESC LIMIT 1) AS "seasonId"
      FROM disciplinary_proceedings d WHERE d.id = ${id} FOR UPDATE OF d`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Cancels the case's fine order unless it is cancelled already. */
async function cancelFine(tx: Db, d: Locked, userId: number | null): Promise<void> {
  if (d.fineOrderId !== null && d.fineOrderStatus !== ORDER_STATUS.cancelled)
    await cancelOrder(tx, d.fineOrderId, userId);
}

/** Changes a case: its data, parties and state. The subject is fixed once decided. */
export async function updateProceeding(
  db: Db,
  actor: Actor,
  id: number,
  body: DisciplinaryProceedingWrite,
): Promise<void> {
  await transaction(db, async (tx) => {
    const d = await lockProceeding(tx, id);
    await checkWrite(tx, body);
    const stateId = body.stateId ?? d.stateId;
    if (DECISION_STATES.includes(stateId) && d.decidedOn === null)
      throw conflict('disciplinary.decideFirst', {}, 'stateId');
    const subjectChanged =
      body.subjectKind !== d.subjectKind ||
      (body.subjectKind === 'person' ? body.personId !== d.personId : body.clubId !== d.clubId);
    if (subjectChanged && d.decidedOn !== null) throw conflict('disciplinary.subjectLocked', {}, 'subjectKind');
    if (stateId === DISCIPLINARY_STATE.discontinued && d.stateId !== stateId) await cancelFine(tx, d, actor.userId);
    await tx.execute(sql`
      UPDATE disciplinary_proceedings
         SET type_id = ${body.typeId}, state_id = ${stateId}, subject_kind = ${body.subjectKind},
             person_id = ${body.subjectKind === 'person' ? body.personId! : null}::int,
             club_id = ${subjectChanged ? subjectClubSql(body) : sql`coalesce(${body.clubId ?? null}::int, club_id)`},
             title = ${body.title}, description = ${body.description ?? null}, opened_on = ${body.openedOn}::date,
             hearing_at = ${body.hearingAt ?? null}::timestamptz, tournament_id = ${body.tournamentId ?? null}::int,
             edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    await writeParties(tx, id, body.parties);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'disciplinary.update',
      subjectType: 'disciplinaryProceeding',
      subjectId: id,
      origin: actor.origin,
      details: { before: { stateId: d.stateId, title: d.title }, after: body },
    });
  });
}

/**
 * Records the decision and its penalties (see the file's head). A case opened or in progress
 * becomes decided; one under appeal or final keeps its state (the appeal's outcome is saved alike).
 */
export async function decide(db: Db, actor: Actor, id: number, body: DisciplinaryDecision): Promise<void> {
  await transaction(db, async (tx) => {
    const d = await lockProceeding(tx, id);
    if (d.stateId === DISCIPLINARY_STATE.discontinued) throw conflict('disciplinary.discontinued');
    const issues: FieldIssue[] = [];
    if (body.decidedOn < d.openedOn) issues.push({ field: 'decidedOn', key: 'disciplinary.decidedBeforeOpened' });
    if (body.suspensionFrom && d.subjectKind !== 'person')
      issues.push({ field: 'suspensionFrom', key: 'disciplinary.suspensionOnlyPerson' });
    if (issues.length) throw validationError(issues);
    const chosen =
      body.suspensionFrom && body.suspensionAll === false ? [...new Set(body.suspensionTournamentIds)] : [];
    if (chosen.length) {
      const { rows } = await tx.execute<{ id: number }>(
        sql`SELECT id FROM tournaments WHERE id = ANY(${sql.param(chosen)}::int[])`,
      );
      const known = new Set(rows.map((r) => r.id));
      const missing = chosen.findIndex((t) => !known.has(t));
      if (missing >= 0) {
        throw validationError([
          {
            field: `suspensionTournamentIds.${missing}`,
            key: 'validation.notFoundRef',
            params: { label: 'suspensionTournamentIds', id: chosen[missing]! },
          },
        ]);
      }
    }
    const fine = body.fineAmount ?? 0;
    let fineOrderId = d.fineOrderStatus === ORDER_STATUS.cancelled ? null : d.fineOrderId;
    if (fineOrderId !== null && fine !== (d.fineAmount ?? 0)) {
      await cancelFine(tx, d, actor.userId);
      fineOrderId = null;
    }
    if (fine > 0 && fineOrderId === null) {
      if (d.clubId === null) throw conflict('disciplinary.noClubToBill', {}, 'fineAmount');
      fineOrderId = await createOrder(tx, {
        clubId: d.clubId,
        seasonId: d.seasonId,
        origin: 'disciplinary',
        userId: actor.userId,
        items: [
          {
            categoryId: ECONOMY_CATEGORY.fines,
            kind: 'club',
            name: translate('cs', 'disciplinary.fineItem', { number: d.number, title: d.title }),
            unitAmount: fine,
            vatRate: 0,
            personId: d.personId,
          },
        ],
      });
      await confirmOrder(tx, fineOrderId, actor.userId);
    }
    const stateId =
      d.stateId === DISCIPLINARY_STATE.opened || d.stateId === DISCIPLINARY_STATE.inProgress
        ? DISCIPLINARY_STATE.decided
        : d.stateId;
    const suspended = Boolean(body.suspensionFrom);
    await tx.execute(sql`
      UPDATE disciplinary_proceedings
         SET state_id = ${stateId}, decided_on = ${body.decidedOn}::date, decision_text = ${body.decisionText},
             fine_amount = ${fine > 0 ? fine : null}::bigint, fine_order_id = ${fineOrderId}::int,
             suspension_from = ${suspended ? body.suspensionFrom! : null}::date,
             suspension_to = ${suspended ? body.suspensionTo! : null}::date,
             suspension_all = ${!suspended || body.suspensionAll !== false},
             suspension_tournament_ids = ${sql.param(chosen)}::int[],
             edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    const suspensionChanged =
      (body.suspensionFrom ?? null) !== d.suspensionFrom || (body.suspensionTo ?? null) !== d.suspensionTo;
    await writeAuditMany(tx, [
      {
        actorUserId: actor.userId,
        action: 'disciplinary.decide',
        subjectType: 'disciplinaryProceeding',
        subjectId: id,
        origin: actor.origin,
        details: {
          before: { fineAmount: d.fineAmount, suspensionFrom: d.suspensionFrom, suspensionTo: d.suspensionTo },
          after: body,
        },
      },
      ...(d.personId !== null && suspensionChanged
        ? [
            {
              actorUserId: actor.userId,
              action: 'person.suspension' as const,
              subjectType: 'person' as const,
              subjectId: d.personId,
              origin: actor.origin,
              details: {
                proceedingId: id,
                before: { from: d.suspensionFrom, to: d.suspensionTo },
                after: { from: body.suspensionFrom ?? null, to: body.suspensionTo ?? null },
              },
            },
          ]
        : []),
    ]);
  });
}

/** Deletes a case opened by mistake: not once decided (its decision and fine stay on record). */
export async function deleteProceeding(db: Db, actor: Actor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const d = await lockProceeding(tx, id);
    if (d.decidedOn !== null || d.fineOrderId !== null) throw conflict('disciplinary.decidedNoDelete');
    await tx.execute(sql`DELETE FROM disciplinary_proceedings WHERE id = ${id}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'disciplinary.delete',
      subjectType: 'disciplinaryProceeding',
      subjectId: id,
      origin: actor.origin,
      details: { before: { number: d.number, title: d.title } },
    });
  });
}

/** Attaches an uploaded file (purpose disciplinary-document) to the case. */
export async function addDocument(deps: Files, actor: UserActor, id: number, fileUrl: string): Promise<void> {
  const file = await deps.files.resolve(fileUrl, {
    purpose: 'disciplinary-document',
    userId: actor.userId,
    field: 'fileUrl',
  });
  await transaction(deps.db, async (tx) => {
    await lockProceeding(tx, id);
    const { rows } = await tx.execute(sql`
      INSERT INTO disciplinary_documents (proceeding_id, name, file_id, created_by_id)
      VALUES (${id}, ${file.name}, ${file.id}, ${actor.userId})
      ON CONFLICT (file_id) DO NOTHING RETURNING id`);
    if (!rows[0]) throw conflict('disciplinary.documentUsed', {}, 'fileUrl');
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'disciplinary.document.add',
      subjectType: 'disciplinaryProceeding',
      subjectId: id,
      origin: actor.origin,
      details: { name: file.name },
    });
  });
}

export async function deleteDocument(db: Db, actor: Actor, id: number, documentId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`
      DELETE FROM disciplinary_documents WHERE id = ${documentId} AND proceeding_id = ${id} RETURNING name`);
    if (!rows[0]) throw notFound();
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'disciplinary.document.delete',
      subjectType: 'disciplinaryProceeding',
      subjectId: id,
      origin: actor.origin,
      details: { name: rows[0].name },
    });
  });
}

/**
 * The statute 8 case in one click (issue 32 §3): a proceeding against the tournament's organiser,
 * linked to the tournament, with the statute 8 fine (recorded now through the orders unless the
 * office already did). Once per tournament: a second click answers 409 naming the first case.
 */
export async function openFromStatute8(db: Db, actor: UserActor, tournamentId: number): Promise<number> {
  return transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ name: string; organizerId: number | null }>(sql`
      SELECT t.name, t.organizer_id AS "organizerId" FROM tournaments t WHERE t.id = ${tournamentId} FOR UPDATE`);
    const t = rows[0];
    if (!t) throw notFound();
    const { rows: earlier } = await tx.execute<{ id: number; number: string }>(sql`
      SELECT id, seq || '/' || year AS number FROM disciplinary_proceedings
       WHERE tournament_id = ${tournamentId} AND type_id = ${DISCIPLINARY_TYPE_MISSING_REFEREES}
       ORDER BY id LIMIT 1`);
    if (earlier[0]) {
      throw new AppError(
        'conflict',
        409,
        {},
        [{ key: 'disciplinary.statute8Exists', params: { number: earlier[0].number } }],
        {},
        { kind: 'disciplinaryProceeding', id: earlier[0].id, name: earlier[0].number },
      );
    }
    if (t.organizerId === null) throw conflict('orders.statute8.noOrganizer');
    const { rows: billed } = await tx.execute<{ orderId: number; amount: number }>(sql`
      SELECT o.id AS "orderId", o.total AS amount FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.tournament_id = ${tournamentId} AND o.status_id <> ${ORDER_STATUS.cancelled}
       ORDER BY o.id LIMIT 1`);
    const fine = billed[0] ?? (await recordStatute8Fine(tx, tournamentId, actor.userId));
    const id = await createProceeding(tx, actor, {
      typeId: DISCIPLINARY_TYPE_MISSING_REFEREES,
      subjectKind: 'club',
      clubId: t.organizerId,
      title: translate('cs', 'disciplinary.statute8Title', { name: t.name }),
      openedOn: today(),
      tournamentId,
      parties: [],
    });
    await tx.execute(sql`
      UPDATE disciplinary_proceedings SET fine_amount = ${fine.amount}, fine_order_id = ${fine.orderId} WHERE id = ${id}`);
    return id;
  });
}

export async function getSettings(db: Db): Promise<{ publicSuspensions: boolean }> {
  const { rows } = await db.execute<{ publicSuspensions: boolean }>(
    sql`SELECT public_suspensions AS "publicSuspensions" FROM disciplinary_settings WHERE id = 1`,
  );
  return { publicSuspensions: rows[0]?.publicSuspensions ?? false };
}

export async function updateSettings(db: Db, actor: Actor, body: { publicSuspensions: boolean }): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.execute(sql`
      INSERT INTO disciplinary_settings (id, public_suspensions, edited_date, edited_by_id)
      VALUES (1, ${body.publicSuspensions}, now(), ${actor.userId})
      ON CONFLICT (id) DO UPDATE SET public_suspensions = EXCLUDED.public_suspensions,
                                     edited_date = now(), edited_by_id = EXCLUDED.edited_by_id`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'disciplinary.settings',
      subjectType: 'disciplinarySettings',
      subjectId: 1,
      origin: actor.origin,
      details: { after: body },
    });
  });
}
