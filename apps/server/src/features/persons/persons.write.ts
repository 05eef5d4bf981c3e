// Creating and changing a person of the register (issue 29 §3, §4). The birth number is checked
// by the contract's schema; here: its normalized form, the date and sex it encodes filled in, the
// same birth number elsewhere (409 naming that person), the same name and birth date (409 until
// the user confirms it is someone else), the scope (a unit manager's unit; a club's own people,
// whose identity only the office changes once a role is approved), the first role (a club's goes
// to approval), and the audit log's record of what changed.
import { PERSON_CONTACT_FIELDS, type PersonCreate, type PersonDetail, type PersonUpdate } from '@fedra/contract';
import { parseBirthNumber } from '@fedra/contract/common/birth-number';
import { sql } from 'drizzle-orm';
import { APPROVAL_STATE } from '../../db/reference-ids';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { randomRegistrationNumber } from '../../platform/db/registration-number';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, validationError } from '../../platform/errors/app-error';
import { recordWebhookEvent } from '../webhooks';
import { type PersonListScope, type PersonScope, personScopeSql } from './persons.list';
import { contactOnlySql, outOfScope } from './persons.read';

export interface Actor {
  userId: number;
  origin: Origin;
}

/** Body field -> column, in the order the audit log lists them. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  birthNumber: 'birth_number',
  birthDate: 'birth_date',
  sexId: 'sex_id',
  nationalityId: 'nationality_id',
  federationUnitId: 'federation_unit_id',
  email: 'email',
  phone: 'phone',
  street: 'street',
  city: 'city',
  zip: 'zip',
  isContactPublic: 'is_contact_public',
  legalRepresentativeFirstName: 'legal_representative_first_name',
  legalRepresentativeLastName: 'legal_representative_last_name',
  legalRepresentativeEmail: 'legal_representative_email',
  legalRepresentativePhone: 'legal_representative_phone',
  gdprConsentDate: 'gdpr_consent_date',
} as const;
type Field = keyof typeof COLUMNS;
export type Values = Record<Field, string | number | boolean | null>;

const CONTACT = new Set<string>(PERSON_CONTACT_FIELDS);
/** What a club may no longer change once a role of the person is approved. */
export const IDENTITY: Field[] = [
  'firstName',
  'lastName',
  'title',
  'birthNumber',
  'birthDate',
  'sexId',
  'nationalityId',
];

/** The body as column values: empty texts as null, the birth number normalized, its date and sex filled in. */
export function valuesOf(body: PersonUpdate): Values {
  const out = {} as Values;
  for (const field of Object.keys(COLUMNS) as Field[]) {
    const v = (body as Record<string, unknown>)[field];
    out[field] = v === undefined || v === '' ? null : (v as string | number | boolean | null);
  }
  out.isContactPublic = body.isContactPublic ?? false;
  const bn = out.birthNumber ? parseBirthNumber(String(out.birthNumber)) : null;
  if (bn) {
    out.birthNumber = bn.value;
    out.birthDate ??= bn.birthDate;
    out.sexId ??= bn.sex === 'male' ? 1 : 2;
  }
  return out;
}

/**
 * The same birth number on another person: 409 naming them. Serialized per number by an advisory
 * lock, so two writers of one number cannot both pass.
 */
