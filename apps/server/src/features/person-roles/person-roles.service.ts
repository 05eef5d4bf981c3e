// Person roles: create, change and remove, checked against reference data and the caller's
// federation units. Every write is one statement after the checks, so nothing half-written stays.
import type { PersonRole, PersonRoleCreate, PersonRoleUpdate } from '@fedra/contract';
import type { AdminScope } from '../../platform/access/scope-sql';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  forbidden,
  isForeignKeyViolation,
  notFound,
  requireSameId,
  validationError,
} from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { recordWebhookEvent } from '../webhooks';

type Input = PersonRoleCreate | PersonRoleUpdate;

const inScope = (scope: AdminScope, unitId: number | null) =>
  scope.fedUnitIds === null || (unitId !== null && scope.fedUnitIds.includes(unitId));

/** Checks every referenced id in one query; 400 naming each missing one, 403 outside the scope. */
async function checkReferences(db: Db, scope: AdminScope, input: Input): Promise<void> {
  const { rows } = await db.query<{
    person_unit: number | null;
    person_exists: boolean;
    type_club: boolean | null;
    type_board: boolean | null;
    club_unit: number | null;
    club_exists: boolean;
    level: boolean;
    state: boolean;
    season: boolean;
    section: boolean;
    board: boolean;
  }>(
    `SELECT (SELECT federation_unit_id FROM persons WHERE id = $1) AS person_unit,
            EXISTS (SELECT 1 FROM persons WHERE id = $1) AS person_exists,
            (SELECT is_club_role FROM person_role_types WHERE id = $2) AS type_club,
            (SELECT is_board_role FROM person_role_types WHERE id = $2) AS type_board,
            (SELECT federation_unit_id FROM clubs WHERE id = $3) AS club_unit,
            EXISTS (SELECT 1 FROM clubs WHERE id = $3) AS club_exists,
            $4::int IS NULL OR EXISTS (SELECT 1 FROM person_role_levels WHERE id = $4) AS level,
            EXISTS (SELECT 1 FROM approval_states WHERE id = $5) AS state,
            $6::int IS NULL OR EXISTS (SELECT 1 FROM seasons WHERE id = $6) AS season,
            $7::int IS NULL OR EXISTS (SELECT 1 FROM sections WHERE id = $7) AS section,
            $8::int IS NULL OR EXISTS (SELECT 1 FROM boards WHERE id = $8) AS board`,
    [
      input.personId,
      input.typeId,
      input.clubId ?? null,
      input.levelId ?? null,
      input.approvalStateId,
      input.seasonId ?? null,
      input.sectionId ?? null,
      input.boardId ?? null,
    ],
  );
  const r = rows[0]!;
  const issues: FieldIssue[] = [];
  const missing = (field: keyof Input, id: unknown) =>
    issues.push({ field, key: 'validation.notFoundRef', params: { label: field, id: String(id) } });
  if (!r.person_exists) missing('personId', input.personId);
  if (r.type_club === null) missing('typeId', input.typeId);
  if (input.clubId != null && !r.club_exists) missing('clubId', input.clubId);
  if (!r.level) missing('levelId', input.levelId);
  if (!r.state) missing('approvalStateId', input.approvalStateId);
  if (!r.season) missing('seasonId', input.seasonId);
  if (!r.section) missing('sectionId', input.sectionId);
  if (!r.board) missing('boardId', input.boardId);
  if (r.type_club && input.clubId == null) issues.push({ field: 'clubId', key: 'validation.clubRequired' });
  if (r.type_board && input.boardId == null) issues.push({ field: 'boardId', key: 'validation.boardRequired' });
  if (issues.length) throw validationError(issues);
  // A federation-unit manager works only with persons and clubs of its units.
  if (!inScope(scope, r.person_unit)) throw forbidden();
  if (input.clubId != null && !inScope(scope, r.club_unit)) throw forbidden();
}

const COLUMNS = [
  'person_id',
  'type_id',
  'club_id',
  'level_id',
  'approval_state_id',
  'season_id',
  'section_id',
  'role_level',
  'valid_from',
  'valid_till',
  'participation_competitions',
  'frequency',
  'note',
  'title',
  'additional_data',
  'board_id',
] as const;

function values(input: Input) {
  return [
    input.personId,
    input.typeId,
    input.clubId ?? null,
    input.levelId ?? null,
    input.approvalStateId,
    input.seasonId ?? null,
    input.sectionId ?? null,
    input.roleLevel ?? null,
    input.validFrom,
    input.validTill ?? null,
    input.participationCompetitions ?? false,
    input.frequency ?? null,
    input.note ?? null,
    input.title ?? null,
    input.additionalData ? JSON.stringify(input.additionalData) : null,
    input.boardId ?? null,
  ];
}

