// The request statement flow through HTTP: the office issues a signed link (e-mailed to the
// statement club, into the outbox), the public statement page reads and submits it once, the
// result token says whether it was taken; forged, expired and superseded tokens; who may issue.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { requestTokens } from '../../src/features/requests/request-tokens';
import { type TestServer, useTestServer } from '../test-server';

const ADMIN = '/api/admin-zone/requests';
const STATEMENTS = '/api/public-zone/requests/statements';
const RESULTS = '/api/public-zone/requests/results';
const PAGE = 'https://fedra.example.cz/zone/public';

/** A transfer of a demo person from a club with an e-mail (the statement club) to another club. */
async function createRequest(server: TestServer, fields: { stateId?: number; email?: string | null } = {}) {
  const { rows } = await server.db.pool.query<{ id: number; statementClubId: number }>(
    `WITH sc AS (SELECT id FROM clubs ORDER BY id LIMIT 1 OFFSET 3)
     INSERT INTO requests (type_id, state_id, person_id, club_id, statement_club_id, note)
     SELECT 1, $1, (SELECT id FROM persons ORDER BY id LIMIT 1), (SELECT id FROM clubs ORDER BY id LIMIT 1 OFFSET 4),
            sc.id, 'Přestup od jara' FROM sc
     RETURNING id, statement_club_id AS "statementClubId"`,
    [fields.stateId ?? 2],
  );
  const r = rows[0]!;
  // The statement club's address: given, or none (null).
  await server.db.pool.query('UPDATE clubs SET email = $2 WHERE id = $1', [
    r.statementClubId,
    fields.email === undefined ? 'sekretar@klub.example.cz' : fields.email,
  ]);
  return r;
}

const tokenOf = (statementUrl: string) => new URL(statementUrl).searchParams.get('token')!;

