// The statement flow of a request (docs/decisions.md "Request statements and results"): the office
// issues a link (the latest one is the only one that works), the asked club states once while the
// request waits for it, and the result page learns from a signed token whether it was taken.
import {
  REQUEST_RESULT_PAGE,
  REQUEST_STATE,
  REQUEST_STATEMENT_PAGE,
  REQUEST_STEP,
  type RequestOutcome,
  type RequestResultLink,
  type RequestStatementBody,
  type RequestStatementView,
  type StatementLink,
} from '@fedra/contract';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import { type RequestTokens, requestTokens } from './request-tokens';
import { statementMail } from './statement-mail';
import './requests.messages';

/** States after which nobody asks for a statement any more (codebook requestStates isFinal). */
const FINAL_STATES = [5, 6, 7];

const tokenInvalid = () => validationError([{ field: 'token', key: 'requests.tokenInvalid' }]);

interface LinkBase {
  origin: string;
  routerBase: string;
}

// The tokens go in the query string, never the path: the request log writes every page's path
// (app.ts), and a statement token is a club's capability to state for two weeks.
export const statementPageUrl = (base: LinkBase, token: string) =>
  `${base.origin}${base.routerBase}${REQUEST_STATEMENT_PAGE}?token=${encodeURIComponent(token)}`;
export const resultPageUrl = (base: LinkBase, token: string) =>
  `${base.origin}${base.routerBase}${REQUEST_RESULT_PAGE}?token=${encodeURIComponent(token)}`;

interface RequestRow {
  id: number;
  typeId: number;
  stateId: number;
  stateName: string;
  typeNameCs: string;
  typeNameEn: string;
  personName: string | null;
  clubName: string | null;
  statementClubId: number | null;
  statementClubName: string | null;
  statementClubEmail: string | null;
  note: string | null;
  /** statement_requested_date in epoch milliseconds (the precision a token carries). */
  requestedMs: number | null;
  stated: boolean;
}

const REQUEST_SELECT = `
  SELECT r.id, r.type_id AS "typeId", r.state_id AS "stateId",
         COALESCE(st.name_cs, '') AS "stateName",
         COALESCE(ty.name_cs, '') AS "typeNameCs", COALESCE(ty.name_en, '') AS "typeNameEn",
         CASE WHEN p.id IS NULL THEN NULL ELSE p.first_name || ' ' || p.last_name END AS "personName",
         c.name AS "clubName", r.statement_club_id AS "statementClubId", sc.name AS "statementClubName",
         sc.email AS "statementClubEmail", r.note,
         round(extract(epoch FROM r.statement_requested_date) * 1000)::float8 AS "requestedMs",
         r.statement_date IS NOT NULL AS stated
    FROM requests r
    LEFT JOIN codebook_entries ty ON ty.list = 'requestTypes' AND ty.id = r.type_id
    LEFT JOIN codebook_entries st ON st.list = 'requestStates' AND st.id = r.state_id
    LEFT JOIN persons p ON p.id = r.person_id
    LEFT JOIN clubs c ON c.id = r.club_id
    LEFT JOIN clubs sc ON sc.id = r.statement_club_id`;

/** The link still counts: the request waits, nothing was stated, and no newer link was issued. */
function isOpen(row: RequestRow, requestedAt: string): boolean {
  return row.stateId === REQUEST_STATE.waitingStatement && !row.stated && row.requestedMs === Date.parse(requestedAt);
}

/**
 * Issues a new statement link: in one transaction the request waits for the statement again (a
 * previous statement is cleared), the link is e-mailed to the statement club, and only then is it
 * committed; a failed e-mail leaves the request as it was (503).
 */
