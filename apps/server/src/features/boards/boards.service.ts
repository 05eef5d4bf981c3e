// Boards (committees) and their members (spec 000 §3, §7). Boards are federation-wide: no unit
// scope. Members are person roles with a board_id; they are written through person roles.
import type { Board, BoardMember, ListEnvelope, PublicBoard } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { AppError, isForeignKeyViolation, notFound, requireSameId } from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements } from '../../platform/list-query/list-statements';

/** What create and update write (the contract's output, defaults applied). */
export interface BoardInput {
  name: string;
  priority: number;
  isExecutive: boolean;
  validFrom: string;
  validTill?: string | null;
}

/** The row aliased `alias` is valid today. */
const validToday = (alias: string) => {
  const a = sql.raw(alias);
  return sql`(${a}.valid_from <= ${TODAY_SQL} AND (${a}.valid_till IS NULL OR ${a}.valid_till >= ${TODAY_SQL}))`;
};

export const boardListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`b.id`, sort: true, filterable: false },
    name: { type: 'text', column: sql`b.name`, sort: true },
    priority: { type: 'number', column: sql`b.priority`, sort: true },
    isExecutive: { type: 'boolean', column: sql`b.is_executive` },
    validFrom: { type: 'date', column: sql`b.valid_from`, sort: true },
    validTill: { type: 'date', column: sql`b.valid_till`, sort: true },
    isActive: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: booleanFilter(validToday('b')),
    },
  },
  defaultSort: 'priority,name',
  tieBreaker: sql`b.id ASC`,
};

const BOARD_COLUMNS = sql`
  b.id, b.name, b.priority, b.is_executive AS "isExecutive", b.valid_from AS "validFrom",
  b.valid_till AS "validTill", ${validToday('b')} AS "isActive",
  (SELECT count(*)::int FROM person_roles r WHERE r.board_id = b.id AND ${validToday('r')}) AS "memberCount",
  b.created_date AS "createdDate", b.created_by_id AS "createdById",
  b.edited_date AS "editedDate", b.edited_by_id AS "editedById"`;

/** The SQL of the admin board list for a raw list query. */
export function boardsListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, boardListSpec);
  const where = whereSql(q.where);
  return {
    page: sql`SELECT ${BOARD_COLUMNS} FROM boards b WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM boards b WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The board list as a file (`?format=`): what the list shows, in the list's order. */
export const boardExport = defineListExport<Board>({
  name: 'boards',
  title: { cs: 'Orgány', en: 'Boards' },
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (b) => b.name, width: 36 },
    { label: { cs: 'Priorita', en: 'Priority' }, type: 'number', value: (b) => b.priority },
    { label: { cs: 'Výkonný orgán', en: 'Executive board' }, type: 'boolean', value: (b) => b.isExecutive },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (b) => b.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid till' }, type: 'date', value: (b) => b.validTill },
    { label: { cs: 'Aktivní', en: 'Active' }, type: 'boolean', value: (b) => b.isActive },
    { label: { cs: 'Členů', en: 'Members' }, type: 'number', value: (b) => b.memberCount },
  ],
});

export async function getBoard(db: Db, id: number): Promise<Board> {
  const { rows } = await db.execute<Board>(sql`SELECT ${BOARD_COLUMNS} FROM boards b WHERE b.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const values = (input: BoardInput): SQL =>
  sql`${input.name}, ${input.priority}, ${input.isExecutive}, ${input.validFrom}::date, ${input.validTill ?? null}::date`;

export async function createBoard(db: Db, userId: number, input: BoardInput): Promise<Board> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO boards (name, priority, is_executive, valid_from, valid_till, created_by_id)
    VALUES (${values(input)}, ${userId}) RETURNING id`);
  return getBoard(db, rows[0]!.id);
}

export async function updateBoard(
  db: Db,
  userId: number,
  id: number,
  input: BoardInput & { id: number },
): Promise<Board> {
  requireSameId(input.id, id);
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE boards SET (name, priority, is_executive, valid_from, valid_till) = (${values(input)}),
           edited_date = now(), edited_by_id = ${userId}
     WHERE id = ${id} RETURNING id`);
  if (!rows[0]) throw notFound();
  return getBoard(db, id);
}