export async function refuseDuplicate(tx: Db, birthNumber: string | null, exceptId: number | null) {
  if (!birthNumber) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`person-birth-number:${birthNumber}`}))`);
  const { rows } = await tx.execute<{ id: number; name: string }>(sql`
    SELECT p.id, p.first_name || ' ' || p.last_name || ' (' || p.registration_number || ')' AS name
      FROM persons p WHERE p.birth_number = ${birthNumber} AND p.id IS DISTINCT FROM ${exceptId} LIMIT 1`);
  const other = rows[0];
  if (other)
    throw new AppError(
      'person_duplicate',
      409,
      { name: other.name },
      [{ field: 'birthNumber', key: 'person_duplicate', params: { name: other.name } }],
      {},
      {
        kind: 'person',
        ...other,
      },
    );
}

/** The same name (accents and case aside) and birth date on another person: 409 until confirmed. */
async function refuseSimilar(tx: Db, v: Values, exceptId: number | null) {
  if (!v.birthDate) return;
  const { rows } = await tx.execute<{ id: number; name: string }>(sql`
    SELECT p.id, p.first_name || ' ' || p.last_name || ' (' || p.registration_number || ')' AS name
      FROM persons p
     WHERE p.birth_date = ${v.birthDate}::date AND p.id IS DISTINCT FROM ${exceptId}
       AND lower(f_unaccent(p.last_name)) = lower(f_unaccent(${v.lastName}))
       AND lower(f_unaccent(p.first_name)) = lower(f_unaccent(${v.firstName}))
     LIMIT 1`);
  const other = rows[0];
  if (other) throw new AppError('person_similar', 409, { name: other.name }, [], {}, { kind: 'person', ...other });
}

/** The federation unit a new or changed person belongs to, within the caller's units. */
async function unitFor(tx: Db, scope: PersonScope, requested: number | null, current: number | null) {
  if (scope.zone === 'personal') return current;
  if (scope.zone === 'club') {
    const { rows } = await tx.execute<{ unit: number | null }>(
      sql`SELECT federation_unit_id AS unit FROM clubs WHERE id = ${scope.clubId}`,
    );
    return current ?? rows[0]?.unit ?? null;
  }
  if (scope.fedUnitIds === null) return requested;
  if (requested === null) return current ?? scope.fedUnitIds[0] ?? null;
  if (!scope.fedUnitIds.includes(requested))
    throw validationError([{ field: 'federationUnitId', key: 'persons.unitOutsideScope' }]);
  return requested;
}

type RoleType = {
  isClubRole: boolean;
  isClubEditable: boolean;
  isBoardRole: boolean;
  levelOk: boolean;
};

/** The first role's checks: a type a club may register (club zone), its level of that type, its club. */
async function checkNewRole(
  tx: Db,
  scope: PersonListScope,
  role: NonNullable<PersonCreate['role']>,
): Promise<number | null> {
  const { rows } = await tx.execute<RoleType>(sql`
    SELECT t.is_club_role AS "isClubRole", t.is_club_editable AS "isClubEditable", t.is_board_role AS "isBoardRole",
           (${role.levelId ?? null}::int IS NULL
             OR EXISTS (SELECT 1 FROM person_role_levels l WHERE l.id = ${role.levelId ?? null}::int AND l.type_id = t.id)) AS "levelOk"
      FROM person_role_types t WHERE t.id = ${role.typeId}`);
  const type = rows[0];
  const issues: FieldIssue[] = [];
  if (!type) throw validationError([{ field: 'role.typeId', key: 'persons.unknownChoice' }]);
  if (scope.zone === 'club' && !(type.isClubRole && type.isClubEditable))
    issues.push({ field: 'role.typeId', key: 'persons.roleNotForClubs' });
  if (type.isBoardRole) issues.push({ field: 'role.typeId', key: 'persons.boardRoleElsewhere' });
  if (!type.levelOk) issues.push({ field: 'role.levelId', key: 'persons.levelOfOtherType' });
  let clubId: number | null = null;
  if (type.isClubRole) {
    clubId = scope.zone === 'club' ? scope.clubId : (role.clubId ?? null);
    if (clubId === null) issues.push({ field: 'role.clubId', key: 'validation.required' });
    else if (scope.zone === 'admin') {
      const unit =
        scope.fedUnitIds === null ? sql`TRUE` : sql`federation_unit_id = ANY(${sql.param(scope.fedUnitIds)}::int[])`;
      const club = await tx.execute(sql`SELECT 1 FROM clubs WHERE id = ${clubId} AND ${unit}`);
      if (!club.rows[0]) issues.push({ field: 'role.clubId', key: 'persons.unknownChoice' });
    }
  }
  if (issues.length) throw validationError(issues);
  return clubId;
}

const columnList = (fields: Field[]) =>
  sql.join(
    fields.map((f) => sql.identifier(COLUMNS[f])),
    sql`, `,
  );
const valueList = (v: Values, fields: Field[]) =>
  sql.join(
    fields.map((f) => sql`${v[f]}`),
    sql`, `,
  );
const FIELDS = Object.keys(COLUMNS) as Field[];

export async function createPerson(db: Db, scope: PersonListScope, actor: Actor, body: PersonCreate): Promise<number> {
  const v = valuesOf(body);
  if (scope.zone === 'club' && !body.role)
    throw validationError([{ field: 'role.typeId', key: 'persons.roleRequired' }]);
  return transaction(db, async (tx) => {
    const clubId = body.role ? await checkNewRole(tx, scope, body.role) : null;
    v.federationUnitId = await unitFor(tx, scope, v.federationUnitId as number | null, null);
    await refuseDuplicate(tx, v.birthNumber as string | null, null);
    if (!body.confirmSimilar) await refuseSimilar(tx, v, null);
    const taken = new Set<string>();
    let id: number | undefined;
    while (id === undefined) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO persons (registration_number, ${columnList(FIELDS)}, created_by_id)
        VALUES (${randomRegistrationNumber(taken)}, ${valueList(v, FIELDS)}, ${actor.userId})
        ON CONFLICT (registration_number) DO NOTHING RETURNING id`);
      id = rows[0]?.id;
    }
    if (body.role) {
      // A club's registration waits for the office; the office's own is approved at once.
      const state = scope.zone === 'club' ? APPROVAL_STATE.waiting : APPROVAL_STATE.approved;
      await tx.execute(sql`
        INSERT INTO person_roles (person_id, type_id, level_id, club_id, approval_state_id, valid_from, created_by_id)
        VALUES (${id}, ${body.role.typeId}, ${body.role.levelId ?? null}, ${clubId}, ${state}, ${body.role.validFrom}, ${actor.userId})`);
    }
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'person.create',
      subjectType: 'person',
      subjectId: id,
      origin: actor.origin,
      details: { after: Object.fromEntries(FIELDS.filter((f) => v[f] !== null).map((f) => [f, v[f]])) },
    });
    await recordWebhookEvent(tx, 'person.created', { personId: id });
    return id;
  });
}

