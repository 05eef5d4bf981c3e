// Person contributions through HTTP on real PostgreSQL (the demo federation's two seasons of
// contributions): the lists and totals in each zone's scope, the bulk payment with its per-row
// answers (also 10,000 ids at once and two payments of the same rows at once), the generation
// job, the price list and the bad inputs in both languages.
import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const ADMIN = '/api/admin-zone/person-contributions';
const CLUB = '/api/club-zone/person-contributions';
const PRICES = '/api/admin-zone/person-contribution-prices';

type Caller = DemoUser | { token: string };
type Problem = { status: number; errors: { field?: string; message: string }[] };
type Contribution = {
  id: number;
  personId: number;
  fullName: string;
  clubId: number | null;
  federationUnitId: number | null;
  seasonId: number;
  amount: number;
  paidStateId: number;
  paidDate: string | null;
  paymentSourceId: number | null;
  roles: number[];
};
type PayResult = {
  totalCount: number;
  paidCount: number;
  invalidCount: number;
  paidAmount: number;
  failures: { id: number; personId: number | null; fullName: string | null; reason: string; message: string }[];
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: Caller,
  payload?: unknown,
  lang = 'en',
) {
  return server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : { token: as.token }),
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { 'accept-language': lang },
  });
}

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pool.query(text, params)).rows as T[];
}
const one = async <T>(text: string, params: unknown[] = []) => (await rows<T>(text, params))[0] as T;

const errorsOf = (res: { json(): unknown }) => (res.json() as Problem).errors;

let current: number; // the current season's id
let previous: number;
let next: number;
let clubId: number; // club@'s current club
let readOnlyClubId: number;

/** Unpaid contributions of a club in the current season, by id. */
const unpaidOf = (club: number, limit: number) =>
  rows<{ id: number; amount: string }>(
    `SELECT id, amount FROM person_contributions WHERE club_id = $1 AND season_id = $2 AND paid_state_id = 1
      ORDER BY id LIMIT $3`,
    [club, current, limit],
  );

beforeAll(async () => {
  const seasons = await rows<{ id: number }>('SELECT id FROM seasons ORDER BY valid_from');
  [previous, current, next] = seasons.map((s) => s.id) as [number, number, number];
  clubId = (await one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`))
    .id;
  readOnlyClubId = (
    await one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = 'clubro@fedra.test'`)
  ).id;
});