/** 404 for no such board; 409 `in_use` while any person role (current or past) sits on it. */
export async function deleteBoard(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute<{ found: boolean; used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM boards WHERE id = ${id}) AS found,
           EXISTS (SELECT 1 FROM person_roles WHERE board_id = ${id}) AS used`);
  if (!rows[0]?.found) throw notFound();
  if (rows[0].used) throw new AppError('in_use', 409);
  try {
    await db.execute(sql`DELETE FROM boards WHERE id = ${id}`);
  } catch (err) {
    // A member added meanwhile: the foreign key of person_roles refuses the delete.
    if (isForeignKeyViolation(err)) throw new AppError('in_use', 409);
    throw err;
  }
}

/** Every member role of the board, current first, then the newest, then by name. */
export function boardMembersSql(boardId: number): SQL {
  return sql`
    SELECT r.id, r.person_id AS "personId", r.board_id AS "boardId",
           p.registration_number AS "registrationNumber", p.first_name AS "firstName", p.last_name AS "lastName",
           r.title, p.birth_date AS "birthDate", p.sex_id AS "sexId", p.nationality_id AS "nationalityId",
           p.email, p.phone, p.is_contact_public AS "isContactPublic", r.note,
           r.valid_from AS "validFrom", r.valid_till AS "validTill", ${validToday('r')} AS "isActive",
           r.type_id AS "typeId", r.type_id AS "personRoleTypeId", r.level_id AS "levelId",
           l.code AS "personRoleLevel", r.role_level AS "roleLevel", r.approval_state_id AS "approvalStateId",
           p.photo_url AS "photoUrl"
      FROM person_roles r
      JOIN persons p ON p.id = r.person_id
      LEFT JOIN person_role_levels l ON l.id = r.level_id
     WHERE r.board_id = ${boardId}
     ORDER BY ${validToday('r')} DESC, r.valid_from DESC, p.last_name, p.first_name, r.id`;
}

/** 404 unless the board exists. */
export async function requireBoard(db: Db, boardId: number): Promise<void> {
  const exists = await db.execute(sql`SELECT 1 FROM boards WHERE id = ${boardId}`);
  if (!exists.rows.length) throw notFound();
}

export async function listBoardMembers(db: Db, boardId: number): Promise<ListEnvelope<BoardMember>> {
  const { rows } = await db.execute<BoardMember>(boardMembersSql(boardId));
  if (!rows.length) await requireBoard(db, boardId);
  return { data: rows, limit: rows.length, offset: 0, total: rows.length };
}

/** A board's members as a file: seats and their dates, as the detail page lists them. */
export const boardMemberExport = defineListExport<BoardMember>({
  name: 'board-members',
  title: { cs: 'Členové orgánu', en: 'Board members' },
  columns: [
    { label: { cs: 'Příjmení', en: 'Last name' }, value: (m) => m.lastName },
    { label: { cs: 'Jméno', en: 'First name' }, value: (m) => m.firstName },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (m) => m.registrationNumber, width: 16 },
    { label: { cs: 'Funkce', en: 'Seat' }, value: (m) => m.title },
    { label: { cs: 'Platnost od', en: 'Valid from' }, type: 'date', value: (m) => m.validFrom },
    { label: { cs: 'Platnost do', en: 'Valid till' }, type: 'date', value: (m) => m.validTill },
    { label: { cs: 'Aktivní', en: 'Active' }, type: 'boolean', value: (m) => m.isActive },
    { label: { cs: 'E-mail', en: 'E-mail' }, value: (m) => m.email, width: 30 },
    { label: { cs: 'Telefon', en: 'Phone' }, value: (m) => m.phone, width: 16 },
    { label: { cs: 'Poznámka', en: 'Note' }, value: (m) => m.note, width: 36 },
  ],
});

/**
 * The public board overview: boards valid today with their members valid today, and only what
 * may be public of them (no ids, birth dates or registration numbers; contact only when allowed).
 */
export async function listPublicBoards(db: Db): Promise<ListEnvelope<PublicBoard>> {
  const { rows } = await db.execute<PublicBoard>(sql`
    SELECT b.id, b.name, b.priority, b.is_executive AS "isExecutive", b.valid_from AS "validFrom",
           b.valid_till AS "validTill", coalesce(m.members, '[]'::json) AS members
      FROM boards b
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object(
                 'firstName', p.first_name, 'lastName', p.last_name, 'title', r.title, 'photoUrl', p.photo_url,
                 'email', CASE WHEN p.is_contact_public THEN p.email END,
                 'phone', CASE WHEN p.is_contact_public THEN p.phone END,
                 'validFrom', r.valid_from, 'validTill', r.valid_till)
                 ORDER BY r.role_level ASC NULLS LAST, p.last_name, p.first_name, r.id) AS members
          FROM person_roles r
          JOIN persons p ON p.id = r.person_id
         WHERE r.board_id = b.id AND ${validToday('r')}) m ON TRUE
     WHERE ${validToday('b')}
     ORDER BY b.priority, b.name, b.id`);
  return { data: rows, limit: rows.length, offset: 0, total: rows.length };
}