export const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** A person as the body of a whole update (what a partial change starts from). */
export function updateBodyOf(person: PersonDetail): PersonUpdate {
  return Object.fromEntries(
    (Object.keys(COLUMNS) as Field[]).map((f) => [f, (person as unknown as Record<Field, unknown>)[f]]),
  ) as PersonUpdate;
}

export async function updatePerson(
  db: Db,
  scope: PersonScope,
  actor: Actor,
  id: number,
  body: PersonUpdate,
): Promise<void> {
  const v = valuesOf(body);
  await transaction(db, async (tx) => {
    const select = sql.join(
      FIELDS.map(
        (f) =>
          sql`${sql.identifier(COLUMNS[f])}${f === 'birthDate' || f === 'gdprConsentDate' ? sql`::text` : sql``} AS ${sql.identifier(f)}`,
      ),
      sql`, `,
    );
    const { rows } = await tx.execute<Values & { anonymised: boolean; locked: boolean }>(sql`
      SELECT ${select}, p.anonymised_at IS NOT NULL AS anonymised,
             ${contactOnlySql(scope)} AS locked
        FROM persons p WHERE p.id = ${id} AND ${personScopeSql(scope)} FOR UPDATE OF p`);
    const current = rows[0];
    if (!current) throw await outOfScope(tx, id);
    if (current.anonymised) throw new AppError('conflict', 409, {}, [{ key: 'persons.anonymised' }]);
    v.federationUnitId = await unitFor(
      tx,
      scope,
      v.federationUnitId as number | null,
      current.federationUnitId as number | null,
    );
    if (current.locked) {
      const locked = IDENTITY.filter((f) => !same(v[f], current[f]));
      if (locked.length)
        throw new AppError(
          'forbidden',
          403,
          {},
          locked.map((field) => ({ field, key: 'persons.identityLocked' })),
        );
    }
    const changed = FIELDS.filter((f) => !same(v[f], current[f]));
    if (!changed.length) return;
    if (changed.includes('birthNumber')) await refuseDuplicate(tx, v.birthNumber as string | null, id);
    const renamed = changed.some((f) => f === 'firstName' || f === 'lastName' || f === 'birthDate');
    if (renamed && !body.confirmSimilar) await refuseSimilar(tx, v, id);
    await tx.execute(sql`
      UPDATE persons SET ${sql.join(
        changed.map((f) => sql`${sql.identifier(COLUMNS[f])} = ${v[f]}`),
        sql`, `,
      )}, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    const pick = (from: Values) => Object.fromEntries(changed.map((f) => [f, from[f]]));
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: CONTACT_ONLY(changed) ? 'person.contact' : 'person.update',
      subjectType: 'person',
      subjectId: id,
      origin: actor.origin,
      details: { before: pick(current), after: pick(v) },
    });
    await recordWebhookEvent(tx, 'person.updated', { personId: id, fields: changed });
  });
}

/** Only contact fields changed (the log tells the office at a glance). */
const CONTACT_ONLY = (fields: Field[]) => fields.every((f) => CONTACT.has(f));
