// Applying checked rows to the database, a batch at a time, inside the import's transaction:
// a few set-based statements per batch (match, insert, update, memberships) instead of a round
// trip per row. Rows are matched as spec 001 asks: persons by registration number, then birth
// number, then name and birth date; clubs by identification number.
import { IMPORT_ERROR, IMPORT_RECORD_STATE } from '@fedra/contract';
import { APPROVAL_STATE, CLUB_ROLE_TYPE, PERSON_ROLE_TYPE } from '../../db/reference-ids';
import type { Db } from '../../platform/db/pool';
import { randomRegistrationNumber } from '../../platform/db/registration-number';
import type { ClubValues, PersonValues, RowIssue } from './import-rows';

export interface CheckedRow<V> {
  rowNumber: number;
  cells: Record<string, string>;
  values: V;
  issues: RowIssue[];
}

export interface RowOutcome {
  stateId: number;
  personId: number | null;
  clubId: number | null;
  issues: RowIssue[];
}

export interface PersonTarget {
  /** The club the persons join. */
  clubId: number;
  /** Its federation unit, given to new persons. */
  federationUnitId: number;
  /** Club zone: persons who are not current members of the club are not changed (docs/decisions.md). */
  onlyOwnMembers: boolean;
  userId: number;
  today: string;
  /** Persons already applied by earlier rows of this import: a second row for one is a duplicate. */
  seenPersons: Set<number>;
}

/** A person as the register's 409 names them: "Jana Nováková (CZE 123-456)". */
const PERSON_NAME = `p.first_name || ' ' || p.last_name || ' (' || p.registration_number || ')'`;

const applied = (row: CheckedRow<unknown>, stateId: number, ids: { personId?: number; clubId?: number }) => ({
  stateId: row.issues.length > 0 ? IMPORT_RECORD_STATE.incomplete : stateId,
  personId: ids.personId ?? null,
  clubId: ids.clubId ?? null,
  issues: row.issues,
});

const failedOutcome = (row: CheckedRow<unknown>, issue: RowIssue): RowOutcome => ({
  stateId: IMPORT_RECORD_STATE.failed,
  personId: null,
  clubId: null,
  issues: [...row.issues, issue],
});

/**
 * Inserts new persons, each under a free random registration number: a number already taken
 * (by anyone, even a concurrent import) is skipped by ON CONFLICT and that row tries another.
 * Answers the new ids in the order of `values`.
 */
async function insertPersons(client: Db, target: PersonTarget, values: PersonValues[]): Promise<number[]> {
  const ids: (number | null)[] = values.map(() => null);
  const tried = new Set<string>();
  for (let round = 0; ids.some((id) => id === null); round++) {
    if (round > 20) throw new Error('could not find free registration numbers');
    const open = ids.flatMap((id, i) => (id === null ? [i] : []));
    const numbers = open.map(() => randomRegistrationNumber(tried));
    const col = <T>(f: (v: PersonValues) => T) => open.map((i) => f(values[i]!));
    const { rows } = await client.query<{ id: number; n: string }>(
      `INSERT INTO persons (registration_number, first_name, last_name, birth_date, birth_number, sex_id, nationality_id,
                            email, phone, street, city, zip, federation_unit_id, created_by_id)
       SELECT r.*, $13::int, $14::int
         FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::int[], $7::int[],
                     $8::text[], $9::text[], $10::text[], $11::text[], $12::text[]) AS r
       ON CONFLICT (registration_number) DO NOTHING
       RETURNING id, registration_number AS n`,
      [
        numbers,
        col((v) => v.firstName),
        col((v) => v.lastName),
        col((v) => v.birthDate),
        col((v) => v.birthNumber),
        col((v) => v.sexId),
        col((v) => v.nationalityId),
        col((v) => v.email),
        col((v) => v.phone),
        col((v) => v.street),
        col((v) => v.city),
        col((v) => v.zip),
        target.federationUnitId,
        target.userId,
      ],
    );
    const idByNumber = new Map(rows.map((r) => [r.n, r.id]));
    open.forEach((i, k) => {
      ids[i] = idByNumber.get(numbers[k]!) ?? null;
    });
  }
  return ids as number[];
}

/** Which of these persons are members of the target club today. */
async function currentMembers(client: Db, personIds: number[], target: PersonTarget): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  // Driven by the persons, one index probe each (see the memberships in applyPersonBatch).
  const { rows } = await client.query<{ person_id: number }>(
    `SELECT DISTINCT r.person_id FROM unnest($1::int[]) AS pid
       JOIN person_roles r ON r.person_id = pid
      WHERE r.club_id = $2 AND r.type_id = $3 AND r.valid_from <= $4::date
        AND (r.valid_till IS NULL OR r.valid_till >= $4::date)`,
    [personIds, target.clubId, PERSON_ROLE_TYPE.CLUB_MEMBER, target.today],
  );
  return new Set(rows.map((r) => r.person_id));
}

