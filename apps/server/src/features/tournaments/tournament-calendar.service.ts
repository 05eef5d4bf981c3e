// The iCal feeds of tournaments (spec 001 "Calendar subscription"): the public feed of every
// public tournament from one year back on, and a member's own feed (the tournaments of their
// applications) behind a secret token. Built with ical-generator; the subscription addresses are
// absolute, from PUBLIC_URL, and null without it (the dialog then says the URL is not set).
import { randomBytes } from 'node:crypto';
import { endpointPath, tournamentPublicEndpoints } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { AppError, notFound } from '../../platform/errors/app-error';
import { ACTIVE_APPLICATION_SQL, isNotLeagueSql, visibleTournamentSql } from './tournament-scope';

/** 192 random bits in base64url: 32 characters. */
const TOKEN_BYTES = 24;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** Far above a real season's count; keeps one feed bounded whatever the data. */
const MAX_EVENTS = 5000;

type EventRow = {
  uid: string;
  id: number;
  name: string;
  /** All-day: the first day and the day after the last (DTEND is exclusive). */
  dateFrom: string;
  dateAfter: string;
  /** Timed (a start time is set): the instants, from the local time in Europe/Prague. */
  startsAt: string | null;
  endsAt: string | null;
  isCancelled: boolean;
  stateId: number;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  organizerName: string | null;
  stamp: string;
};

/** The public tournaments (alias t) that a feed lists: from one year back on. */
const EVENT_COLUMNS = sql`
  t.calendar_event_id AS uid, t.id, t.name, t.date_from AS "dateFrom", (t.date_till + 1) AS "dateAfter",
  CASE WHEN t.time_from IS NULL THEN NULL ELSE (t.date_from + t.time_from) AT TIME ZONE 'Europe/Prague' END AS "startsAt",
  CASE WHEN t.time_from IS NULL THEN NULL ELSE ((t.date_till + 1)::timestamp) AT TIME ZONE 'Europe/Prague' END AS "endsAt",
  t.is_cancelled AS "isCancelled", t.state_id AS "stateId",
  nullif(concat_ws(', ', coalesce(sf.name, t.sport_field_text), t.street, concat_ws(' ', t.zip, t.city)), '') AS place,
  t.latitude, t.longitude, coalesce(c.name, t.organizer_text) AS "organizerName",
  coalesce(t.edited_date, t.created_date) AS stamp`;

const EVENTS_FROM = sql`tournaments t LEFT JOIN clubs c ON c.id = t.organizer_id LEFT JOIN sport_fields sf ON sf.id = t.sport_field_id`;

function eventsSql(where: SQL): SQL {
  return sql`SELECT ${EVENT_COLUMNS} FROM ${EVENTS_FROM}
    WHERE ${visibleTournamentSql({ zone: 'public' })} AND ${isNotLeagueSql()} AND t.date_till >= ${TODAY_SQL} - interval '1 year' AND ${where}
    ORDER BY t.date_from, t.id LIMIT ${MAX_EVENTS}`;
}

export interface FeedOptions {
  /** PUBLIC_URL without a trailing slash, or null. */
  base: string | null;
  routerBase: string;
  /** The public detail page exists (feature public-tournament-detail): events link to it. */
  detailPages: boolean;
  name: string;
}

function buildFeed(rows: EventRow[], options: FeedOptions): string {
  const calendar = ical({ name: options.name, prodId: { company: 'Fedra', product: 'Tournaments', language: 'CS' } });
  for (const r of rows) {
    const timed = r.startsAt !== null && r.endsAt !== null;
    const cancelled = r.isCancelled || r.stateId === 5;
    calendar.createEvent({
      id: r.uid,
      summary: r.name,
      start: timed ? new Date(r.startsAt!) : r.dateFrom,
      end: timed ? new Date(r.endsAt!) : r.dateAfter,
      allDay: !timed,
      stamp: new Date(r.stamp),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(r.organizerName ? { description: r.organizerName } : {}),
      ...(options.base && options.detailPages
        ? { url: `${options.base}${options.routerBase}tournament/public-detail/${r.id}` }
        : {}),
      ...(r.place || r.latitude !== null
        ? {
            location: {
              title: r.place ?? r.name,
              ...(r.latitude !== null && r.longitude !== null ? { geo: { lat: r.latitude, lon: r.longitude } } : {}),
            },
          }
        : {}),
    });
  }
  // RFC 5545 ends every content line, END:VCALENDAR too, with CRLF.
  return calendar.toString().replace(/(\r\n)?$/, '\r\n');
}

export async function publicFeed(db: Db, options: FeedOptions): Promise<string> {
  const { rows } = await db.execute<EventRow>(eventsSql(sql`TRUE`));
  return buildFeed(rows, options);
}

/** The tournaments the token's person has an active application in; an unknown token: 404. */
export async function personalFeed(db: Db, token: string, options: FeedOptions): Promise<string> {
  if (!TOKEN.test(token)) throw notFound();
  const owner = await db.execute<{ personId: number }>(
    sql`SELECT person_id AS "personId" FROM tournament_calendar_tokens WHERE token = ${token}`,
  );
  const personId = owner.rows[0]?.personId;
  if (personId === undefined) throw notFound();
  const { rows } = await db.execute<EventRow>(
    eventsSql(sql`EXISTS (SELECT 1 FROM tournament_participants p
      WHERE p.tournament_id = t.id AND p.person_id = ${personId} AND ${ACTIVE_APPLICATION_SQL('p')})`),
  );
  return buildFeed(rows, options);
}

export const newCalendarToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** The person's token, created on the first call (concurrent first calls agree on one). */
export async function calendarToken(db: Db, personId: number): Promise<string> {
  // When a concurrent first call inserts first, this statement's snapshot sees neither its own row
  // nor the other's: the next statement (a new snapshot) reads the committed one.
  for (let attempt = 0; ; attempt++) {
    const { rows } = await db.execute<{ token: string }>(sql`
      WITH created AS (
        INSERT INTO tournament_calendar_tokens (person_id, token) VALUES (${personId}, ${newCalendarToken()})
        ON CONFLICT (person_id) DO NOTHING RETURNING token)
      SELECT token FROM created UNION ALL SELECT token FROM tournament_calendar_tokens WHERE person_id = ${personId}`);
    if (rows[0]) return rows[0].token;
    if (attempt >= 3) throw new AppError('service_unavailable', 503, {}, [], { 'retry-after': '1' });
  }
}

/** A new token: the old address stops working at once. */
export async function resetCalendarToken(db: Db, personId: number): Promise<string> {
  const token = newCalendarToken();
  await db.execute(sql`
    INSERT INTO tournament_calendar_tokens (person_id, token) VALUES (${personId}, ${token})
    ON CONFLICT (person_id) DO UPDATE SET token = excluded.token, created_date = now()`);
  return token;
}

/** The public feed's address at `base` (requestOrigin: PUBLIC_URL, else the request's origin). */
export function publicFeedUrl(base: string): string {
  return `${base}${tournamentPublicEndpoints.publicCalendar.path}`;
}

export function personalFeedUrl(base: string, token: string): string {
  return `${base}${endpointPath(tournamentPublicEndpoints.personalCalendar.path, { token })}`;
}
