// Creating and changing a club of the register (issue 30 §1). The contract's schema checks the IČO
// (mod 11) and the account (Czech weighted checks, an IBAN's shape); here: the IBAN by ibankit, the
// normalized forms, the references (unit, type, country, region, district of that region), the
// same IČO on another club (409 naming it), the scope (a unit manager their units' clubs), and the
// audit log's record of what changed.
import { CLUB_CONTACT_FIELDS, type ClubWrite } from '@fedra/contract';
import { checkBankAccount } from '@fedra/contract/common/bank-account';
import { parseIco } from '@fedra/contract/common/ico';
import { sql } from 'drizzle-orm';
import { IBAN } from 'ibankit';
import type { AdminScope } from '../../platform/access/scope-sql';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, validationError } from '../../platform/errors/app-error';
import { recordWebhookEvent } from '../webhooks';
import { type ClubRegisterScope, clubInScopeSql, clubOutOfScope } from './clubs.register-read';

export interface Actor {
  userId: number;
  origin: Origin;
}

/** Body field -> column, in the order the audit log lists them. */
export const CLUB_COLUMNS = {
  name: 'name',
  officialName: 'official_name',
  identificationNumber: 'identification_number',
  taxIdentificationNumber: 'tax_identification_number',
  legalForm: 'legal_form',
  street: 'street',
  houseNumber: 'house_number',
  landRegistryNumber: 'land_registry_number',
  cityPart: 'city_part',
  city: 'city',
  zip: 'zip',
  countryId: 'country_id',
  regionId: 'region_id',
  districtId: 'district_id',
  bankAccount: 'bank_account',
  email: 'email',
  phone: 'phone',
  web: 'web',
  contactPerson: 'contact_person',
  federationUnitId: 'federation_unit_id',
  clubTypeId: 'club_type_id',
} as const;
export type ClubField = keyof typeof CLUB_COLUMNS;
export type ClubValues = Record<ClubField, string | number | null>;
export const CLUB_FIELDS = Object.keys(CLUB_COLUMNS) as ClubField[];
const CONTACT = new Set<string>(CLUB_CONTACT_FIELDS);

/** The body as column values: empty texts as null, IČO, account, tax id and ZIP normalized. */
export function clubValuesOf(body: Partial<ClubWrite>): ClubValues {
  const out = {} as ClubValues;
  for (const field of CLUB_FIELDS) {
    const v = (body as Record<string, unknown>)[field];
    out[field] = v === undefined || v === '' ? null : (v as string | number | null);
  }
  if (out.identificationNumber)
    out.identificationNumber = parseIco(String(out.identificationNumber)) ?? out.identificationNumber;
  if (out.bankAccount) {
    const account = checkBankAccount(String(out.bankAccount));
    if ('value' in account) out.bankAccount = account.value;
  }
  if (out.taxIdentificationNumber) out.taxIdentificationNumber = String(out.taxIdentificationNumber).toUpperCase();
  if (out.zip) {
    const digits = String(out.zip).replace(/\s+/g, '');
    out.zip = `${digits.slice(0, 3)} ${digits.slice(3)}`;
  }
  return out;
}

/** An IBAN the contract let through by its shape, checked in full (country length, mod 97). */
export function checkIban(v: ClubValues): FieldIssue[] {
  const account = v.bankAccount ? String(v.bankAccount) : null;
  if (!account || !/^[A-Z]{2}/.test(account)) return [];
  return IBAN.isValid(account) ? [] : [{ field: 'bankAccount', key: 'iban.checksum' }];
}

/**
 * The same IČO on another club: 409 naming it. Serialized per IČO by an advisory lock, so two
 * writers of one number cannot both pass (no unique index: older data may hold duplicates).
 */