export async function applyPersonBatch(
  client: Db,
  target: PersonTarget,
  rows: CheckedRow<PersonValues>[],
): Promise<RowOutcome[]> {
  const col = <T>(pick: (v: PersonValues) => T) => rows.map((r) => pick(r.values));
  // Besides the match: its name (for the club zone's refusal), and the holder of the row's birth
  // number when the matched person does not hold it (the register's one person per number, named
  // as its 409 names them). A person matched by the number holds it, so only a match by
  // registration number or by name can meet a holder; a new person never does.
  const { rows: matches } = await client.query<{
    i: string;
    reg_id: number | null;
    person_id: number | null;
    person_name: string | null;
    holder_id: number | null;
    holder_name: string | null;
  }>(
    `SELECT m.i, m.reg_id, m.person_id, matched.name AS person_name, holder.id AS holder_id, holder.name AS holder_name
       FROM (SELECT r.i, r.bn, reg.id AS reg_id,
                    coalesce(reg.id,
                      (SELECT p.id FROM persons p WHERE r.bn IS NOT NULL AND p.birth_number = r.bn ORDER BY p.id LIMIT 1),
                      (SELECT p.id FROM persons p
                        WHERE p.birth_date = r.bd AND lower(p.last_name) = lower(r.ln) AND lower(p.first_name) = lower(r.fn)
                        ORDER BY p.id LIMIT 1)) AS person_id
               FROM unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::text[])
                    WITH ORDINALITY AS r(reg, bn, bd, fn, ln, i)
               LEFT JOIN persons reg ON reg.registration_number = r.reg) m
       LEFT JOIN LATERAL (SELECT p.birth_number, ${PERSON_NAME} AS name FROM persons p WHERE p.id = m.person_id) matched
         ON true
       LEFT JOIN LATERAL (SELECT p.id, ${PERSON_NAME} AS name FROM persons p
                           WHERE m.bn IS NOT NULL AND p.birth_number = m.bn
                             AND m.person_id IS DISTINCT FROM p.id AND matched.birth_number IS DISTINCT FROM m.bn
                           ORDER BY p.id LIMIT 1) holder ON true
      ORDER BY m.i`,
    [
      col((v) => v.registrationNumber),
      col((v) => v.birthNumber),
      col((v) => v.birthDate),
      col((v) => v.firstName),
      col((v) => v.lastName),
    ],
  );
  const matchedAny = matches.map((m) => m.person_id).filter((id): id is number => id !== null);
  const members = target.onlyOwnMembers ? await currentMembers(client, matchedAny, target) : new Set<number>();

  const outcomes: (RowOutcome | null)[] = rows.map(() => null);
  const toCreate: number[] = [];
  const toUpdate: number[] = [];
  rows.forEach((row, i) => {
    const m = matches[i]!;
    if (row.values.registrationNumber && m.reg_id === null) {
      outcomes[i] = failedOutcome(row, {
        typeId: IMPORT_ERROR.invalidFormat,
        column: 'registrationNumber',
        detail: 'imports.detail.registrationNumberUnknown',
        params: { value: row.values.registrationNumber },
      });
    } else if (m.holder_id !== null) {
      outcomes[i] = failedOutcome(row, {
        typeId: IMPORT_ERROR.personExists,
        column: 'birthNumber',
        detail: 'imports.detail.birthNumberTaken',
        params: { value: row.cells.birthNumber ?? '', name: m.holder_name ?? '', personId: String(m.holder_id) },
      });
    } else if (m.person_id === null) toCreate.push(i);
    else if (target.seenPersons.has(m.person_id)) {
      outcomes[i] = failedOutcome(row, { typeId: IMPORT_ERROR.duplicateRow, column: null });
    } else if (target.onlyOwnMembers && !members.has(m.person_id)) {
      outcomes[i] = failedOutcome(row, {
        typeId: IMPORT_ERROR.personExists,
        column: null,
        detail: 'imports.detail.personOfOtherClub',
        params: { name: m.person_name ?? '', personId: String(m.person_id) },
      });
    } else {
      target.seenPersons.add(m.person_id);
      toUpdate.push(i);
    }
  });

  const pick = <T>(idx: number[], f: (v: PersonValues) => T) => idx.map((i) => f(rows[i]!.values));
  if (toCreate.length > 0) {
    const ids = await insertPersons(
      client,
      target,
      toCreate.map((i) => rows[i]!.values),
    );
    toCreate.forEach((i, k) => {
      target.seenPersons.add(ids[k]!);
      outcomes[i] = applied(rows[i]!, IMPORT_RECORD_STATE.created, { personId: ids[k]! });
    });
  }

  let changed = new Set<number>();
  if (toUpdate.length > 0) {
    // Only values the file gives are written; an empty cell never clears what the person has.
    const { rows: updated } = await client.query<{ id: number }>(
      `UPDATE persons p
          SET first_name = r.fn, last_name = r.ln, birth_date = r.bd,
              birth_number = coalesce(r.bn, p.birth_number), sex_id = coalesce(r.sex, p.sex_id),
              nationality_id = coalesce(r.nat, p.nationality_id), email = coalesce(r.email, p.email),
              phone = coalesce(r.phone, p.phone), street = coalesce(r.street, p.street),
              city = coalesce(r.city, p.city), zip = coalesce(r.zip, p.zip),
              edited_date = now(), edited_by_id = $12
         FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::text[], $6::int[], $7::int[],
                     $8::text[], $9::text[], $10::text[], $11::text[], $13::text[])
              AS r(id, fn, ln, bd, bn, sex, nat, email, phone, street, city, zip)
        WHERE p.id = r.id
          AND (p.first_name, p.last_name, p.birth_date, p.birth_number, p.sex_id, p.nationality_id,
               p.email, p.phone, p.street, p.city, p.zip)
              IS DISTINCT FROM
              (r.fn, r.ln, r.bd, coalesce(r.bn, p.birth_number), coalesce(r.sex, p.sex_id),
               coalesce(r.nat, p.nationality_id), coalesce(r.email, p.email), coalesce(r.phone, p.phone),
               coalesce(r.street, p.street), coalesce(r.city, p.city), coalesce(r.zip, p.zip))
       RETURNING p.id`,
      [
        toUpdate.map((i) => matches[i]!.person_id),
        pick(toUpdate, (v) => v.firstName),
        pick(toUpdate, (v) => v.lastName),
        pick(toUpdate, (v) => v.birthDate),
        pick(toUpdate, (v) => v.birthNumber),
        pick(toUpdate, (v) => v.sexId),
        pick(toUpdate, (v) => v.nationalityId),
        pick(toUpdate, (v) => v.email),
        pick(toUpdate, (v) => v.phone),
        pick(toUpdate, (v) => v.street),
        pick(toUpdate, (v) => v.city),
        target.userId,
        pick(toUpdate, (v) => v.zip),
      ],
    );
    changed = new Set(updated.map((u) => u.id));
  }

  // Everyone applied is a member of the club from today, unless already one. Only matched persons
  // can already be: new ones join without a check. The check asks by person: a NOT EXISTS probe
  // let the planner scan the club's memberships once per row (the club grows by thousands within
  // this transaction while its statistics still call it small), which made large imports quadratic.
  const matchedIds = toUpdate.map((i) => matches[i]!.person_id!);
  const alreadyMembers = await currentMembers(client, matchedIds, target);
  const joining = [
    ...toCreate.map((i) => outcomes[i]!.personId!),
    ...matchedIds.filter((id) => !alreadyMembers.has(id)),
  ];
  const { rows: joined } = await client.query<{ person_id: number }>(
    `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from, created_by_id)
     SELECT pid, $2, $3, $4, $5::date, $6 FROM unnest($1::int[]) AS pid
     RETURNING person_id`,
    [joining, PERSON_ROLE_TYPE.CLUB_MEMBER, target.clubId, APPROVAL_STATE.approved, target.today, target.userId],
  );
  const newMembers = new Set(joined.map((j) => j.person_id));
  for (const i of toUpdate) {
    const personId = matches[i]!.person_id!;
    const state =
      changed.has(personId) || newMembers.has(personId) ? IMPORT_RECORD_STATE.updated : IMPORT_RECORD_STATE.unchanged;
    outcomes[i] = applied(rows[i]!, state, { personId });
  }
  return outcomes as RowOutcome[];
}