export async function createPersonRole(
  db: Db,
  scope: AdminScope,
  userId: number,
  input: PersonRoleCreate,
  lang: Language,
) {
  await checkReferences(db, scope, input);
  const placeholders = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
  // The role and its webhook message (the webhooks' outbox) stand or fall together.
  const id = await transaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO person_roles (${COLUMNS.join(', ')}, created_by_id) VALUES (${placeholders}, $${COLUMNS.length + 1}) RETURNING id`,
      [...values(input), userId],
    );
    const created = rows[0]!.id;
    await recordWebhookEvent(tx, 'membership.changed', {
      personRoleId: created,
      personId: input.personId,
      change: 'created',
    });
    return created;
  });
  return getPersonRole(db, id, lang);
}

/** The role's federation unit (through its person), or 404; 403 outside the caller's units. */
async function loadInScope(db: Db, scope: AdminScope, id: number): Promise<void> {
  const { rows } = await db.query<{ unit: number | null }>(
    'SELECT p.federation_unit_id AS unit FROM person_roles r JOIN persons p ON p.id = r.person_id WHERE r.id = $1',
    [id],
  );
  if (!rows[0]) throw notFound();
  if (!inScope(scope, rows[0].unit)) throw forbidden();
}

export async function updatePersonRole(
  db: Db,
  scope: AdminScope,
  userId: number,
  id: number,
  input: PersonRoleUpdate,
  lang: Language,
) {
  requireSameId(input.id, id);
  await loadInScope(db, scope, id);
  await checkReferences(db, scope, input);
  const set = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await transaction(db, async (tx) => {
    await tx.query(
      `UPDATE person_roles SET ${set}, edited_date = now(), edited_by_id = $${COLUMNS.length + 2} WHERE id = $1`,
      [id, ...values(input), userId],
    );
    await recordWebhookEvent(tx, 'membership.changed', {
      personRoleId: id,
      personId: input.personId,
      change: 'updated',
    });
  });
  return getPersonRole(db, id, lang);
}

export async function deletePersonRole(db: Db, scope: AdminScope, id: number): Promise<void> {
  await loadInScope(db, scope, id);
  try {
    await transaction(db, async (tx) => {
      const { rows } = await tx.query<{ personId: number }>(
        'DELETE FROM person_roles WHERE id = $1 RETURNING person_id AS "personId"',
        [id],
      );
      if (rows[0])
        await recordWebhookEvent(tx, 'membership.changed', {
          personRoleId: id,
          personId: rows[0].personId,
          change: 'deleted',
        });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('in_use', 409);
    throw err;
  }
}

export async function getPersonRole(db: Db, id: number, lang: Language): Promise<PersonRole> {
  const name = lang === 'en' ? 'name_en' : 'name_cs';
  const { rows } = await db.query<PersonRole>(
    `SELECT r.id, r.person_id AS "personId", r.type_id AS "typeId", t.${name} AS "typeName",
            s.section_id AS "typeSectionId", r.club_id AS "clubId", c.name AS "clubName", r.level_id AS "levelId",
            r.approval_state_id AS "approvalStateId", a.is_draft AS "approvalStateIsDraft",
            r.season_id AS "seasonId",
            CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS season,
            r.section_id AS "sectionId", r.role_level AS "roleLevel", r.valid_from AS "validFrom",
            r.valid_till AS "validTill", r.participation_competitions AS "participationCompetitions",
            r.frequency, r.note, r.title, r.additional_data AS "additionalData", r.board_id AS "boardId",
            b.name AS "boardName", r.club_team_id AS "clubTeamId",
            (r.valid_from <= $2::date AND (r.valid_till IS NULL OR r.valid_till >= $2::date)) AS "isActive",
            (r.valid_till IS NULL OR r.valid_till >= $2::date) AS "isActiveOrFuture",
            t.show_in_grid AS "showInGrid", t.is_club_editable AS "isClubEditable",
            r.created_date AS "createdDate", r.created_by_id AS "createdById",
            r.edited_date AS "editedDate", r.edited_by_id AS "editedById"
       FROM person_roles r
       JOIN person_role_types t ON t.id = r.type_id
       JOIN approval_states a ON a.id = r.approval_state_id
       LEFT JOIN clubs c ON c.id = r.club_id
       LEFT JOIN seasons s ON s.id = r.season_id
       LEFT JOIN boards b ON b.id = r.board_id
      WHERE r.id = $1`,
    [id, today()],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}
