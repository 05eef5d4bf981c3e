// The tournament workflow (docs/decisions.md "Tournaments"): which state each action moves from
// and to, which actions a tournament's state offers, and the state change itself (row-locked, 409
// with the current state's name when the workflow does not allow it).
import { TOURNAMENT_ACTIONS, type TournamentAction } from '@fedra/contract/tournaments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, notFound } from '../../platform/errors/app-error';
import { TOURNAMENT_STATE } from './tournament-scope';

const S = TOURNAMENT_STATE;

export const WORKFLOW: Record<TournamentAction, { from: readonly number[]; to: number }> = {
  publish: { from: [S.draft], to: S.published },
  send: { from: [S.published], to: S.sentToCommission },
  approve: { from: [S.sentToCommission], to: S.approved },
  cancel: { from: [S.draft, S.published, S.sentToCommission, S.approved], to: S.cancelled },
  archive: { from: [S.published, S.sentToCommission, S.approved, S.cancelled], to: S.archived },
};

/** States in which a tournament may still be edited (not cancelled, not archived). */
export const EDITABLE_STATES: readonly number[] = [S.draft, S.published, S.sentToCommission, S.approved];

export const isEditable = (stateId: number) => EDITABLE_STATES.includes(stateId);

/** The workflow actions the state allows (permissions are checked separately, by the links). */
export const actionsAllowedIn = (stateId: number): TournamentAction[] =>
  TOURNAMENT_ACTIONS.filter((a) => WORKFLOW[a].from.includes(stateId));

/**
 * A 409 naming the tournament's current state in the caller's language (the parameter
 * `tournamentState` is shown as the message `tournamentState.{id}`, tournaments.messages.ts).
 */
export function stateConflict(key: string, stateId: number, params: Record<string, string> = {}): AppError {
  return new AppError('conflict', 409, {}, [{ key, params: { ...params, tournamentState: stateId } }]);
}

/**
 * Moves the tournament along the workflow in one statement under its row lock: two concurrent
 * actions cannot both pass the check. Cancelling also sets is_cancelled.
 */
export async function transition(db: Db, userId: number, id: number, action: TournamentAction): Promise<void> {
  const step = WORKFLOW[action];
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ stateId: number }>(
      sql`SELECT state_id AS "stateId" FROM tournaments WHERE id = ${id} FOR UPDATE`,
    );
    const current = rows[0];
    if (!current) throw notFound();
    if (!step.from.includes(current.stateId))
      throw stateConflict('tournaments.actionNotAllowed', current.stateId, { tournamentAction: action });
    await tx.execute(sql`
      UPDATE tournaments
         SET state_id = ${step.to}, is_cancelled = is_cancelled OR ${action === 'cancel'},
             edited_date = now(), edited_by_id = ${userId}
       WHERE id = ${id}`);
  });
}
