// Applying checked club rows to the database, a batch at a time, inside the import's transaction:
// a few set-based statements per batch (match, insert, update, memberships) instead of a round
// trip per row. Clubs are matched by identification number (spec 001); persons go through a
// staging table (import-stage.ts).
import { IMPORT_ERROR, IMPORT_RECORD_STATE } from '@fedra/contract';
import { APPROVAL_STATE, CLUB_ROLE_TYPE } from '../../db/reference-ids';
import type { Db } from '../../platform/db/pool';
import type { ClubValues, RowIssue } from './import-rows';

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
