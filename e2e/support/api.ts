// Calls of the real API from the e2e specs' setup (what the office would have entered before a
// test starts): sign in as a demo account, then JSON calls with its token.
import { baseUrl } from './browser';
import { DEMO_PASSWORD } from './flows';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** The access token of a demo account. */
export async function tokenOf(userName: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/account/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A call of `/api{path}` with the token; the status and the parsed JSON body (null when empty). */
export async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    // A JSON content type only with a body: Fastify refuses an empty JSON body.
    headers:
      body === undefined ? { authorization: `Bearer ${token}` } : { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const pragueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' });

/**
 * The date `offset` days from today, ISO: today as the server counts it, in Prague (its clock,
 * platform/clock). The UTC date is the day before from midnight to 01:00 or 02:00 in Prague.
 */
export const isoDay = (offset: number) =>
  new Date(Date.parse(`${pragueDate.format(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