export interface ClubTarget {
  federationUnitId: number;
  userId: number;
  today: string;
  seenClubs: Set<number>;
}

export async function applyClubBatch(
  client: Db,
  target: ClubTarget,
  rows: CheckedRow<ClubValues>[],
): Promise<RowOutcome[]> {
  const icos = rows.map((r) => r.values.identificationNumber);
  const { rows: matches } = await client.query<{ i: string; club_id: number | null }>(
    `SELECT r.i, (SELECT c.id FROM clubs c WHERE c.identification_number = r.ico ORDER BY c.id LIMIT 1) AS club_id
       FROM unnest($1::text[]) WITH ORDINALITY AS r(ico, i) ORDER BY r.i`,
    [icos],
  );
  const outcomes: (RowOutcome | null)[] = rows.map(() => null);
  const toCreate: number[] = [];
  const toUpdate: number[] = [];
  rows.forEach((row, i) => {
    const id = matches[i]!.club_id;
    if (id === null) toCreate.push(i);
    else if (target.seenClubs.has(id))
      outcomes[i] = failedOutcome(row, { typeId: IMPORT_ERROR.duplicateRow, column: null });
    else {
      target.seenClubs.add(id);
      toUpdate.push(i);
    }
  });
  const pick = <T>(idx: number[], f: (v: ClubValues) => T) => idx.map((i) => f(rows[i]!.values));
  const fields = (idx: number[]) => [
    pick(idx, (v) => v.name),
    pick(idx, (v) => v.officialName),
    pick(idx, (v) => v.email),
    pick(idx, (v) => v.phone),
    pick(idx, (v) => v.web),
    pick(idx, (v) => v.street),
    pick(idx, (v) => v.city),
    pick(idx, (v) => v.zip),
  ];

  if (toCreate.length > 0) {
    // Club numbers continue the CB-nnnn series; the lock keeps two imports from taking the same ones.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('clubs.registration_number'))`);
    const { rows: last } = await client.query<{ n: number }>(
      `SELECT coalesce(max(substring(registration_number FROM '^CB-(\\d+)$')::int), 0) AS n FROM clubs`,
    );
    const numbers = toCreate.map((_, k) => `CB-${String(last[0]!.n + k + 1).padStart(4, '0')}`);
    const { rows: created } = await client.query<{ id: number; n: string }>(
      `INSERT INTO clubs (registration_number, identification_number, name, official_name, email, phone, web,
                          street, city, zip, federation_unit_id, created_by_id)
       SELECT r.*, $11::int, $12::int
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::text[], $10::text[]) AS r
       RETURNING id, registration_number AS n`,
      [
        numbers,
        pick(toCreate, (v) => v.identificationNumber),
        ...fields(toCreate),
        target.federationUnitId,
        target.userId,
      ],
    );
    const idByNumber = new Map(created.map((c) => [c.n, c.id]));
    const ids = numbers.map((n) => idByNumber.get(n)!);
    // A new club is a member of the federation from today.
    await client.query(
      `INSERT INTO club_roles (club_id, type_id, approval_state_id, valid_from, created_by_id)
       SELECT id, $2, $3, $4::date, $5 FROM unnest($1::int[]) AS id`,
      [ids, CLUB_ROLE_TYPE.federationMember, APPROVAL_STATE.approved, target.today, target.userId],
    );
    toCreate.forEach((i, k) => {
      target.seenClubs.add(ids[k]!);
      outcomes[i] = applied(rows[i]!, IMPORT_RECORD_STATE.created, { clubId: ids[k]! });
    });
  }

  if (toUpdate.length > 0) {
    const { rows: updated } = await client.query<{ id: number }>(
      `UPDATE clubs c
          SET name = r.name, official_name = coalesce(r.official_name, c.official_name),
              email = coalesce(r.email, c.email), phone = coalesce(r.phone, c.phone), web = coalesce(r.web, c.web),
              street = coalesce(r.street, c.street), city = coalesce(r.city, c.city), zip = coalesce(r.zip, c.zip),
              edited_date = now(), edited_by_id = $10
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[]) AS r(id, name, official_name, email, phone, web, street, city, zip)
        WHERE c.id = r.id
          AND (c.name, c.official_name, c.email, c.phone, c.web, c.street, c.city, c.zip) IS DISTINCT FROM
              (r.name, coalesce(r.official_name, c.official_name), coalesce(r.email, c.email),
               coalesce(r.phone, c.phone), coalesce(r.web, c.web), coalesce(r.street, c.street),
               coalesce(r.city, c.city), coalesce(r.zip, c.zip))
       RETURNING c.id`,
      [toUpdate.map((i) => matches[i]!.club_id), ...fields(toUpdate), target.userId],
    );
    const changed = new Set(updated.map((u) => u.id));
    for (const i of toUpdate) {
      const clubId = matches[i]!.club_id!;
      outcomes[i] = applied(
        rows[i]!,
        changed.has(clubId) ? IMPORT_RECORD_STATE.updated : IMPORT_RECORD_STATE.unchanged,
        {
          clubId,
        },
      );
    }
  }
  return outcomes as RowOutcome[];
}