export async function issueStatementLink(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config'>,
  userId: number,
  id: number,
  base: LinkBase,
): Promise<StatementLink> {
  const tokens = await requestTokens(deps.db);
  return transaction(deps.db, async (client) => {
    const { rows } = await client.query<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    const row = rows[0];
    if (!row) throw notFound();
    if (FINAL_STATES.includes(row.stateId))
      throw validationError([{ field: 'stateId', key: 'requests.closed', params: { state: row.stateName } }]);
    if (row.statementClubId === null)
      throw validationError([{ field: 'statementClubId', key: 'requests.noStatementClub' }]);
    const email = row.statementClubEmail?.trim();
    if (!email)
      throw validationError([
        { field: 'statementClubId', key: 'requests.noStatementEmail', params: { club: row.statementClubName ?? '' } },
      ]);
    // Milliseconds, the precision the token carries, so that the latest link compares equal.
    const requestedAt = new Date();
    await client.query(
      `UPDATE requests SET state_id = $2, statement_requested_date = $3, statement_agreed = NULL,
              statement_comment = NULL, statement_date = NULL, edited_date = now(), edited_by_id = $4
        WHERE id = $1`,
      [id, REQUEST_STATE.waitingStatement, requestedAt, userId],
    );
    // The history of the workflow (issue 30): the club was asked in the club statement step.
    await client.query(
      `WITH s AS (UPDATE requests SET step_id = $2 WHERE id = $1)
       INSERT INTO request_steps (request_id, step_id, state_id, action, actor_user_id) VALUES ($1, $2, $3, 'statement-link', $4)`,
      [id, REQUEST_STEP.clubStatement, REQUEST_STATE.waitingStatement, userId],
    );
    const { token, expiresAt } = await tokens.issueStatement(id, requestedAt);
    const statementUrl = statementPageUrl(base, token);
    try {
      await deps.mail.send(
        statementMail(deps.config, { ...row, email, statementUrl, expiresAt }),
        `request-${id}-statement-${requestedAt.getTime()}`,
      );
    } catch {
      throw new AppError('service_unavailable', 503);
    }
    return { statementUrl, expiresAt: expiresAt.toISOString(), sentTo: email };
  });
}

async function readStatementToken(tokens: RequestTokens, token: string) {
  const claims = await tokens.readStatement(token);
  if (!claims) throw tokenInvalid();
  return claims;
}

export async function getStatement(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  lang: Language,
): Promise<RequestStatementView> {
  const claims = await readStatementToken(await requestTokens(deps.db), token);
  const { rows } = await deps.db.query<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [claims.requestId]);
  const row = rows[0];
  if (!row) throw notFound();
  return {
    requestId: row.id,
    typeId: row.typeId,
    typeName: lang === 'en' ? row.typeNameEn : row.typeNameCs,
    personName: row.personName,
    clubName: row.clubName,
    statementClubName: row.statementClubName,
    note: row.note,
    isOpen: isOpen(row, claims.requestedAt),
    expiresAt: claims.expiresAt.toISOString(),
  };
}

/**
 * Records the statement with one conditional UPDATE (the request still waits, nothing was stated,
 * the link is the latest), which moves the request on to review; otherwise nothing is written and
 * the answer carries a failure token. Either way the caller is sent to the result page.
 */
export async function submitStatement(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  body: RequestStatementBody,
  base: LinkBase,
): Promise<RequestResultLink> {
  const tokens = await requestTokens(deps.db);
  const claims = await readStatementToken(tokens, token);
  // One statement: the statement, the step it leaves in (decision) and its history row (issue 30).
  const { rowCount } = await deps.db.query(
    `WITH u AS (
       UPDATE requests SET statement_agreed = $3, statement_comment = $4, statement_date = now(), state_id = $5,
              step_id = $7, edited_date = now(), edited_by_id = NULL
        WHERE id = $1 AND state_id = $6 AND statement_date IS NULL AND statement_requested_date = $2::timestamptz
       RETURNING id)
     INSERT INTO request_steps (request_id, step_id, state_id, action, note)
     SELECT id, $8, $5, CASE WHEN $3::boolean THEN 'agree' ELSE 'object' END, $4 FROM u`,
    [
      claims.requestId,
      claims.requestedAt,
      body.agreed,
      body.comment?.trim() ? body.comment.trim() : null,
      REQUEST_STATE.inReview,
      REQUEST_STATE.waitingStatement,
      REQUEST_STEP.decision,
      REQUEST_STEP.clubStatement,
    ],
  );
  const outcome: RequestOutcome = rowCount === 1 ? 'success' : 'failure';
  return { resultUrl: resultPageUrl(base, await tokens.issueResult(outcome)), outcome };
}

export async function getResult(deps: Pick<AppDeps, 'db'>, token: string): Promise<RequestOutcome> {
  const outcome = await (await requestTokens(deps.db)).readResult(token);
  if (!outcome) throw tokenInvalid();
  return outcome;
}
