// Webhooks end to end: endpoints registered by the office (secret shown once, web push's address
// rules, access), events recorded by the features in their own transactions, delivery to a real
// receiver on this machine that verifies the Standard Webhooks signature with the same package,
// retries with back-off after a 500 (time moved by the delivery's `at`), no second sending after a
// worker died mid-delivery or once a 2xx was recorded, replay with the same webhook-id, and secret
// rotation with both signatures during the grace time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../src/db/reference-ids';
import { recordWebhookEvent } from '../../src/features/webhooks';
import {
  BACKOFF_MS,
  claimWebhookMessages,
  deliverDueWebhooks,
  LEASE_MS,
} from '../../src/features/webhooks/webhooks.delivery';
import { now } from '../../src/platform/clock';
import { transaction } from '../../src/platform/db/transaction';
import { TEST_TODAY } from '../database';
import { leagueFixtures } from '../leagues/league-fixtures';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const BASE = '/api/admin-zone/webhooks';
const HOUR = 3600_000;

// ---- a receiver of our own: records every request; the answer per path is set by the test ----
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
const answers = new Map<string, number>();
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = req.url ?? '';
    received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    const status = answers.get(path) ?? 200;
    res.statusCode = status;
    res.end(status >= 300 ? `boom ${status}: the receiver is down for maintenance` : 'thanks');
  });
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const server = useTestServer({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' });
const fx = leagueFixtures(server);
const { tournament, discipline, clubOf, membersOf } = applicationFixtures(server);

const call = (
  as: DemoUser | { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : { token: as.token }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'en' },
  });

interface Endpoint {
  id: number;
  url: string;
  events: string[];
  isActive: boolean;
  secret?: string;
  counts: Record<string, number>;
}

async function createEndpoint(path: string, events: string[], as: DemoUser = 'expert'): Promise<Endpoint> {
  const res = await call(as, 'POST', BASE, { url: `${origin}${path}`, description: `Test ${path}`, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Endpoint;
}

const removeEndpoint = async (id: number) =>
  expect((await call('expert', 'DELETE', `${BASE}/${id}`)).statusCode).toBe(204);

async function messagesOf(endpointId: number) {
  const { rows } = await server.db.pool.query<{
    id: number;
    msgId: string;
    state: string;
    attemptCount: number;
    body: string;
    eventType: string;
    nextAttemptDate: string;
  }>(
    `SELECT id::int, msg_id AS "msgId", state, attempt_count AS "attemptCount", body, event_type AS "eventType",
            next_attempt_date AS "nextAttemptDate"
       FROM webhook_messages WHERE endpoint_id = $1 ORDER BY id`,
    [endpointId],
  );
  return rows.map((r) => ({ ...r, nextAttemptDate: new Date(r.nextAttemptDate) }));
}

const hits = (path: string) => received.filter((r) => r.path === path);

async function waitUntil<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs a delivery round and waits until no message of the endpoint is in the middle of an attempt. */
async function deliver(endpointId: number, at?: Date) {
  await deliverDueWebhooks(server.deps, at ? { at } : {});
  return waitUntil(async () => {
    const rows = await messagesOf(endpointId);
    return rows.every((m) => m.state !== 'sending') && rows;
  });
}

/** An event recorded the way a feature records it: inside a transaction of its own. */
const record = (type: Parameters<typeof recordWebhookEvent>[1], data: Record<string, unknown>) =>
  transaction(server.deps.db, (tx) => recordWebhookEvent(tx, type, data));

describe('endpoints: registration, secret, rules and access', () => {
  it('registers an endpoint and shows its secret once', async () => {
    const created = await createEndpoint('/once', ['person.created', 'club.updated']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ isActive: true, events: ['person.created', 'club.updated'] });
    const read = await call('admin', 'GET', `${BASE}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.secret).toBeUndefined();
    expect(read.body).not.toContain(created.secret!.slice(6));
    expect(read.json().links.map((l: { method: string; href: string }) => `${l.method} ${l.href}`)).toEqual([
      `PUT ${BASE}/${created.id}`,
      `DELETE ${BASE}/${created.id}`,
      `POST ${BASE}/${created.id}/rotate-secret`,
    ]);
    const list = await call('expert', 'GET', `${BASE}?fields[isActive][o]=valuesEqual&fields[isActive][v]=true`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((e: Endpoint) => e.id)).toContain(created.id);
    // Stored encrypted: the secret's text is nowhere in the row.
    const { rows } = await server.db.pool.query('SELECT secret_ciphertext FROM webhook_endpoints WHERE id = $1', [
      created.id,
    ]);
    expect(Buffer.from(rows[0].secret_ciphertext).toString('latin1')).not.toContain(created.secret!.slice(6, 20));

    const edited = await call('expert', 'PUT', `${BASE}/${created.id}`, {
      url: `${origin}/once`,
      description: null,
      events: ['club.updated'],
      isActive: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ events: ['club.updated'], isActive: false, description: null });
    const audit = await server.db.pool.query(
      `SELECT action FROM audit_log WHERE subject_type = 'webhook' AND subject_id = $1 ORDER BY id`,
      [created.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['webhook.create', 'webhook.update']);
    await removeEndpoint(created.id);
    expect((await call('expert', 'GET', `${BASE}/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses local and private addresses (400 naming url), unknown events and a missing choice', async () => {
    for (const url of [
      'https://10.0.0.5/hook',
      'https://192.168.1.10/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://intranet.local/hook',
      'http://127.0.0.2:8080/hook',
      'http://hooks.example.org/hook',
    ]) {
      const res = await call('expert', 'POST', BASE, { url, events: ['person.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        url,
      ).toEqual(['url']);
    }
    const notUrl = await call('expert', 'POST', BASE, { url: 'not a url', events: ['person.created'] });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().errors[0].field).toBe('url');

    const unknown = await call('expert', 'POST', BASE, {
      url: 'https://hooks.example.org/x',
      events: ['person.deleted'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('events.0');
    const none = await call('expert', 'POST', BASE, { url: 'https://hooks.example.org/x', events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: 'events', message: 'Choose at least one event.' });
    // A public host name on its own port passes.
    const ported = await call('expert', 'POST', BASE, {
      url: 'https://hooks.example.org:8443/x',
      events: ['order.paid'],
    });
    expect(ported.statusCode, ported.body).toBe(201);
    await removeEndpoint(ported.json().data.id);
    const stored = await server.db.pool.query(
      `SELECT count(*)::int AS n FROM webhook_endpoints WHERE url NOT LIKE 'http://127.0.0.1:%'`,
    );
    expect(stored.rows[0].n).toBe(0);
  });

  it('lets the office read and the expert commission write; everybody else is refused', async () => {
    const endpoint = await createEndpoint('/access', ['club.updated']);
    for (const who of ['unit', 'club', 'clubro', 'member'] as const) {
      expect((await call(who, 'GET', BASE)).statusCode, who).toBe(403);
      expect((await call(who, 'POST', BASE, { url: `${origin}/x`, events: ['club.updated'] })).statusCode, who).toBe(
        403,
      );
    }
    expect((await server.request({ method: 'GET', url: BASE })).statusCode).toBe(401);
    const readOnly = { token: await server.tokenForRole('webhooks-ro@fedra.test', 'AdminExpertCommissionReadOnly') };
    expect((await call(readOnly, 'GET', BASE)).statusCode).toBe(200);
    const seen = await call(readOnly, 'GET', `${BASE}/${endpoint.id}`);
    expect(seen.json().links).toEqual([]);
    expect((await call(readOnly, 'POST', `${BASE}/${endpoint.id}/rotate-secret`)).statusCode).toBe(403);
    expect((await call(readOnly, 'DELETE', `${BASE}/${endpoint.id}`)).statusCode).toBe(403);
    const union = { token: await server.tokenForRole('webhooks-union@fedra.test', 'AdminUnionCommision') };
    expect((await call(union, 'GET', `${BASE}/${endpoint.id}/messages`)).statusCode).toBe(200);
    expect((await call(union, 'POST', BASE, { url: `${origin}/x`, events: ['club.updated'] })).statusCode).toBe(403);
    await removeEndpoint(endpoint.id);
  });
});

describe('delivery', () => {
  it('sends a signed message the receiver verifies with the same package, once', async () => {
    const endpoint = await createEndpoint('/signed', ['club.updated']);
    await record('club.updated', { clubId: 7, fields: ['name'] });
    const [message] = await deliver(endpoint.id);
    expect(message).toMatchObject({ state: 'delivered', attemptCount: 1 });
    const [hit] = hits('/signed');
    expect(hit!.headers['webhook-id']).toBe(message!.msgId);
    expect(hit!.headers['content-type']).toBe('application/json');
    const payload = new Webhook(endpoint.secret!).verify(hit!.body, hit!.headers as Record<string, string>) as {
      type: string;
      data: unknown;
    };
    expect(payload).toMatchObject({ type: 'club.updated', data: { clubId: 7, fields: ['name'] } });
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        hit!.body,
        hit!.headers as Record<string, string>,
      ),
    ).toThrow(/No matching signature/);

    // Answered 2xx: never sent again, however late the job runs.
    await deliver(endpoint.id, new Date(now().getTime() + 48 * HOUR));
    expect(hits('/signed')).toHaveLength(1);

    const detail = await call('expert', 'GET', `${BASE}/messages/${message!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.attempts).toMatchObject([
      { status: 200, responseExcerpt: 'thanks', error: null, isReplay: false },
    ]);
    const list = await call('expert', 'GET', `${BASE}/${endpoint.id}/messages`);
    expect(list.json()).toMatchObject({ total: 1, data: [{ state: 'delivered', lastStatus: 200, attemptCount: 1 }] });
    await removeEndpoint(endpoint.id);
  });

  it('retries with back-off after a 500, logs each attempt, and delivers once the receiver answers', async () => {
    answers.set('/flaky', 500);
    const endpoint = await createEndpoint('/flaky', ['club.updated']);
    await record('club.updated', { clubId: 9 });
    const start = now();
    let [message] = await deliver(endpoint.id);
    expect(message).toMatchObject({ state: 'pending', attemptCount: 1 });
    // The next attempt is due BACKOFF_MS[0] after the failed one, not sooner.
    expect(message!.nextAttemptDate.getTime() - start.getTime()).toBeGreaterThanOrEqual(BACKOFF_MS[0]! - 1000);
    expect(message!.nextAttemptDate.getTime() - start.getTime()).toBeLessThan(BACKOFF_MS[0]! + 5000);
    // Not due yet: nothing is sent.
    expect(
      (await deliverDueWebhooks(server.deps, { at: new Date(message!.nextAttemptDate.getTime() - 1000) })).retrying,
    ).toBe(0);
    expect(hits('/flaky')).toHaveLength(1);

    // Time moved to the second attempt (still 500), then to the third (the receiver is back).
    const second = new Date(message!.nextAttemptDate.getTime() + 1000);
    [message] = await deliver(endpoint.id, second);
    expect(message).toMatchObject({ state: 'pending', attemptCount: 2 });
    expect(message!.nextAttemptDate.getTime() - second.getTime()).toBe(BACKOFF_MS[1]);
    answers.set('/flaky', 204);
    [message] = await deliver(endpoint.id, new Date(message!.nextAttemptDate.getTime() + 1000));
    expect(message).toMatchObject({ state: 'delivered', attemptCount: 3 });
    const sent = hits('/flaky');
    expect(sent).toHaveLength(3);
    // One webhook-id for every attempt.
    expect(new Set(sent.map((s) => s.headers['webhook-id']))).toEqual(new Set([message!.msgId]));
    const detail = (await call('expert', 'GET', `${BASE}/messages/${message!.id}`)).json().data;
    expect(detail.attempts.map((a: { status: number }) => a.status)).toEqual([204, 500, 500]);
    expect(detail.attempts[1].responseExcerpt).toContain('boom 500');
    await removeEndpoint(endpoint.id);
  });

  it('gives up after 24 hours of failures', async () => {
    answers.set('/down', 503);
    const endpoint = await createEndpoint('/down', ['club.updated']);
    await record('club.updated', { clubId: 11 });
    let [message] = await deliver(endpoint.id);
    const made = now().getTime();
    let attempts = 1;
    while (message!.state === 'pending') {
      [message] = await deliver(endpoint.id, new Date(message!.nextAttemptDate.getTime() + 1));
      attempts++;
      expect(attempts).toBeLessThan(20);
    }
    expect(message!.state).toBe('failed');
    expect(hits('/down')).toHaveLength(attempts);
    // The last attempt lies within the day; the one after it would not.
    const last = await server.db.pool.query(
      'SELECT max(attempt_date) AS at FROM webhook_attempts a JOIN webhook_messages m ON m.id = a.message_id WHERE m.endpoint_id = $1',
      [endpoint.id],
    );
    expect(new Date(last.rows[0].at).getTime() - made).toBeLessThan(24 * HOUR);
    expect(attempts).toBe(8);
    // Failed messages are not sent again by the job.
    await deliver(endpoint.id, new Date(made + 72 * HOUR));
    expect(hits('/down')).toHaveLength(attempts);
    await removeEndpoint(endpoint.id);
  });

  it('sends a message exactly once when a worker died between claiming and recording', async () => {
    const endpoint = await createEndpoint('/crash', ['club.updated']);
    // Due an hour from now, so that the background sweep (on the real clock) leaves it alone.
    await record('club.updated', { clubId: 13 });
    const later = new Date(now().getTime() + HOUR);
    await server.db.pool.query('UPDATE webhook_messages SET next_attempt_date = $2 WHERE endpoint_id = $1', [
      endpoint.id,
      later,
    ]);
    // A worker claims it and "crashes": no request, no record.
    const [pending] = await messagesOf(endpoint.id);
    const claimed = await claimWebhookMessages(server.deps.db, later, { messageId: pending!.id });
    expect(claimed.map((m) => m.endpointId)).toEqual([endpoint.id]);
    // While the claim holds nobody else takes it.
    expect(
      await claimWebhookMessages(server.deps.db, new Date(later.getTime() + LEASE_MS - 1000), {
        messageId: pending!.id,
      }),
    ).toEqual([]);
    // After the lease the next run (a restarted server) sends it: one request, one delivery.
    const restarted = new Date(later.getTime() + LEASE_MS + 1000);
    expect(await deliverDueWebhooks(server.deps, { at: restarted, messageId: pending!.id })).toMatchObject({
      delivered: 1,
    });
    // The dead worker's late record changes nothing.
    const lost = await server.db.pool.query(
      `UPDATE webhook_messages SET state = 'pending' WHERE id = $1 AND claim_token = $2 RETURNING id`,
      [claimed[0]!.id, claimed[0]!.claimToken],
    );
    expect(lost.rowCount).toBe(0);
    for (const hours of [2, 30, 100]) await deliver(endpoint.id, new Date(later.getTime() + hours * HOUR));
    expect(hits('/crash')).toHaveLength(1);
    const [message] = await messagesOf(endpoint.id);
    expect(message).toMatchObject({ state: 'delivered', attemptCount: 1 });
    const delivered = await server.db.pool.query(
      'SELECT count(*)::int AS n FROM webhook_attempts WHERE message_id = $1 AND status BETWEEN 200 AND 299',
      [message!.id],
    );
    expect(delivered.rows[0].n).toBe(1);
    await removeEndpoint(endpoint.id);
  });

  it('replays a message with the same webhook-id on the office’s request', async () => {
    const endpoint = await createEndpoint('/replay', ['club.updated']);
    await record('club.updated', { clubId: 15 });
    const [message] = await deliver(endpoint.id);
    expect(message!.state).toBe('delivered');
    expect((await call('unit', 'POST', `${BASE}/messages/${message!.id}/replay`)).statusCode).toBe(403);
    const replay = await call('expert', 'POST', `${BASE}/messages/${message!.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(202);
    expect(['pending', 'sending', 'delivered']).toContain(replay.json().data.state);
    await waitUntil(async () => hits('/replay').length === 2);
    const [first, second] = hits('/replay');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    new Webhook(endpoint.secret!).verify(second!.body, second!.headers as Record<string, string>);
    const detail = await waitUntil(async () => {
      const d = (await call('expert', 'GET', `${BASE}/messages/${message!.id}`)).json().data;
      return d.state === 'delivered' && d.attempts.length === 2 && d;
    });
    expect(detail.attempts.map((a: { isReplay: boolean }) => a.isReplay)).toEqual([true, false]);
    expect((await call('expert', 'POST', `${BASE}/messages/999999/replay`)).statusCode).toBe(404);
    await removeEndpoint(endpoint.id);
  });

  it('rotates the secret: both signatures for the grace time, then the new one alone', async () => {
    const endpoint = await createEndpoint('/rotate', ['club.updated']);
    expect((await call('club', 'POST', `${BASE}/${endpoint.id}/rotate-secret`)).statusCode).toBe(403);
    const rotated = await call('expert', 'POST', `${BASE}/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret = rotated.json().data.secret as string;
    expect(secret).not.toBe(endpoint.secret);
    expect(rotated.json().data.previousSecretUntil).toBeTruthy();

    await record('club.updated', { clubId: 17 });
    await deliver(endpoint.id);
    const during = hits('/rotate')[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    new Webhook(secret).verify(during.body, during.headers as Record<string, string>);
    new Webhook(endpoint.secret!).verify(during.body, during.headers as Record<string, string>);

    // After the grace time only the new secret signs.
    await record('club.updated', { clubId: 19 });
    const after = new Date(now().getTime() + 25 * HOUR);
    await server.db.pool.query(
      `UPDATE webhook_messages SET next_attempt_date = $2, give_up_date = $3 WHERE endpoint_id = $1 AND state = 'pending'`,
      [endpoint.id, after, new Date(after.getTime() + 24 * HOUR)],
    );
    await deliver(endpoint.id, after);
    const late = hits('/rotate')[1]!;
    expect(String(late.headers['webhook-signature']).split(' ')).toHaveLength(1);
    new Webhook(secret).verify(late.body, late.headers as Record<string, string>);
    expect(() => new Webhook(endpoint.secret!).verify(late.body, late.headers as Record<string, string>)).toThrow();
    await removeEndpoint(endpoint.id);
  });

  it('makes no message for an inactive endpoint or one not following the event', async () => {
    const inactive = await createEndpoint('/inactive', ['club.updated']);
    await call('expert', 'PUT', `${BASE}/${inactive.id}`, {
      url: inactive.url,
      events: ['club.updated'],
      isActive: false,
    });
    const other = await createEndpoint('/other', ['order.paid']);
    await record('club.updated', { clubId: 21 });
    expect(await messagesOf(inactive.id)).toEqual([]);
    expect(await messagesOf(other.id)).toEqual([]);
    await removeEndpoint(inactive.id);
    await removeEndpoint(other.id);
  });
});

describe('events from the features that make the changes', () => {
  async function receivedEvent(path: string, endpoint: Endpoint, type: string) {
    const hit = await waitUntil(async () => {
      await deliverDueWebhooks(server.deps);
      return hits(path).find((h) => JSON.parse(h.body).type === type);
    });
    return new Webhook(endpoint.secret!).verify(hit.body, hit.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
  }

  it('person.created and person.updated', async () => {
    const endpoint = await createEndpoint('/persons', ['person.created', 'person.updated']);
    const created = await call('expert', 'POST', '/api/admin-zone/persons', {
      firstName: 'Webhook',
      lastName: 'Testovací',
      birthDate: '1990-04-01',
      sexId: 1,
      nationalityId: 703,
    });
    expect(created.statusCode, created.body).toBe(201);
    const personId = created.json().data.id as number;
    expect((await receivedEvent('/persons', endpoint, 'person.created')).data).toEqual({ personId });

    // A refused change records nothing: the message is part of the change's transaction.
    const before = (await messagesOf(endpoint.id)).length;
    const detail = (await call('expert', 'GET', `/api/admin-zone/persons/${personId}`)).json().data;
    const bad = await call('expert', 'PUT', `/api/admin-zone/persons/${personId}`, {
      ...pickUpdate(detail),
      firstName: 'x'.repeat(300),
    });
    expect(bad.statusCode).toBe(400);
    expect(await messagesOf(endpoint.id)).toHaveLength(before);

    const updated = await call('expert', 'PUT', `/api/admin-zone/persons/${personId}`, {
      ...pickUpdate(detail),
      lastName: 'Změněný',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await receivedEvent('/persons', endpoint, 'person.updated')).data).toEqual({
      personId,
      fields: ['lastName'],
    });
    await removeEndpoint(endpoint.id);
  });

  it('membership.changed', async () => {
    const endpoint = await createEndpoint('/memberships', ['membership.changed']);
    const personId = (
      await server.db.pool.query('SELECT id FROM persons WHERE federation_unit_id = 1 ORDER BY id LIMIT 1')
    ).rows[0].id;
    const clubId = (await server.db.pool.query('SELECT id FROM clubs WHERE federation_unit_id = 1 ORDER BY id LIMIT 1'))
      .rows[0].id;
    const res = await call('expert', 'POST', '/api/admin-zone/person-roles', {
      personId,
      typeId: PERSON_ROLE_TYPE.COACH,
      clubId,
      approvalStateId: APPROVAL_STATE.approved,
      validFrom: '2026-07-01',
      validTill: '2027-06-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await receivedEvent('/memberships', endpoint, 'membership.changed')).data).toEqual({
      personRoleId: res.json().data.id,
      personId,
      change: 'created',
    });
    await removeEndpoint(endpoint.id);
  });

  it('club.updated', async () => {
    const endpoint = await createEndpoint('/clubs', ['club.updated']);
    const clubId = (await server.db.pool.query('SELECT id FROM clubs ORDER BY id LIMIT 1')).rows[0].id as number;
    const c = (await call('admin', 'GET', `/api/admin-zone/clubs/${clubId}`)).json().data;
    const body = Object.fromEntries(
      [
        'name',
        'officialName',
        'identificationNumber',
        'taxIdentificationNumber',
        'legalForm',
        'street',
        'houseNumber',
        'city',
        'zip',
        'countryId',
        'regionId',
        'districtId',
        'bankAccount',
        'email',
        'phone',
        'web',
        'contactPerson',
        'federationUnitId',
        'clubTypeId',
      ].map((k) => [k, c[k]]),
    );
    const res = await call('admin', 'PUT', `/api/admin-zone/clubs/${clubId}`, { ...body, phone: '+420 777 123 456' });
    expect(res.statusCode, res.body).toBe(200);
    const event = await receivedEvent('/clubs', endpoint, 'club.updated');
    expect(event.data.clubId).toBe(clubId);
    expect(event.data.fields).toContain('phone');
    await removeEndpoint(endpoint.id);
  });

  it('tournament.results.published', async () => {
    const endpoint = await createEndpoint('/results', ['tournament.results.published']);
    const t = await tournament();
    const d = await discipline(t);
    const [personId] = await membersOf(await clubOf('club'), 1);
    const applied = await call('expert', 'POST', `/api/admin-zone/tournaments/competitions/${d}/participants`, {
      personId,
      roleId: 1,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const saved = await call('expert', 'PUT', `/api/admin-zone/tournaments/competitions/${d}/results`, {
      results: [{ participantId: applied.json().data.id, rankFrom: 1, rankTo: 1, standingShared: false }],
    });
    expect(saved.statusCode, saved.body).toBe(202);
    expect((await receivedEvent('/results', endpoint, 'tournament.results.published')).data).toEqual({
      tournamentId: t,
      competitionId: d,
      results: 1,
    });
    await removeEndpoint(endpoint.id);
  });

  it('match.result.published', async () => {
    const endpoint = await createEndpoint('/matches', ['match.result.published']);
    const league = await fx.league();
    const competitionId = await fx.competition(league, {});
    const clubs = await server.db.pool.query<{ id: number }>('SELECT id FROM clubs ORDER BY id LIMIT 2');
    const home = await fx.team(league, 'Domácí', clubs.rows[0]!.id);
    const away = await fx.team(league, 'Hosté', clubs.rows[1]!.id);
    await fx.enter(competitionId, home);
    await fx.enter(competitionId, away);
    const people = await server.db.pool.query<{ id: number }>('SELECT id FROM persons ORDER BY id OFFSET 200 LIMIT 2');
    const [h1, a1] = people.rows.map((r) => r.id) as [number, number];
    await fx.rosterPerson(competitionId, home, h1);
    await fx.rosterPerson(competitionId, away, a1);
    const round = await fx.round(competitionId, 1, '2026-09-05');
    const match = await fx.match(competitionId, round, home, away);
    const res = await call('expert', 'POST', `/api/admin-zone/leagues/matches/${match}/result`, {
      games: [
        {
          kind: 'singles',
          homePersonIds: [h1],
          awayPersonIds: [a1],
          sets: [
            { home: 21, away: 15 },
            { home: 21, away: 18 },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await receivedEvent('/matches', endpoint, 'match.result.published')).data).toEqual({
      matchId: match,
      competitionId,
    });
    await removeEndpoint(endpoint.id);
  });

  it('order.paid', async () => {
    const endpoint = await createEndpoint('/orders', ['order.paid']);
    const clubId = (await call('club', 'GET', '/api/account/me/new')).json().data.currentClubId as number;
    const { rows } = await server.db.pool.query(
      `INSERT INTO price_list_items (category_id, kind, name, amount, vat_rate, valid_from)
       VALUES (2, 'club', 'Webhook test fee', 10000, 0, $1::date - 365) RETURNING id`,
      [TEST_TODAY],
    );
    const order = await call('club', 'POST', '/api/club-zone/orders', { items: [{ priceListItemId: rows[0].id }] });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.id as number;
    expect((await call('club', 'POST', `/api/club-zone/orders/${orderId}/confirm`)).statusCode).toBe(200);
    await server.db.pool.query(
      `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note) VALUES ($1, $2::date, 'order', 1000, 'test')`,
      [clubId, TEST_TODAY],
    );
    const paid = await call('club', 'POST', `/api/club-zone/orders/${orderId}/pay-by-credit`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await receivedEvent('/orders', endpoint, 'order.paid')).data).toEqual({ orderId, clubId, total: 10000 });
    await removeEndpoint(endpoint.id);
  });
});

/** The body of a whole person update from the person's detail. */
function pickUpdate(detail: Record<string, unknown>) {
  const { firstName, lastName, birthDate, sexId, nationalityId } = detail;
  return { firstName, lastName, birthDate, sexId, nationalityId };
}