export async function refuseDuplicateIco(tx: Db, ico: string | null, exceptId: number | null): Promise<void> {
  if (!ico) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`club-ico:${ico}`}))`);
  const { rows } = await tx.execute<{ id: number; name: string }>(sql`
    SELECT c.id, c.name || ' (' || c.registration_number || ')' AS name
      FROM clubs c WHERE c.identification_number = ${ico} AND c.id IS DISTINCT FROM ${exceptId} LIMIT 1`);
  const other = rows[0];
  if (other)
    throw new AppError(
      'club_duplicate',
      409,
      { name: other.name },
      [{ field: 'identificationNumber', key: 'club_duplicate', params: { name: other.name } }],
      {},
      { kind: 'club', ...other },
    );
}

/** The references exist, the district lies in the region (a missing region is taken from it). */
export async function checkReferences(tx: Db, v: ClubValues): Promise<FieldIssue[]> {
  const { rows } = await tx.execute<{
    unit: boolean;
    type: boolean;
    country: boolean;
    region: boolean;
    districtRegion: number | null;
  }>(sql`
    SELECT (${v.federationUnitId}::int IS NULL OR EXISTS (SELECT 1 FROM federation_units WHERE id = ${v.federationUnitId}::int)) AS unit,
           (${v.clubTypeId}::int IS NULL OR EXISTS (SELECT 1 FROM club_types WHERE id = ${v.clubTypeId}::int)) AS type,
           (${v.countryId}::int IS NULL OR EXISTS (SELECT 1 FROM countries WHERE id = ${v.countryId}::int)) AS country,
           (${v.regionId}::int IS NULL OR EXISTS (SELECT 1 FROM regions WHERE id = ${v.regionId}::int)) AS region,
           (SELECT region_id FROM districts WHERE id = ${v.districtId}::int) AS "districtRegion"`);
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  if (!r.unit) issues.push({ field: 'federationUnitId', key: 'clubs.unknownChoice' });
  if (!r.type) issues.push({ field: 'clubTypeId', key: 'clubs.unknownChoice' });
  if (!r.country) issues.push({ field: 'countryId', key: 'clubs.unknownChoice' });
  if (!r.region) issues.push({ field: 'regionId', key: 'clubs.unknownChoice' });
  if (v.districtId !== null) {
    if (r.districtRegion === null) issues.push({ field: 'districtId', key: 'clubs.unknownChoice' });
    else if (v.regionId === null) v.regionId = r.districtRegion;
    else if (v.regionId !== r.districtRegion) issues.push({ field: 'districtId', key: 'clubs.districtOfOtherRegion' });
  }
  return issues;
}

function requireUnitInScope(scope: ClubRegisterScope, unitId: number | null): FieldIssue[] {
  if (scope.zone !== 'admin' || scope.fedUnitIds === null || unitId === null) return [];
  return scope.fedUnitIds.includes(unitId) ? [] : [{ field: 'federationUnitId', key: 'clubs.unitOutsideScope' }];
}

/** The next registration number "CB-0001" (serialized by an advisory lock). */
export async function nextClubNumber(tx: Db): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('club-registration-number'))`);
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT coalesce(max(substring(registration_number FROM '^CB-(\\d+)$')::int), 0) + 1 AS n FROM clubs`);
  return `CB-${String(rows[0]!.n).padStart(4, '0')}`;
}

const columnList = (fields: ClubField[]) =>
  sql.join(
    fields.map((f) => sql.identifier(CLUB_COLUMNS[f])),
    sql`, `,
  );
const valueList = (v: ClubValues, fields: ClubField[]) =>
  sql.join(
    fields.map((f) => sql`${v[f]}`),
    sql`, `,
  );

/** Inserts a club of checked values (the registration's approval too); audited as `club.create`. */
export async function insertClub(tx: Db, actor: Actor, v: ClubValues, extra: Record<string, unknown> = {}) {
  const number = await nextClubNumber(tx);
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO clubs (registration_number, ${columnList(CLUB_FIELDS)}, created_by_id)
    VALUES (${number}, ${valueList(v, CLUB_FIELDS)}, ${actor.userId}) RETURNING id`);
  const id = rows[0]!.id;
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'club.create',
    subjectType: 'club',
    subjectId: id,
    origin: actor.origin,
    details: {
      after: {
        registrationNumber: number,
        ...Object.fromEntries(CLUB_FIELDS.filter((f) => v[f] !== null).map((f) => [f, v[f]])),
      },
      ...extra,
    },
  });
  return id;
}

