// The first-run season (issue 28): the rule that names and dates the current season from
// SEASON_START_MONTH at the clock's day, and the start without demo data that creates it once on a
// database without seasons, whatever number of instances start together.
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureFirstSeason, seasonOf } from '../../src/features/seasons';
import { setToday, today } from '../../src/platform/clock';
import { loadConfig } from '../../src/platform/config/config';
import { openDatabase } from '../../src/platform/db/bootstrap';
import { createDatabase, type Database } from '../../src/platform/db/pool';
import { createTestDatabase, TEST_TODAY } from '../database';

afterEach(() => setToday(TEST_TODAY));

describe('the season of a day', () => {
  it('runs from 1 September for twelve months by default, named by its two years', () => {
    setToday('2026-11-21');
    expect(seasonOf(today(), 9)).toEqual({ name: '2026/2027', validFrom: '2026-09-01', validTill: '2027-08-31' });
    setToday('2026-09-01');
    expect(seasonOf(today(), 9)).toEqual({ name: '2026/2027', validFrom: '2026-09-01', validTill: '2027-08-31' });
    // The last day before the start still belongs to the season before.
    setToday('2026-08-31');
    expect(seasonOf(today(), 9)).toEqual({ name: '2025/2026', validFrom: '2025-09-01', validTill: '2026-08-31' });
  });

  it('is the calendar year, named by it, when seasons start in January', () => {
    setToday('2026-11-21');
    expect(seasonOf(today(), 1)).toEqual({ name: '2026', validFrom: '2026-01-01', validTill: '2026-12-31' });
    setToday('2027-01-01');
    expect(seasonOf(today(), 1)).toEqual({ name: '2027', validFrom: '2027-01-01', validTill: '2027-12-31' });
  });

  it('ends the day before the next start, leap days included, and refuses a month outside 1–12', () => {
    expect(seasonOf('2027-05-10', 3)).toEqual({ name: '2027/2028', validFrom: '2027-03-01', validTill: '2028-02-29' });
    expect(seasonOf('2026-01-15', 12)).toEqual({ name: '2025/2026', validFrom: '2025-12-01', validTill: '2026-11-30' });
    expect(() => seasonOf('2026-01-15', 0)).toThrow(RangeError);
    expect(() => seasonOf('2026-01-15', 13)).toThrow(RangeError);
  });
});

describe('the start without demo data', () => {
  let url = '';
  let drop: () => Promise<void> = async () => {};
  let database: Database;
  const log = pino({ level: 'silent' });
  const seasons = async () =>
    (
      await database.pool.query(
        `SELECT name, valid_from::text AS "validFrom", valid_till::text AS "validTill", state_id AS "stateId",
                is_for_role AS "isForRole", is_for_tournament AS "isForTournament", created_by_id AS "createdById"
           FROM seasons ORDER BY id`,
      )
    ).rows;

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase(inject('testServerUrl'), inject('testTemplate')));
    database = createDatabase(url, { max: 4 });
  });
  afterAll(async () => {
    await database?.pool.end();
    await drop();
  });

  it('creates the current season on a database without any, once', async () => {
    // A production database: no seasons (nor anything that used them).
    await database.pool.query('TRUNCATE seasons CASCADE');
    setToday('2027-03-15');
    const config = loadConfig(
      {},
      { DATABASE_URL: url, DEMO_DATA: 'false', SEASON_START_MONTH: '1', LOG_LEVEL: 'silent' },
    );
    const first = await openDatabase(config, log);
    await first.close();
    expect(await seasons()).toEqual([
      {
        name: '2027',
        validFrom: '2027-01-01',
        validTill: '2027-12-31',
        stateId: 2,
        isForRole: true,
        isForTournament: true,
        createdById: null,
      },
    ]);
    // The next start finds a season and adds none, whatever the date.
    setToday('2029-06-01');
    const second = await openDatabase(config, log);
    await second.close();
    expect(await seasons()).toHaveLength(1);
  });

  it('creates one season when several instances start together', async () => {
    await database.pool.query('TRUNCATE seasons CASCADE');
    setToday('2026-11-21');
    const created = await Promise.all([1, 2, 3].map(() => ensureFirstSeason(database.db, 9)));
    expect(created.filter(Boolean)).toEqual([{ name: '2026/2027', validFrom: '2026-09-01', validTill: '2027-08-31' }]);
    expect((await seasons()).map((s) => s.name)).toEqual(['2026/2027']);
  });

  it('refuses a start month outside 1–12 in the configuration', () => {
    expect(() => loadConfig({}, { SEASON_START_MONTH: '13' })).toThrow(/SEASON_START_MONTH/);
    expect(() => loadConfig({}, { SEASON_START_MONTH: 'září' })).toThrow(/SEASON_START_MONTH/);
    expect(loadConfig({}, {}).SEASON_START_MONTH).toBe(9);
  });
});