describe('contribution lists', () => {
  it('lists the whole federation for the office, one unit for its manager, one club in the club zone', async () => {
    const season = `fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${current}`;
    const all = await call('GET', `${ADMIN}?${season}&limit=1000`, 'expert');
    expect(all.statusCode, all.body).toBe(200);
    const expected = await one<{ n: number; units: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT federation_unit_id)::int AS units FROM person_contributions WHERE season_id = $1',
      [current],
    );
    expect(all.json().total).toBe(expected.n);
    expect(expected.units).toBeGreaterThan(1);

    const unit = await call('GET', `${ADMIN}?${season}&limit=1000`, 'unit');
    const unitRows = unit.json().data as Contribution[];
    expect(unitRows.length).toBeGreaterThan(0);
    expect(new Set(unitRows.map((r) => r.federationUnitId))).toEqual(new Set([1]));

    const club = await call('GET', `${CLUB}?${season}&limit=1000`, 'club');
    const clubRows = club.json().data as Contribution[];
    expect(clubRows.length).toBeGreaterThan(0);
    expect(new Set(clubRows.map((r) => r.clubId))).toEqual(new Set([clubId]));
    // Another club's filter in the club zone finds nothing.
    const other = await call(
      'GET',
      `${CLUB}?fields[clubId][o]=valuesEqual&fields[clubId][v]=${readOnlyClubId}`,
      'club',
    );
    expect(other.json().total).toBe(0);
    const ro = await call('GET', `${CLUB}?${season}`, 'clubro');
    expect(new Set((ro.json().data as Contribution[]).map((r) => r.clubId))).toEqual(new Set([readOnlyClubId]));
  });

  it('filters and sorts by the list convention, pages ids first, and refuses what it does not know', async () => {
    const person = await one<{ person_id: number; last_name: string; registration_number: string }>(
      `SELECT pc.person_id, p.last_name, p.registration_number FROM person_contributions pc JOIN persons p ON p.id = pc.person_id
        WHERE pc.season_id = $1 ORDER BY pc.id LIMIT 1`,
      [previous],
    );
    const byName = await call(
      'GET',
      `${ADMIN}?fields[fullName][o]=valuesLike&fields[fullName][v]=${encodeURIComponent(person.last_name)}&sort=-season`,
      'expert',
    );
    expect(byName.statusCode, byName.body).toBe(200);
    const named = byName.json().data as Contribution[];
    expect(named.some((r) => r.personId === person.person_id)).toBe(true);
    expect(byName.json().total).toBe(named.length);

    const paid = await call(
      'GET',
      `${ADMIN}?fields[paidStateId][o]=valuesEqual&fields[paidStateId][v]=2&fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${previous}&sort=-amount&limit=50`,
      'expert',
    );
    const paidRows = paid.json().data as Contribution[];
    expect(paidRows.every((r) => r.paidStateId === 2 && r.paidDate !== null)).toBe(true);
    const amounts = paidRows.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    // Pages follow each other without overlap.
    const season = `fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${current}`;
    const first = (await call('GET', `${ADMIN}?${season}&limit=20`, 'expert')).json().data as Contribution[];
    const second = (await call('GET', `${ADMIN}?${season}&limit=20&offset=20`, 'expert')).json().data as Contribution[];
    const both = (await call('GET', `${ADMIN}?${season}&limit=40`, 'expert')).json().data as Contribution[];
    expect([...first, ...second].map((r) => r.id)).toEqual(both.map((r) => r.id));

    const bad = await call('GET', `${ADMIN}?fields[amount][o]=valuesEqual&fields[amount][v]=1&sort=nope`, 'expert');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad).map((e) => e.field)).toEqual(['fields[amount]', 'sort']);
  });

  it('totals the filter: counts and amounts as the table holds them', async () => {
    const season = `fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${current}`;
    const res = await call('GET', `${ADMIN}/summary?${season}`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    const sums = await one<Record<string, string | number>>(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE paid_state_id = 2)::int AS paid_count,
              count(*) FILTER (WHERE paid_state_id = 1)::int AS unpaid_count,
              count(*) FILTER (WHERE paid_state_id = 3)::int AS not_required_count,
              sum(amount) AS expected, coalesce(sum(amount) FILTER (WHERE paid_state_id = 2), 0) AS paid,
              coalesce(sum(amount) FILTER (WHERE paid_state_id = 1), 0) AS unpaid
         FROM person_contributions WHERE season_id = $1`,
      [current],
    );
    expect(res.json().data).toEqual({
      count: sums.count,
      paidCount: sums.paid_count,
      unpaidCount: sums.unpaid_count,
      notRequiredCount: sums.not_required_count,
      expected: Number(sums.expected),
      paid: Number(sums.paid),
      unpaid: Number(sums.unpaid),
    });
    expect(sums.paid_count).toBeGreaterThan(0);
    expect(sums.unpaid_count).toBeGreaterThan(0);
    const club = (await call('GET', `${CLUB}/summary?${season}`, 'clubro')).json().data;
    const clubCount = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM person_contributions WHERE season_id = $1 AND club_id = $2',
      [current, readOnlyClubId],
    );
    expect(club.count).toBe(clubCount.n);
  });

  it('exports the filtered list as CSV with names for codes', async () => {
    const res = await call(
      'GET',
      `${CLUB}?format=csv&fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${current}`,
      'club',
      undefined,
      'cs',
    );
    expect(res.statusCode).toBe(200);
    const records = parseCsv(res.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(records[0]).toContain('Stav platby');
    const count = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM person_contributions WHERE season_id = $1 AND club_id = $2',
      [current, clubId],
    );
    expect(records.length - 1).toBe(count.n);
    expect(records.slice(1).some((r) => r.includes('Zaplaceno'))).toBe(true);
  });
});

describe('bulk payment', () => {
  it('pays the club its own unpaid contributions from its credit and answers the rest per row', async () => {
    const [a, b] = await unpaidOf(clubId, 2);
    const foreign = (await unpaidOf(readOnlyClubId, 1))[0]!;
    const alreadyPaid = await one<{ id: number }>(
      `SELECT id FROM person_contributions WHERE club_id = $1 AND paid_state_id = 2 ORDER BY id LIMIT 1`,
      [clubId],
    );
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM club_credit_entries WHERE club_id = $1', [
      clubId,
    ]);
    const res = await call('POST', `${CLUB}/pay`, 'club', {
      ids: [a!.id, b!.id, b!.id, foreign.id, alreadyPaid.id, 99_999_999],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as PayResult;
    expect(result).toMatchObject({ totalCount: 5, paidCount: 2, invalidCount: 3 });
    expect(result.paidAmount).toBe(Number(a!.amount) + Number(b!.amount));
    const byId = new Map(result.failures.map((f) => [f.id, f]));
    // Another club's contribution is as unknown as one that does not exist: nothing of it is revealed.
    expect(byId.get(foreign.id)).toMatchObject({ reason: 'notFound', personId: null, fullName: null });
    expect(byId.get(99_999_999)).toMatchObject({ reason: 'notFound', personId: null });
    expect(byId.get(alreadyPaid.id)?.reason).toBe('alreadyPaid');
    expect(byId.get(alreadyPaid.id)?.message).toMatch(/: the contribution is already paid\.$/);
    expect(byId.get(alreadyPaid.id)?.fullName).toBeTruthy();

    const paid = await rows<{ paid_state_id: number; payment_source_id: number; credit_entry_id: number | null }>(
      'SELECT paid_state_id, payment_source_id, credit_entry_id FROM person_contributions WHERE id = ANY($1)',
      [[a!.id, b!.id]],
    );
    expect(paid.every((p) => p.paid_state_id === 2 && p.payment_source_id === 4)).toBe(true);
    const entryIds = new Set(paid.map((p) => p.credit_entry_id));
    expect(entryIds.size).toBe(1);
    const entry = await one<{ club_id: number; kind: string; amount: string; note: string }>(
      'SELECT club_id, kind, amount, note FROM club_credit_entries WHERE id = $1',
      [[...entryIds][0]],
    );
    expect(entry).toMatchObject({ club_id: clubId, kind: 'spend' });
    expect(Number(entry.amount)).toBe(result.paidAmount);
    expect(entry.note).toMatch(/^Členské příspěvky \d{4}\/\d{4}: 2 osoby$/);
    const after = await one<{ n: number }>('SELECT count(*)::int AS n FROM club_credit_entries WHERE club_id = $1', [
      clubId,
    ]);
    expect(after.n).toBe(before.n + 1);

    // Again: nothing is paid twice, the messages come in the caller's language.
    const again = await call('POST', `${CLUB}/pay`, 'club', { ids: [a!.id] }, 'cs');
    expect(again.json().data).toMatchObject({ totalCount: 1, paidCount: 0, invalidCount: 1 });
    expect(again.json().data.failures[0].message).toMatch(/: příspěvek už je zaplacen\.$/);
  });

  it('refuses the read-only club manager, ExpRO and a unit manager outside its units', async () => {
    const [row] = await unpaidOf(readOnlyClubId, 1);
    expect((await call('POST', `${CLUB}/pay`, 'clubro', { ids: [row!.id] })).statusCode).toBe(403);
    const expro = { token: await server.tokenForRole('exprocontrib@fedra.test', 'AdminExpertCommissionReadOnly') };
    expect((await call('GET', `${ADMIN}?limit=1`, expro)).statusCode).toBe(200);
    expect((await call('POST', `${ADMIN}/pay`, expro, { ids: [row!.id] })).statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/generate`, expro, { seasonId: next })).statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/generate`, 'unit', { seasonId: next })).statusCode).toBe(403);
    // The unit manager (unit 1) pays in its unit only.
    const outside = await one<{ id: number }>(
      `SELECT id FROM person_contributions WHERE federation_unit_id <> 1 AND paid_state_id = 1 ORDER BY id LIMIT 1`,
    );
    const inside = await one<{ id: number }>(
      `SELECT id FROM person_contributions WHERE federation_unit_id = 1 AND paid_state_id = 1 ORDER BY id LIMIT 1`,
    );
    const res = await call('POST', `${ADMIN}/pay`, 'unit', { ids: [outside.id, inside.id], paymentSourceId: 1 });
    expect(res.json().data).toMatchObject({ paidCount: 1, invalidCount: 1 });
    expect(res.json().data.failures).toMatchObject([{ id: outside.id, reason: 'notFound', personId: null }]);
    const outsideNow = await one<{ paid_state_id: number }>(
      'SELECT paid_state_id FROM person_contributions WHERE id = $1',
      [outside.id],
    );
    expect(outsideNow.paid_state_id).toBe(1);
  });

  it('answers the bad requests with 400 naming the field, in the caller language', async () => {
    const [row] = await unpaidOf(clubId, 1);
    const none = await call('POST', `${CLUB}/pay`, 'club', { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none)).toEqual([{ field: 'ids', message: 'No person selected' }]);
    const noneCs = await call('POST', `${CLUB}/pay`, 'club', {}, 'cs');
    expect(errorsOf(noneCs)).toEqual([{ field: 'ids', message: 'Nebyla vybrána žádná osoba.' }]);
    const both = await call('POST', `${ADMIN}/pay`, 'expert', { ids: [row!.id], all: true });
    expect(errorsOf(both).map((e) => e.field)).toEqual(['ids']);
    const future = await call('POST', `${ADMIN}/pay`, 'expert', { ids: [row!.id], paidDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(errorsOf(future).map((e) => e.field)).toEqual(['paidDate']);
    const source = await call('POST', `${ADMIN}/pay`, 'expert', { ids: [row!.id], paymentSourceId: 99 });
    expect(errorsOf(source).map((e) => e.field)).toEqual(['paymentSourceId']);
    const clubSource = await call('POST', `${CLUB}/pay`, 'club', { ids: [row!.id], paymentSourceId: 1 });
    expect(clubSource.statusCode).toBe(400);
    expect(errorsOf(clubSource)).toEqual([
      { field: 'paymentSourceId', message: 'In the club zone contributions are paid from the club credit only.' },
    ]);
    const text = await call('POST', `${ADMIN}/pay`, 'expert', { ids: ['abc', 1.5] });
    expect(text.statusCode).toBe(400);
    expect(errorsOf(text).map((e) => e.field)).toEqual(['ids.0', 'ids.1']);
    const notArray = await call('POST', `${ADMIN}/pay`, 'expert', { ids: 'all' });
    expect(errorsOf(notArray)[0]?.field).toBe('ids');
    const tooMany = await call('POST', `${ADMIN}/pay`, 'expert', {
      ids: Array.from({ length: 10_001 }, (_, i) => i + 1),
    });
    expect(errorsOf(tooMany).map((e) => e.field)).toEqual(['ids']);
    // "All" of nothing is nobody selected, not a payment of nobody.
    const nobody = await call(
      'POST',
      `${CLUB}/pay?fields[fullName][o]=valuesEqual&fields[fullName][v]=Nikdo%20Takový`,
      'club',
      { all: true },
    );
    expect(nobody.statusCode).toBe(400);
    expect(errorsOf(nobody)).toEqual([{ field: 'all', message: 'No person selected' }]);
    // Paging would be ignored by a payment of all matches (a limit would not limit it): refused;
    // so is a filter beside ids, which name the rows themselves.
    const paged = await call('POST', `${CLUB}/pay?limit=1&sort=fullName`, 'club', { all: true });
    expect(errorsOf(paged).map((e) => e.field)).toEqual(['limit', 'sort']);
    const filtered = await call(
      'POST',
      `${CLUB}/pay?fields[paidStateId][o]=valuesEqual&fields[paidStateId][v]=1`,
      'club',
      {
        ids: [row!.id],
      },
    );
    expect(errorsOf(filtered).map((e) => e.field)).toEqual(['fields[paidStateId][o]', 'fields[paidStateId][v]']);
    const pagedSummary = await call('GET', `${CLUB}/summary?offset=5`, 'club');
    expect(errorsOf(pagedSummary).map((e) => e.field)).toEqual(['offset']);
    // Nothing of these was paid.
    expect(
      (await one<{ p: number }>('SELECT paid_state_id AS p FROM person_contributions WHERE id = $1', [row!.id])).p,
    ).toBe(1);
  });

  it('pays "all" the filter matches, in the scope only', async () => {
    const season = `fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${current}`;
    const unpaid = `fields[paidStateId][o]=valuesEqual&fields[paidStateId][v]=1`;
    const count = await one<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, sum(amount) AS sum FROM person_contributions WHERE club_id = $1 AND season_id = $2 AND paid_state_id = 1`,
      [clubId, current],
    );
    const res = await call('POST', `${CLUB}/pay?${season}&${unpaid}`, 'club', { all: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ totalCount: count.n, paidCount: count.n, invalidCount: 0 });
    expect(res.json().data.paidAmount).toBe(Number(count.sum));
    const left = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM person_contributions WHERE club_id = $1 AND season_id = $2 AND paid_state_id = 1',
      [clubId, current],
    );
    expect(left.n).toBe(0);
    // The other club's rows were not touched.
    expect((await unpaidOf(readOnlyClubId, 1)).length).toBe(1);
  });

  it('pays each row once when two payments of overlapping rows run at once', async () => {
    const rowsOf = await rows<{ id: number; amount: string; club_id: number }>(
      `SELECT id, amount, club_id FROM person_contributions WHERE season_id = $1 AND paid_state_id = 1
        AND club_id <> $2 ORDER BY id LIMIT 300`,
      [current, clubId],
    );
    const ids = rowsOf.map((r) => r.id);
    const entriesBefore = await one<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM club_credit_entries');
    const [x, y] = await Promise.all([
      call('POST', `${ADMIN}/pay`, 'expert', { ids: ids.slice(0, 200) }),
      call('POST', `${ADMIN}/pay`, 'admin', { ids: ids.slice(100, 300) }),
    ]);
    expect(x.statusCode, x.body).toBe(200);
    expect(y.statusCode, y.body).toBe(200);
    const rx = x.json().data as PayResult;
    const ry = y.json().data as PayResult;
    expect(rx.paidCount + ry.paidCount).toBe(300);
    expect(rx.invalidCount + ry.invalidCount).toBe(100);
    expect([...rx.failures, ...ry.failures].every((f) => f.reason === 'alreadyPaid')).toBe(true);
    const total = rowsOf.reduce((s, r) => s + Number(r.amount), 0);
    expect(Math.round((rx.paidAmount + ry.paidAmount) * 100)).toBe(Math.round(total * 100));
    // The ledger holds exactly what was paid, each contribution in one entry of its own club.
    const ledger = await one<{ sum: string; linked: number }>(
      `SELECT sum(e.amount) AS sum,
              (SELECT count(*)::int FROM person_contributions pc WHERE pc.credit_entry_id > $1) AS linked
         FROM club_credit_entries e WHERE e.id > $1`,
      [entriesBefore.n],
    );
    expect(Math.round(Number(ledger.sum) * 100)).toBe(Math.round(total * 100));
    expect(ledger.linked).toBe(300);
  });

  it('answers 10,000 ids with some foreign and some already paid per row, paying the valid ones once', async () => {
    const inUnit = await rows<{ id: number; paid_state_id: number }>(
      `SELECT id, paid_state_id FROM person_contributions WHERE federation_unit_id = 1 ORDER BY id LIMIT 4000`,
    );
    const foreign = await rows<{ id: number }>(
      `SELECT id FROM person_contributions WHERE federation_unit_id <> 1 ORDER BY id LIMIT 3000`,
    );
    const max = (await one<{ n: number }>('SELECT max(id) AS n FROM person_contributions')).n;
    const ids = [...inUnit.map((r) => r.id), ...foreign.map((r) => r.id)];
    for (let i = 1; ids.length < 10_000; i++) ids.push(max + i);
    const notRequired = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM person_contributions WHERE id = ANY($1) AND paid_state_id = 3',
      [inUnit.map((r) => r.id)],
    );
    const payable = inUnit.filter((r) => r.paid_state_id === 1).length;
    expect(payable).toBeGreaterThan(0);
    expect(inUnit.some((r) => r.paid_state_id === 2)).toBe(true);
    const res = await call('POST', `${ADMIN}/pay`, 'unit', { ids, paymentSourceId: 3 });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const result = res.json().data as PayResult;
    expect(result.totalCount).toBe(10_000);
    expect(result.paidCount).toBe(payable);
    expect(result.invalidCount).toBe(10_000 - payable);
    const reasons = new Map<string, number>();
    for (const f of result.failures) reasons.set(f.reason, (reasons.get(f.reason) ?? 0) + 1);
    expect(reasons.get('notFound')).toBe(10_000 - inUnit.length);
    expect(reasons.get('notRequired') ?? 0).toBe(notRequired.n);
    expect(reasons.get('alreadyPaid')).toBe(inUnit.length - payable - notRequired.n);
    const again = await call('POST', `${ADMIN}/pay`, 'unit', { ids, paymentSourceId: 3 });
    expect(again.json().data.paidCount).toBe(0);
  });
});