export async function createClub(db: Db, scope: AdminScope, actor: Actor, body: ClubWrite): Promise<number> {
  const v = clubValuesOf(body);
  return transaction(db, async (tx) => {
    const issues = [
      ...checkIban(v),
      ...requireUnitInScope(scope, v.federationUnitId as number),
      ...(await checkReferences(tx, v)),
    ];
    if (issues.length) throw validationError(issues);
    await refuseDuplicateIco(tx, v.identificationNumber as string | null, null);
    return insertClub(tx, actor, v);
  });
}

export const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** The club's current values, locked for the change (403/404 outside the scope). */
export async function lockClub(tx: Db, scope: ClubRegisterScope, id: number): Promise<ClubValues> {
  const select = sql.join(
    CLUB_FIELDS.map((f) => sql`${sql.identifier(CLUB_COLUMNS[f])} AS ${sql.identifier(f)}`),
    sql`, `,
  );
  const { rows } = await tx.execute<ClubValues>(
    sql`SELECT ${select} FROM clubs c WHERE c.id = ${id} AND ${clubInScopeSql(scope)} FOR UPDATE OF c`,
  );
  if (!rows[0]) throw await clubOutOfScope(tx, id);
  return rows[0];
}

/**
 * Applies a whole set of values to a club: only what differs is written and audited
 * (`club.contact` when only contacts changed, else `club.update`). `allowed` limits the fields the
 * caller may change (a club manager: the contacts), naming each other field changed in a 403.
 */
export async function applyClubChange(
  tx: Db,
  scope: ClubRegisterScope,
  actor: Actor,
  id: number,
  v: ClubValues,
  options: { allowed?: Set<string>; extra?: Record<string, unknown> } = {},
): Promise<ClubField[]> {
  const current = await lockClub(tx, scope, id);
  const changed = CLUB_FIELDS.filter((f) => !same(v[f], current[f]));
  if (options.allowed) {
    const locked = changed.filter((f) => !options.allowed!.has(f));
    if (locked.length)
      throw new AppError(
        'forbidden',
        403,
        {},
        locked.map((field) => ({ field, key: 'clubs.officialLocked' })),
      );
  }
  if (!changed.length) return [];
  const issues = [
    ...checkIban(v),
    ...(changed.includes('federationUnitId') ? requireUnitInScope(scope, v.federationUnitId as number) : []),
    ...(await checkReferences(tx, v)),
  ];
  if (issues.length) throw validationError(issues);
  // The region may have been filled in from the district.
  const written = CLUB_FIELDS.filter((f) => !same(v[f], current[f]));
  if (written.includes('identificationNumber'))
    await refuseDuplicateIco(tx, v.identificationNumber as string | null, id);
  await tx.execute(sql`
    UPDATE clubs SET ${sql.join(
      written.map((f) => sql`${sql.identifier(CLUB_COLUMNS[f])} = ${v[f]}`),
      sql`, `,
    )}, edited_date = now(), edited_by_id = ${actor.userId}
     WHERE id = ${id}`);
  const pick = (from: ClubValues) => Object.fromEntries(written.map((f) => [f, from[f]]));
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: written.every((f) => CONTACT.has(f)) ? 'club.contact' : 'club.update',
    subjectType: 'club',
    subjectId: id,
    origin: actor.origin,
    details: { before: pick(current), after: pick(v), ...options.extra },
  });
  await recordWebhookEvent(tx, 'club.updated', { clubId: id, fields: written });
  return written;
}

export async function updateClub(db: Db, scope: AdminScope, actor: Actor, id: number, body: ClubWrite): Promise<void> {
  const v = clubValuesOf(body);
  await transaction(db, (tx) => applyClubChange(tx, scope, actor, id, v));
}
