// Seasons: the demo has the previous, current and next one; the benchmark wants a longer
// history, so closed seasons are added before the earliest until there are as many as asked.
import type pg from 'pg';
import { SEASON_STATE, SECTION } from '../../apps/server/src/db/reference-ids';
import { copyInto, copyLine } from './copy';
import { dayOf, timestampOf, yearOf } from './dates';

export interface Season {
  id: number;
  from: number;
  till: number;
}

export interface SeasonFrame {
  /** Every season, oldest first. */
  list: Season[];
  /** Index of the season that contains today (else the last one that started). */
  current: number;
  added: number;
}

/** Index of the season that contains `day` (-1 before the first; the last one after the end). */
export function seasonIndexOf(frame: SeasonFrame, day: number): number {
  const list = frame.list;
  if (!list.length || day < (list[0] as Season).from) return -1;
  for (let s = list.length - 1; s >= 0; s--) if ((list[s] as Season).from <= day) return s;
  return -1;
}

export async function addSeasons(
  client: pg.PoolClient,
  total: number,
  maxId: number,
  today: number,
): Promise<SeasonFrame> {
  const existing = await client.query<{ id: number; valid_from: string; valid_till: string }>(
    `SELECT id, to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_till, 'YYYY-MM-DD') AS valid_till
       FROM seasons ORDER BY valid_from, id`,
  );
  const list: Season[] = existing.rows.map((s) => ({ id: s.id, from: dayOf(s.valid_from), till: dayOf(s.valid_till) }));
  if (!list.length) throw new Error('no seasons: seed the demo data first');
  const firstYear = yearOf((list[0] as Season).from);
  const added: { id: number; year: number }[] = [];
  for (let k = 1; list.length + added.length < total; k++) added.push({ id: maxId + k, year: firstYear - k });
  await copyInto(
    client,
    'seasons',
    [
      'id',
      'name',
      'valid_from',
      'valid_till',
      'state_id',
      'section_id',
      'is_for_role',
      'is_for_tournament',
      'created_date',
    ],
    added.map(({ id, year }) =>
      copyLine([
        id,
        `${year}/${year + 1}`,
        `${year}-07-01`,
        `${year + 1}-06-30`,
        SEASON_STATE.closed,
        SECTION.badminton,
        true,
        true,
        timestampOf(dayOf(`${year}-05-15`), 600),
      ]),
    ),
  );
  const all = [
    ...added.map(({ id, year }) => ({ id, from: dayOf(`${year}-07-01`), till: dayOf(`${year + 1}-06-30`) })),
    ...list,
  ].sort((a, b) => a.from - b.from || a.id - b.id);
  const frame: SeasonFrame = { list: all, current: 0, added: added.length };
  frame.current = Math.max(0, seasonIndexOf(frame, today));
  return frame;
}
