// Demo history of imports: a finished club import by the office, a person import of the demo
// club manager with a failed and an incomplete row, and an import that failed on its header, so
// that the import pages have something to show. The records point at demo clubs and persons as
// if the imports had made them. Deterministic; called by seedDemoData inside its transaction.
import { IMPORT_ERROR, IMPORT_RECORD_STATE, IMPORT_STATE, IMPORT_TYPE } from '@fedra/contract';
import { FEDERATION_UNIT, PERSON_ROLE_TYPE } from '../db/reference-ids';
import type { Db } from '../platform/db/pool';

interface DemoRecord {
  stateId: number;
  personId?: number;
  clubId?: number;
  cells: Record<string, string>;
  errors?: { typeId: number; column: string; params: Record<string, string> }[];
}

const at = (today: string, daysBefore: number, time: string) => {
  const d = new Date(Date.parse(`${today}T${time}:00Z`) - daysBefore * 86_400_000);
  return d.toISOString();
};

async function insertImport(
  client: Db,
  imp: {
    typeId: number;
    stateId: number;
    zone: 'admin' | 'club';
    objectId: number;
    fileName: string;
    userId: number;
    created: string;
  },
  records: DemoRecord[],
  failure: unknown = null,
): Promise<void> {
  const count = (s: number) => records.filter((r) => r.stateId === s).length;
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO imports (type_id, state_id, zone, object_id, file_name, count_records, count_created, count_updated,
                          count_incomplete, count_failed, failure, created_date, created_by_id, edited_date, edited_by_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $12::timestamptz + interval '4 seconds', $13)
     RETURNING id`,
    [
      imp.typeId,
      imp.stateId,
      imp.zone,
      imp.objectId,
      imp.fileName,
      records.length,
      count(IMPORT_RECORD_STATE.created),
      count(IMPORT_RECORD_STATE.updated),
      count(IMPORT_RECORD_STATE.incomplete),
      count(IMPORT_RECORD_STATE.failed),
      failure === null ? null : JSON.stringify(failure),
      imp.created,
      imp.userId,
    ],
  );
  const importId = rows[0]!.id;
  for (const [i, r] of records.entries()) {
    const { rows: rec } = await client.query<{ id: number }>(
      `INSERT INTO import_records (import_id, row_number, state_id, person_id, club_id, first_name, last_name,
                                   birth_date, club_identification_number, club_name, cells, created_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12) RETURNING id`,
      [
        importId,
        i + 2,
        r.stateId,
        r.personId ?? null,
        r.clubId ?? null,
        r.cells.firstName ?? null,
        r.cells.lastName ?? null,
        r.stateId === IMPORT_RECORD_STATE.failed ? null : (r.cells.birthDate ?? null),
        r.cells.identificationNumber ?? null,
        r.cells.name ?? null,
        JSON.stringify(r.cells),
        imp.created,
      ],
    );
    for (const e of r.errors ?? [])
      await client.query(
        `INSERT INTO import_record_errors (import_record_id, type_id, "column", params) VALUES ($1, $2, $3, $4::jsonb)`,
        [rec[0]!.id, e.typeId, e.column, JSON.stringify(e.params)],
      );
  }
}

export async function seedImports(client: Db, today: string): Promise<number> {
  const user = async (name: string) =>
    (
      await client.query<{ id: number; current_club_id: number | null }>(
        'SELECT id, current_club_id FROM users WHERE user_name = $1',
        [name],
      )
    ).rows[0]!;
  const expert = await user('expert@fedra.test');
  const manager = await user('club@fedra.test');
  const clubId = manager.current_club_id!;

  const { rows: clubs } = await client.query<{ id: number; name: string; ico: string | null; city: string | null }>(
    `SELECT id, name, identification_number AS ico, city FROM clubs WHERE federation_unit_id = $1 ORDER BY id LIMIT 4`,
    [FEDERATION_UNIT.praha],
  );
  await insertImport(
    client,
    {
      typeId: IMPORT_TYPE.club,
      stateId: IMPORT_STATE.completed,
      zone: 'admin',
      objectId: FEDERATION_UNIT.praha,
      fileName: 'kluby-praha.csv',
      userId: expert.id,
      created: at(today, 60, '09:12'),
    },
    clubs.map((c, i) => ({
      stateId: i === 3 ? IMPORT_RECORD_STATE.updated : IMPORT_RECORD_STATE.created,
      clubId: c.id,
      cells: { identificationNumber: c.ico ?? '', name: c.name, city: c.city ?? '' },
    })),
  );

  const { rows: members } = await client.query<{
    id: number;
    first_name: string;
    last_name: string;
    birth_date: string;
  }>(
    `SELECT p.id, p.first_name, p.last_name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date
       FROM persons p JOIN person_roles r ON r.person_id = p.id
      WHERE r.club_id = $1 AND r.type_id = $2 AND p.birth_date IS NOT NULL
      GROUP BY p.id ORDER BY p.id LIMIT 6`,
    [clubId, PERSON_ROLE_TYPE.CLUB_MEMBER],
  );
  const personRecords: DemoRecord[] = members.map((p, i) => ({
    stateId:
      i === 4 ? IMPORT_RECORD_STATE.incomplete : i === 5 ? IMPORT_RECORD_STATE.updated : IMPORT_RECORD_STATE.created,
    personId: p.id,
    cells: {
      firstName: p.first_name,
      lastName: p.last_name,
      birthDate: p.birth_date,
      ...(i === 4 ? { nationality: 'CZ-E' } : {}),
    },
    errors: i === 4 ? [{ typeId: IMPORT_ERROR.unknownCountry, column: 'nationality', params: { value: 'CZ-E' } }] : [],
  }));
  personRecords.push({
    stateId: IMPORT_RECORD_STATE.failed,
    cells: { firstName: 'Tereza', lastName: 'Opožděná', birthDate: '30.2.2012' },
    errors: [
      {
        typeId: IMPORT_ERROR.invalidDate,
        column: 'birthDate',
        params: { value: '30.2.2012', detail: 'imports.detail.date' },
      },
    ],
  });
  await insertImport(
    client,
    {
      typeId: IMPORT_TYPE.person,
      stateId: IMPORT_STATE.completedWithErrors,
      zone: 'club',
      objectId: clubId,
      fileName: 'clenove-jaro.csv',
      userId: manager.id,
      created: at(today, 21, '18:40'),
    },
    personRecords,
  );

  await insertImport(
    client,
    {
      typeId: IMPORT_TYPE.person,
      stateId: IMPORT_STATE.failed,
      zone: 'admin',
      objectId: clubId,
      fileName: 'seznam.csv',
      userId: expert.id,
      created: at(today, 7, '11:05'),
    },
    [],
    [{ key: 'table.missingColumns', params: { columns: 'Příjmení, Datum narození' } }],
  );
  return 3;
}