describe('generation', () => {
  it('generates a season as a job, a second time creates nothing, paid ones stay, price changes reach unpaid ones', async () => {
    const start = await call('POST', `${ADMIN}/generate`, 'expert', { seasonId: next });
    expect(start.statusCode, start.body).toBe(202);
    const { jobId } = start.json().data;
    const done = await server.waitForJob(jobId, 60_000);
    expect(done.state).toBe('completed');
    const first = (await call('GET', `${ADMIN}/generate/${jobId}`, 'expert')).json().data;
    expect(first).toMatchObject({ jobId, seasonId: next, state: 'completed', error: null });
    expect(first.result.created).toBeGreaterThan(100);
    expect(first.done).toBe(first.total);
    const count = await one<{ n: number }>('SELECT count(*)::int AS n FROM person_contributions WHERE season_id = $1', [
      next,
    ]);
    expect(count.n).toBe(first.result.created);

    // Pay one, raise the adult member price, generate again.
    const member = await one<{ id: number; amount: string; unit: number }>(
      `SELECT pc.id, pc.amount, pc.federation_unit_id AS unit FROM person_contributions pc
        WHERE pc.season_id = $1 AND pc.role_type_ids = '{1}' AND pc.age_category_id >= 7 AND pc.federation_unit_id <> 1
          AND pc.paid_state_id = 1 ORDER BY pc.id LIMIT 2`,
      [next],
    );
    const paidOne = await call('POST', `${ADMIN}/pay`, 'expert', { ids: [member.id], paymentSourceId: 1 });
    expect(paidOne.json().data.paidCount).toBe(1);
    const price = await one<{ id: number }>(
      `SELECT id FROM contribution_prices WHERE season_id = $1 AND person_role_type_id = 1
         AND federation_unit_id IS NULL AND age_category_id IS NULL`,
      [next],
    );
    const priceBody = await call(
      'GET',
      `${PRICES}?fields[seasonId][o]=valuesEqual&fields[seasonId][v]=${next}&limit=1000`,
      'expert',
    );
    const p = (priceBody.json().data as { id: number }[]).find((x) => x.id === price.id)!;
    const upd = await call('PUT', `${PRICES}/${price.id}`, 'expert', {
      ...p,
      amount: 1250,
      seasonName: undefined,
      createdDate: undefined,
      createdById: undefined,
      editedDate: undefined,
      editedById: undefined,
    });
    expect(upd.statusCode, upd.body).toBe(202);

    const again = await call('POST', `${ADMIN}/generate`, 'expert', { seasonId: next });
    const second = await server.waitForJob(again.json().data.jobId, 60_000);
    const result = second.result as { created: number; updated: number; unchanged: number };
    expect(result.created).toBe(0);
    expect(result.updated).toBeGreaterThan(0);
    expect(result.created + result.updated + result.unchanged).toBe(count.n);
    const paidRow = await one<{ amount: string; paid_state_id: number }>(
      'SELECT amount, paid_state_id FROM person_contributions WHERE id = $1',
      [member.id],
    );
    expect(paidRow).toEqual({ amount: member.amount, paid_state_id: 2 });
    const others = await rows<{ amount: string }>(
      `SELECT DISTINCT amount FROM person_contributions WHERE season_id = $1 AND role_type_ids = '{1}'
         AND age_category_id >= 7 AND federation_unit_id <> 1 AND paid_state_id = 1`,
      [next],
    );
    expect(others.map((o) => Number(o.amount))).toEqual([1250]);

    const third = await call('POST', `${ADMIN}/generate`, 'expert', { seasonId: next });
    const thirdDone = await server.waitForJob(third.json().data.jobId, 60_000);
    expect(thirdDone.result).toEqual({ created: 0, updated: 0, unchanged: count.n });
  });

  it('prices by the narrowest category holding the age before any age, then by the unit', async () => {
    // Adults (19+) cost 1,500 also for the masters inside that range; Prague's own price for 40-44
    // year-olds is 1,700; Prague's general member price (1,400, any age) no longer reaches its youth.
    await server.db.pool.query(
      `INSERT INTO contribution_prices (season_id, federation_unit_id, person_role_type_id, age_category_id, amount)
       VALUES ($1, NULL, 1, 7, 1500), ($1, 1, 1, 9, 1700)`,
      [next],
    );
    const job = await call('POST', `${ADMIN}/generate`, 'expert', { seasonId: next });
    expect((await server.waitForJob(job.json().data.jobId, 60_000)).state).toBe('completed');
    const amounts = await rows<{ unit: number; category: number; amount: string }>(
      `SELECT DISTINCT federation_unit_id AS unit, age_category_id AS category, amount FROM person_contributions
        WHERE season_id = $1 AND role_type_ids = '{1}' AND paid_state_id = 1 AND age_category_id IS NOT NULL`,
      [next],
    );
    const expected = (unit: number, category: number) =>
      category <= 6 ? 600 : category === 9 && unit === 1 ? 1700 : 1500;
    expect(amounts.length).toBeGreaterThan(5);
    for (const a of amounts)
      expect(Number(a.amount), `unit ${a.unit}, category ${a.category}`).toBe(expected(a.unit, a.category));
    expect(amounts.some((a) => a.unit === 1 && a.category <= 6)).toBe(true);
    expect(amounts.some((a) => a.category > 7)).toBe(true);
  });

  it('answers the job under way for the same season, and 400 for an unknown season', async () => {
    const [a, b] = await Promise.all([
      call('POST', `${ADMIN}/generate`, 'expert', { seasonId: previous }),
      call('POST', `${ADMIN}/generate`, 'admin', { seasonId: previous }),
    ]);
    expect(a.json().data.jobId).toBe(b.json().data.jobId);
    await server.waitForJob(a.json().data.jobId, 60_000);
    const unknown = await call('POST', `${ADMIN}/generate`, 'expert', { seasonId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown).map((e) => e.field)).toEqual(['seasonId']);
    const noJob = await call('GET', `${ADMIN}/generate/00000000-0000-4000-8000-000000000000`, 'expert');
    expect(noJob.statusCode).toBe(404);
  });

  it('refuses "all" beyond 10,000 matches, naming the count', async () => {
    const total = await one<{ n: number }>('SELECT count(*)::int AS n FROM person_contributions');
    expect(total.n).toBeGreaterThan(10_000);
    const res = await call('POST', `${ADMIN}/pay`, 'expert', { all: true });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'all', message: `${total.n} contributions match the filter; at most 10000 can be paid at once.` },
    ]);
  });
});

