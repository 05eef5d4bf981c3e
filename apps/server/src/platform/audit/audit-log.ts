// The one way to write the audit log (issue 28; table audit_log, append-only by trigger): who did
// what to which record, from where, with the values before and after. Every feature that changes a
// user, a role, a person or a club writes here, inside the transaction of the change itself, so a
// change and its record stand or fall together.

import type { AuditAction, AuditSubjectType } from '@fedra/contract/audit';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';

/** Where a call came from: the client's address and user agent (cut to a sane length). */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

export const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
});

export interface AuditEntry {
  /** Who did it; null when nobody is signed in (a failed sign-in, a reset link). */
  actorUserId: number | null;
  /** One of the contract's AUDIT_ACTIONS: the page has a text for each, in both languages. */
  action: AuditAction;
  subjectType?: AuditSubjectType | null;
  subjectId?: number | null;
  origin?: Origin | null;
  /** What identifies the event, or { before, after } of a change. */
  details?: Record<string, unknown> | null;
}

export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (actor_user_id, action, subject_type, subject_id, ip, user_agent, details)
    VALUES (${e.actorUserId}, ${e.action}, ${e.subjectType ?? null}, ${e.subjectId ?? null},
            ${e.origin?.ip ?? null}, ${e.origin?.userAgent ?? null},
            ${e.details ? JSON.stringify(e.details) : null}::jsonb)`);
}

/** Many records at once (a bulk decision): one statement, whatever their number. */
export async function writeAuditMany(db: Db, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const col = <T>(f: (e: AuditEntry) => T) => sql.param(entries.map(f));
  await db.execute(sql`
    INSERT INTO audit_log (actor_user_id, action, subject_type, subject_id, ip, user_agent, details)
    SELECT * FROM unnest(${col((e) => e.actorUserId)}::int[], ${col((e) => e.action)}::text[],
                         ${col((e) => e.subjectType ?? null)}::text[], ${col((e) => e.subjectId ?? null)}::int[],
                         ${col((e) => e.origin?.ip ?? null)}::text[], ${col((e) => e.origin?.userAgent ?? null)}::text[],
                         ${col((e) => (e.details ? JSON.stringify(e.details) : null))}::jsonb[])`);
}