describe('request statements and results', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://fedra.example.cz' });
  const issue = (id: number, as: 'expert' | 'admin' = 'expert', lang = 'cs') =>
    server.request({ method: 'POST', url: `${ADMIN}/${id}/statement-link`, as, headers: { 'accept-language': lang } });
  const read = (token: string, lang = 'cs') =>
    server.request({
      method: 'GET',
      url: `${STATEMENTS}?token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': lang },
    });
  const submit = (token: string, payload: unknown, lang = 'cs') =>
    server.request({
      method: 'POST',
      url: STATEMENTS,
      payload: { token, ...(payload as object) },
      headers: { 'accept-language': lang },
    });
  const result = (token: string, lang = 'cs') =>
    server.request({
      method: 'GET',
      url: `${RESULTS}?token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': lang },
    });
  const row = async (id: number) =>
    (
      await server.db.pool.query(
        `SELECT state_id AS "stateId", statement_agreed AS agreed, statement_comment AS comment,
                statement_date IS NOT NULL AS stated FROM requests WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('runs the flow: link e-mailed to the club, statement page, one statement, thank-you result', async () => {
    const r = await createRequest(server);
    const res = await issue(r.id);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data as { statementUrl: string; expiresAt: string; sentTo: string };
    // The token in the query string, which the request log leaves out (a path would be logged).
    expect(link.statementUrl).toMatch(
      new RegExp(`^${PAGE.replaceAll('.', '\\.')}/request/statement\\?token=[\\w.-]+$`),
    );
    expect(link.sentTo).toBe('sekretar@klub.example.cz');
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    expect(await row(r.id)).toMatchObject({ stateId: 3, stated: false });

    // The e-mail in the outbox (no SMTP_URL) carries the link.
    const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.startsWith(`request-${r.id}-statement-`));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(outbox, files[0]!)));
    expect((mail.to as { value: { address: string }[] }).value[0]!.address).toBe('sekretar@klub.example.cz');
    expect(mail.text).toContain(link.statementUrl);
    expect(mail.html).toContain(`href="${link.statementUrl}"`);
    expect(mail.from?.value[0]?.address).toBe('no-reply@fedra.example.cz');

    const token = tokenOf(link.statementUrl);
    const view = await read(token, 'en');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      requestId: r.id,
      typeId: 1,
      typeName: 'Transfer',
      isOpen: true,
      note: 'Přestup od jara',
    });
    expect(view.json().data.personName).toEqual(expect.any(String));
    // What an anonymous holder of the link reads, field by field (issue 36 §7): no ids of persons or clubs.
    expect(Object.keys(view.json().data).sort()).toEqual(
      [
        'clubName',
        'expiresAt',
        'isOpen',
        'note',
        'personName',
        'requestId',
        'statementClubName',
        'typeId',
        'typeName',
      ].sort(),
    );
    expect((await read(token)).json().data.typeName).toBe('Přestup');

    const sent = await submit(token, { agreed: false, comment: '  Hráč má nevyrovnané závazky.  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.outcome).toBe('success');
    const resultUrl = sent.json().data.resultUrl as string;
    expect(resultUrl.startsWith(`${PAGE}/request/result?token=`)).toBe(true);
    expect(await row(r.id)).toEqual({
      stateId: 4,
      agreed: false,
      comment: 'Hráč má nevyrovnané závazky.',
      stated: true,
    });
    const outcome = await result(new URL(resultUrl).searchParams.get('token')!);
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect(outcome.json().data).toEqual({ outcome: 'success' });

    // Stated already: the page says so and a second statement is a failure, nothing written.
    expect((await read(token)).json().data.isOpen).toBe(false);
    const again = await submit(token, { agreed: true, comment: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.outcome).toBe('failure');
    expect((await result(new URL(again.json().data.resultUrl).searchParams.get('token')!)).json().data).toEqual({
      outcome: 'failure',
    });
    expect(await row(r.id)).toMatchObject({ agreed: false, comment: 'Hráč má nevyrovnané závazky.' });
  });

  it('takes only the latest link, once, also when two statements race', async () => {
    const r = await createRequest(server);
    const first = tokenOf((await issue(r.id)).json().data.statementUrl);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = tokenOf((await issue(r.id, 'admin')).json().data.statementUrl);
    expect((await read(first)).json().data.isOpen).toBe(false);
    const stale = await submit(first, { agreed: true });
    expect(stale.json().data.outcome).toBe('failure');
    expect(await row(r.id)).toMatchObject({ stateId: 3, stated: false });

    const raced = await Promise.all([submit(second, { agreed: true }), submit(second, { agreed: false })]);
    expect(raced.map((x) => x.json().data.outcome).sort()).toEqual(['failure', 'success']);
    expect(await row(r.id)).toMatchObject({ stateId: 4, stated: true });
  });

  it('answers a request that no longer waits with a failure token, not an error', async () => {
    const r = await createRequest(server);
    const token = tokenOf((await issue(r.id)).json().data.statementUrl);
    await server.db.pool.query('UPDATE requests SET state_id = 7 WHERE id = $1', [r.id]);
    const res = await submit(token, { agreed: true, comment: 'Souhlasíme' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('failure');
    expect(await row(r.id)).toMatchObject({ stateId: 7, stated: false });
  });

  it('refuses forged and expired tokens with a 400 naming token', async () => {
    const r = await createRequest(server);
    const good = tokenOf((await issue(r.id)).json().data.statementUrl);
    const [head, body] = good.split('.');
    const forgedSignature = `${head}.${body}.${'A'.repeat(43)}`;
    const otherKey = await new SignJWT({ rid: r.id, rqa: new Date().toISOString() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fedra')
      .setAudience('fedra-request-statement')
      .setExpirationTime('1d')
      .sign(new Uint8Array(32).fill(7));
    const expired = (
      await (await requestTokens(server.db.db)).issueStatement(r.id, new Date(Date.now() - 15 * 86_400_000))
    ).token;
    // A result token is not a statement token (and the other way round): another audience.
    const resultToken = await (await requestTokens(server.db.db)).issueResult('success');
    for (const token of [forgedSignature, otherKey, expired, resultToken, 'nonsense']) {
      for (const res of [await read(token, 'en'), await submit(token, { agreed: true }, 'en')]) {
        expect(res.statusCode, `${token} ${res.body}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.json().errors).toEqual([{ field: 'token', message: 'The link is invalid or has expired.' }]);
      }
    }
    for (const token of [good, forgedSignature, 'x']) {
      const res = await result(token, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'token', message: 'The link is invalid or has expired.' }]);
    }
    const missing = await server.request({ method: 'GET', url: RESULTS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('token');
    const unknown = await server.request({ method: 'GET', url: `${RESULTS}?token=a&x=1` });
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toContain('x');
  });

  it('validates the statement body by field', async () => {
    const r = await createRequest(server);
    const token = tokenOf((await issue(r.id)).json().data.statementUrl);
    const res = await submit(token, { agreed: 'yes', comment: 'x'.repeat(2001) }, 'en');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['agreed', 'comment']);
    expect(await row(r.id)).toMatchObject({ stateId: 3, stated: false });
  });

  it('refuses to issue a link for a closed request, without a club e-mail, or an unknown request', async () => {
    const closed = await createRequest(server, { stateId: 5 });
    const res = await issue(closed.id, 'expert', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'stateId', message: 'A request in the state Schválená needs no statement any more.' },
    ]);
    const noMail = await createRequest(server, { email: null });
    const refused = await issue(noMail.id, 'expert', 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('statementClubId');
    expect(await row(noMail.id)).toMatchObject({ stateId: 2 });
    expect((await issue(2_000_000)).statusCode).toBe(404);
  });

  it('lets only the office issue links: 401 anonymous, 403 read-only and other zones', async () => {
    const r = await createRequest(server);
    const url = `${ADMIN}/${r.id}/statement-link`;
    expect((await server.request({ method: 'POST', url })).statusCode).toBe(401);
    const ro = await server.tokenForRole('request-ro@fedra.test', 'AdminExpertCommissionReadOnly');
    expect((await server.request({ method: 'POST', url, token: ro })).statusCode).toBe(403);
    for (const as of ['unit', 'club', 'clubro', 'member'] as const) {
      expect((await server.request({ method: 'POST', url, as })).statusCode, as).toBe(403);
    }
    expect(await row(r.id)).toMatchObject({ stateId: 2 });
  });

  it('keeps the demo requests waiting for a statement', async () => {
    const { rows } = await server.db.pool.query(
      `SELECT count(*)::int AS n FROM requests r JOIN clubs c ON c.id = r.statement_club_id
        WHERE r.type_id = 1 AND r.state_id = 3 AND c.id = (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test')`,
    );
    expect(rows[0].n).toBe(2);
  });
});

describe('request statements with the requests module off', () => {
  const server = useTestServer({ MODULES: 'board' });

  it('has none of the calls', async () => {
    const token = await (await requestTokens(server.db.db)).issueResult('success');
    for (const [method, url, as] of [
      ['POST', `${ADMIN}/1/statement-link`, 'expert'],
      ['POST', `${ADMIN}/1/statement-link`, 'admin'],
      ['GET', `${STATEMENTS}?token=${token}`, undefined],
      ['POST', STATEMENTS, undefined],
      ['GET', `${RESULTS}?token=${token}`, undefined],
    ] as const) {
      const res = await server.request({
        method,
        url,
        ...(as ? { as } : {}),
        ...(method === 'POST' ? { payload: { token, agreed: true } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