describe('price list', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    seasonId: next,
    federationUnitId: 2,
    personRoleTypeId: 3,
    ageCategoryId: 7,
    amount: 450.5,
    note: 'Trenéři dospělých',
    ...over,
  });

  it('creates, updates, lists and deletes a price', async () => {
    const created = await call('POST', PRICES, 'expert', body());
    expect(created.statusCode, created.body).toBe(201);
    const price = created.json().data;
    expect(price).toMatchObject({ federationUnitId: 2, personRoleTypeId: 3, ageCategoryId: 7, amount: 450.5 });
    expect(
      created
        .json()
        .links.map((l: { method: string }) => l.method)
        .sort(),
    ).toEqual(['DELETE', 'PUT']);
    const list = await call(
      'GET',
      `${PRICES}?fields[federationUnitId][o]=valuesEqual&fields[federationUnitId][v]=2`,
      'unit',
    );
    expect((list.json().data as { id: number }[]).map((p) => p.id)).toContain(price.id);
    const updated = await call('PUT', `${PRICES}/${price.id}`, 'expert', { ...body({ amount: 0 }), id: price.id });
    expect(updated.json().data.amount).toBe(0);
    expect((await call('DELETE', `${PRICES}/${price.id}`, 'expert')).statusCode).toBe(202);
    expect((await call('DELETE', `${PRICES}/${price.id}`, 'expert')).statusCode).toBe(404);
    const csv = await call('GET', `${PRICES}?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
  });

  it('refuses unknown references, duplicates and bad amounts', async () => {
    const unknown = await call(
      'POST',
      PRICES,
      'expert',
      body({ seasonId: 999_999, federationUnitId: 999, personRoleTypeId: 999, ageCategoryId: 999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown).map((e) => e.field)).toEqual([
      'seasonId',
      'federationUnitId',
      'personRoleTypeId',
      'ageCategoryId',
    ]);
    expect(errorsOf(unknown)[0]?.message).toBe('There is no seasonId with id 999999.');
    expect((await call('POST', PRICES, 'expert', body({ federationUnitId: null }))).statusCode).toBe(201);
    const dup = await call('POST', PRICES, 'expert', body({ federationUnitId: null, amount: 1 }));
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup).map((e) => e.field)).toEqual([
      'seasonId',
      'federationUnitId',
      'personRoleTypeId',
      'ageCategoryId',
    ]);
    for (const amount of [-1, 'abc', 1.234]) {
      const bad = await call('POST', PRICES, 'expert', body({ amount }), 'cs');
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(errorsOf(bad).map((e) => e.field)).toEqual(['amount']);
    }
    const money = await call('POST', PRICES, 'expert', body({ amount: 1.234 }), 'en');
    expect(errorsOf(money)[0]?.message).toBe('The field amount must be an amount with at most two decimal places.');
    expect((await call('POST', PRICES, 'unit', body())).statusCode).toBe(403);
  });
});

describe('module switched off', () => {
  const boardOnly = useTestServer({ MODULES: 'board' });

  it('answers 404 for every contribution call', async () => {
    for (const url of [ADMIN, `${ADMIN}/summary`, PRICES, CLUB]) {
      const res = await boardOnly.request({ method: 'GET', url, as: url.startsWith(CLUB) ? 'club' : 'expert' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
