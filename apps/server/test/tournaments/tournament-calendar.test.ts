// The iCal feeds through HTTP, parsed: the public feed (public tournaments only, stable UIDs,
// all-day and timed events, cancelled ones marked, GEO), the member's own feed by its secret
// token, and the subscription addresses of each zone (null without PUBLIC_URL).
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server';
import {
  addApplication,
  addDiscipline,
  createTournament,
  isoDay,
  seedTournaments,
} from '../tournament-public-fixtures';

const FEED = '/api/public-zone/tournaments/calendar.ics';
const BASE = 'https://fedra.example.cz';

type IcsEvent = Record<string, { params: string; value: string }>;

/** The VEVENTs of a feed: unfolded lines, each property with its parameters and value. */
function parseEvents(text: string): IcsEvent[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      current[name!] = { params: params.join(';'), value: line.slice(colon + 1) };
    }
  }
  return events;
}

const compact = (iso: string) => iso.replace(/-/g, '');

async function uidOf(server: ReturnType<typeof useTestServer>, id: number): Promise<string> {
  const { rows } = await server.db.pool.query('SELECT calendar_event_id AS uid FROM tournaments WHERE id = $1', [id]);
  return rows[0].uid as string;
}

describe('calendar feeds', () => {
  const server = useTestServer({ PUBLIC_URL: `${BASE}/`, PUBLIC_CACHE_SECONDS: '0' });

  it('lists the public tournaments from a year back as events; drafts never, cancelled ones marked', async () => {
    const s = await seedTournaments(server, 'Kalendář');
    const old = await createTournament(server, {
      name: 'Kalendář dávný',
      dateFrom: isoDay(-400),
      dateTill: isoDay(-399),
    });
    const res = await server.request({ method: 'GET', url: FEED });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseEvents(res.body);
    const byUid = new Map(events.map((e) => [e.UID!.value, e]));

    const published = byUid.get(await uidOf(server, s.published))!;
    expect(published.SUMMARY!.value).toBe('Kalendář veřejný');
    expect(published.STATUS!.value).toBe('CONFIRMED');
    // Timed: 09:30 in Prague, written in UTC (08:30Z in winter, 07:30Z in summer).
    expect(published.DTSTART!.value).toMatch(new RegExp(`^${compact(isoDay(30))}T0[78]3000Z$`));
    expect(published.URL!.value).toBe(`${BASE}/tournament/public-detail/${s.published}`);
    expect(published.GEO!.value).toBe('50.08;14.42');
    expect(published.LOCATION!.value).toContain('Praha');

    const cancelled = byUid.get(await uidOf(server, s.cancelled))!;
    expect(cancelled.STATUS!.value).toBe('CANCELLED');
    // All-day: DTEND is the day after the last day (exclusive).
    expect(cancelled.DTSTART).toEqual({ params: 'VALUE=DATE', value: compact(isoDay(30)) });
    expect(cancelled.DTEND).toEqual({ params: 'VALUE=DATE', value: compact(isoDay(32)) });

    expect(byUid.has(await uidOf(server, s.past))).toBe(true);
    expect(byUid.has(await uidOf(server, s.draft))).toBe(false);
    expect(byUid.has(await uidOf(server, old))).toBe(false);
    expect(res.body).not.toContain('Ředitel Tajný');
  });

  it('gives a member a secret feed of the tournaments of their own applications, and a new one on reset', async () => {
    const mine = await createTournament(server, { name: 'Kalendář můj' });
    const other = await createTournament(server, { name: 'Kalendář cizí' });
    const { rows } = await server.db.pool.query(
      `SELECT assign_person_id AS id FROM users WHERE user_name = 'member@fedra.test'`,
    );
    const personId = rows[0].id as number;
    // The demo federation applies the member too: start from no applications to know the feed exactly.
    await server.db.pool.query('DELETE FROM tournament_participants WHERE person_id = $1', [personId]);
    await addApplication(server, await addDiscipline(server, mine, 'Dvouhra'), { personId });
    await addApplication(server, await addDiscipline(server, other, 'Dvouhra'));
    // A rejected application does not put the tournament in the feed.
    const rejected = await createTournament(server, { name: 'Kalendář odmítnutý' });
    await addApplication(server, await addDiscipline(server, rejected, 'Dvouhra'), { personId, stateId: 3 });

    const urls = await server.request({ method: 'GET', url: '/api/personal-zone/tournaments/calendar', as: 'member' });
    expect(urls.statusCode, urls.body).toBe(200);
    const { publicUrl, personalUrl } = urls.json().data as { publicUrl: string; personalUrl: string };
    expect(publicUrl).toBe(`${BASE}${FEED}`);
    const token = /\/calendar\/([A-Za-z0-9_-]{32})\.ics$/.exec(personalUrl)?.[1];
    expect(token, personalUrl).toBeDefined();
    // The same address on the next call.
    const again = await server.request({ method: 'GET', url: '/api/personal-zone/tournaments/calendar', as: 'member' });
    expect(again.json().data.personalUrl).toBe(personalUrl);

    const feedUrl = personalUrl.slice(BASE.length);
    const feed = await server.request({ method: 'GET', url: feedUrl });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    expect(parseEvents(feed.body).map((e) => e.UID!.value)).toEqual([await uidOf(server, mine)]);

    const reset = await server.request({
      method: 'POST',
      url: '/api/personal-zone/tournaments/calendar/reset',
      as: 'member',
    });
    expect(reset.statusCode).toBe(202);
    expect(reset.json().data.personalUrl).not.toBe(personalUrl);
    expect((await server.request({ method: 'GET', url: feedUrl })).statusCode).toBe(404);
    const renewed = await server.request({ method: 'GET', url: reset.json().data.personalUrl.slice(BASE.length) });
    expect(renewed.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed token, 400 for one with control characters', async () => {
    for (const token of ['A'.repeat(32), 'short']) {
      const res = await server.request({ method: 'GET', url: `/api/public-zone/tournaments/calendar/${token}.ics` });
      expect(res.statusCode, token).toBe(404);
    }
    const nul = await server.request({
      method: 'GET',
      url: `/api/public-zone/tournaments/calendar/${'%00'.repeat(3)}.ics`,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['content-type']).toContain('application/problem+json');
  });

  it('tells the admin, club and public zones the public address', async () => {
    for (const [zone, as] of [
      ['admin', 'expert'],
      ['club', 'club'],
      ['public', undefined],
    ] as const) {
      const res = await server.request({ method: 'GET', url: `/api/${zone}-zone/tournaments/calendar`, as });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ publicUrl: `${BASE}${FEED}` });
    }
  });
});

describe('without PUBLIC_URL', () => {
  const server = useTestServer();
  it('answers the addresses at the origin the request came to, as the QR codes do', async () => {
    const headers = { host: 'fedra.example:8080' };
    const res = await server.request({
      method: 'GET',
      url: '/api/personal-zone/tournaments/calendar',
      as: 'member',
      headers,
    });
    const data = res.json().data as { publicUrl: string; personalUrl: string };
    expect(data.publicUrl).toBe(`http://fedra.example:8080${FEED}`);
    expect(data.personalUrl).toMatch(
      /^http:\/\/fedra\.example:8080\/api\/public-zone\/tournaments\/calendar\/[\w-]{32}\.ics$/,
    );
    const admin = await server.request({
      method: 'GET',
      url: '/api/admin-zone/tournaments/calendar',
      as: 'admin',
      headers,
    });
    expect(admin.json().data).toEqual({ publicUrl: `http://fedra.example:8080${FEED}` });
  });

  it('ends the feed with CRLF after END:VCALENDAR (RFC 5545)', async () => {
    const res = await server.request({ method: 'GET', url: FEED });
    expect(res.statusCode).toBe(200);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(res.body.endsWith('\r\n\r\n')).toBe(false);
  });
});
