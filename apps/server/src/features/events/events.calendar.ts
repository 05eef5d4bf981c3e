// The events' iCal feeds (issue 32 §5), built as the tournaments' feeds are (ical-generator;
// docs/decisions/public-tournament-pages-and-calendar-feeds.md): the office's feed of every event
// from one year back on, and a member's own feed of the events they hold a place in. UID is
// stable per event, DTSTAMP its last edit (the feed stays byte-identical while nothing changes).
import { type SQL, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { NOW_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { HOLDS_PLACE } from './events.list';

/** Far above a real year's count; keeps one feed bounded whatever the data. */
const MAX_EVENTS = 5000;

type Row = {
  id: number;
  name: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  stamp: string;
};

function eventsSql(where: SQL): SQL {
  return sql`
    SELECT e.id, e.name, ${isoTimestampSql(sql`e.starts_at`)} AS "startsAt", ${isoTimestampSql(sql`e.ends_at`)} AS "endsAt",
           nullif(concat_ws(', ', sf.name, e.venue_text, sf.street, concat_ws(' ', sf.zip, sf.city)), '') AS place,
           sf.latitude, sf.longitude, e.description,
           ${isoTimestampSql(sql`coalesce(e.edited_date, e.created_date)`)} AS stamp
      FROM events e LEFT JOIN sport_fields sf ON sf.id = e.sport_field_id
     WHERE e.ends_at >= ${NOW_SQL} - interval '1 year' AND ${where}
     ORDER BY e.starts_at, e.id LIMIT ${MAX_EVENTS}`;
}

function buildFeed(rows: Row[], name: string, host: string): string {
  const calendar = ical({ name, prodId: { company: 'Fedra', product: 'Events', language: 'CS' } });
  for (const r of rows) {
    calendar.createEvent({
      id: `event-${r.id}@${host}`,
      summary: r.name,
      start: new Date(r.startsAt),
      end: new Date(r.endsAt),
      stamp: new Date(r.stamp),
      ...(r.description ? { description: r.description } : {}),
      ...(r.place
        ? {
            location: {
              title: r.place,
              ...(r.latitude !== null && r.longitude !== null
                ? { geo: { lat: Number(r.latitude), lon: Number(r.longitude) } }
                : {}),
            },
          }
        : {}),
    });
  }
  // RFC 5545 ends every content line, END:VCALENDAR too, with CRLF.
  return calendar.toString().replace(/(\r\n)?$/, '\r\n');
}

export async function adminFeed(db: Db, name: string, host: string): Promise<string> {
  const { rows } = await db.execute<Row>(eventsSql(sql`TRUE`));
  return buildFeed(rows, name, host);
}

export async function personalFeed(db: Db, personId: number, name: string, host: string): Promise<string> {
  const { rows } = await db.execute<Row>(
    eventsSql(sql`EXISTS (SELECT 1 FROM event_registrations r
      WHERE r.event_id = e.id AND r.person_id = ${personId} AND ${HOLDS_PLACE})`),
  );
  return buildFeed(rows, name, host);
}
