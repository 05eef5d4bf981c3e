// Federation events end to end (issue 32 §4–5): a member registers to a full event and lands on
// the waiting list; another registrant (a second member account) cancels in their personal zone,
// and the first moves up by itself; the office opens the event's registrations and records the
// attendance. Desktop (1280 px) and phone (375 px) widths, axe.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn, typeMoment } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const EVENT = `Soustředění E2E ${RUN}`;
const OTHER = `member-${RUN}@fedra.test`;
let pool: pg.Pool;
let eventId: number;
let otherName: string;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  // One place, open to every member, in ten days; a person of another member account holds it.
  const { rows: other } = await pool.query<{ id: number; name: string }>(
    `SELECT p.id, p.first_name || ' ' || p.last_name AS name FROM persons p
      WHERE p.id <> (SELECT assign_person_id FROM users WHERE user_name = $1)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.assign_person_id = p.id)
        AND EXISTS (SELECT 1 FROM person_roles r JOIN approval_states s ON s.id = r.approval_state_id AND s.is_valid
                     WHERE r.person_id = p.id AND r.valid_from <= current_date AND (r.valid_till IS NULL OR r.valid_till >= current_date))
      ORDER BY p.id LIMIT 1`,
    [DEMO.member],
  );
  otherName = other[0]!.name;
  const { rows: user } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_name, password_hash, first_name, last_name, email, assign_person_id, is_active)
     SELECT $1, password_hash, 'Druhý', 'Člen', $1, $2, true FROM users WHERE user_name = $3 RETURNING id`,
    [OTHER, other[0]!.id, DEMO.member],
  );
  await pool.query(
    `INSERT INTO user_roles (user_id, role_type_id) SELECT $1, id FROM user_role_types WHERE code = 'PersonalMember'`,
    [user[0]!.id],
  );
  const { rows: event } = await pool.query<{ id: number }>(
    `INSERT INTO events (type_id, name, starts_at, ends_at, venue_text, capacity, description)
     VALUES (1, $1, date_trunc('day', now()) + interval '10 days 9 hours', date_trunc('day', now()) + interval '11 days 15 hours',
             'Hala E2E', 1, 'Soustředění pro test.') RETURNING id`,
    [EVENT],
  );
  eventId = event[0]!.id;
  await pool.query(
    `INSERT INTO event_registrations (event_id, person_id, state_id, waiting, registered_at)
     VALUES ($1, $2, 2, false, now() - interval '1 day')`,
    [eventId, other[0]!.id],
  );
});
afterAll(async () => {
  await pool?.end();
});

describe('events', () => {
  it('a member waits for a full event, moves up when another cancels; the office records attendance', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.member);
    await page.goto('/zone/personal/my-events');
    await page.getByRole('heading', { level: 1, name: 'Akce svazu' }).waitFor();
    await page.getByRole('link', { name: EVENT }).click();
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await page.getByText('Obsazeno – další přihlášky čekají jako náhradníci').waitFor();
    await page.getByRole('button', { name: 'Přihlásit se jako náhradník' }).click();
    await page.getByText('Náhradník (1. v pořadí)').first().waitFor();
    await page.getByRole('button', { name: 'Zrušit přihlášku' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'event-waiting');
    await screenshotAtPhoneWidth(page, 'event-waiting-phone');

    // The other registrant cancels in their own personal zone.
    const other = await browser.newPage();
    await other.page.goto('/');
    await signIn(other.page, OTHER);
    await other.page.goto(`/zone/personal/my-events/detail/${eventId}`);
    await other.page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await other.page.getByRole('button', { name: 'Zrušit přihlášku' }).click();
    const ask = other.page.getByRole('dialog', { name: 'Zrušit přihlášku' });
    await ask.getByRole('button', { name: 'Zrušit přihlášku' }).click();
    await other.page.getByText('Přihláška zrušena').first().waitFor();

    // The member has moved up by itself.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await page.getByText('Přihlášen(a)').first().waitFor();
    expect(await page.getByText('Náhradník (1. v pořadí)').count()).toBe(0);

    // The office records the attendance.
    const office = await browser.newPage();
    await office.page.goto('/');
    await signIn(office.page, DEMO.expert);
    await office.page.goto(`/zone/admin/events/detail/${eventId}/registrations`);
    await office.page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    const memberName = (
      await pool.query<{ name: string }>(
        `SELECT p.first_name || ' ' || p.last_name AS name FROM persons p JOIN users u ON u.assign_person_id = p.id
          WHERE u.user_name = $1`,
        [DEMO.member],
      )
    ).rows[0]!.name;
    const state = office.page.getByRole('combobox', { name: `Stav účasti: ${memberName}` });
    await state.waitFor();
    await expect.poll(() => state.inputValue()).toBe('Potvrzeno');
    await expect
      .poll(() => office.page.getByRole('combobox', { name: `Stav účasti: ${otherName}` }).inputValue())
      .toBe('Omluven');
    await state.click();
    await office.page.getByRole('option', { name: 'Zúčastnil se' }).click();
    await office.page.getByText('Účast je zaznamenána.').waitFor();
    await expect.poll(() => state.inputValue()).toBe('Zúčastnil se');
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshot(office.page, 'event-registrations');
    await screenshotAtPhoneWidth(office.page, 'event-registrations-phone');
    const row = await pool.query<{ state_id: number; waiting: boolean }>(
      `SELECT r.state_id, r.waiting FROM event_registrations r JOIN users u ON u.assign_person_id = r.person_id
        WHERE r.event_id = $1 AND u.user_name = $2`,
      [eventId, DEMO.member],
    );
    expect(row.rows[0]).toEqual({ state_id: 4, waiting: false });

    // The invitations tab and the office's list of events.
    await office.page.getByRole('tab', { name: 'Pozvánky' }).click();
    await office.page.getByText('Všichni členové s platnou rolí').waitFor();
    await office.page.getByRole('button', { name: 'Rozeslat pozvánky' }).waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await office.page.getByRole('link', { name: 'Akce', exact: true }).first().click();
    await office.page.getByRole('heading', { level: 1, name: 'Akce', exact: true }).waitFor();
    await office.page.getByRole('link', { name: EVENT }).waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshot(office.page, 'events-list');
    await screenshotAtPhoneWidth(office.page, 'events-list-phone');
  }, 180_000);

  it('the office creates an event in its form: start and end typed as a date and a time, the end before the start refused', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    // Straight to the list: the form's texts (its venue picker's too) come with the page itself.
    await page.goto('/zone/admin/events');
    await page.getByRole('button', { name: 'Nová akce' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová akce' });
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Začátek je povinné').waitFor();
    expect(await rawKeys(page)).toEqual([]);
    expect((await seriousViolations(page)).join('\n')).toBe('');

    const name = `Seminář E2E ${RUN}`;
    await dialog.getByLabel(/^Název/).fill(name);
    await dialog.getByRole('combobox', { name: /^Typ akce/ }).click();
    await page.getByRole('option', { name: 'Soustředění', exact: true }).click();
    await typeMoment(dialog, 'Začátek', '2027-03-10T09:00');
    await typeMoment(dialog, 'Konec', '2027-03-09T9.30');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Konec akce nesmí být před jejím začátkem.').waitFor();
    // The time reads the way it was understood.
    expect(await dialog.getByRole('textbox', { name: 'Čas – Konec', exact: true }).inputValue()).toBe('09:30');
    // The rest at phone width: the date and its time stay side by side.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'event-form-phone');

    await typeMoment(dialog, 'Konec', '2027-03-11T15:00');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name }).waitFor();
    // Stored as the instants the browser's clock meant.
    const saved = await pool.query<{ starts_at: Date; ends_at: Date }>(
      'SELECT starts_at, ends_at FROM events WHERE name = $1',
      [name],
    );
    const meant = await page.evaluate(() =>
      ['2027-03-10T09:00', '2027-03-11T15:00'].map((local) => new Date(local).toISOString()),
    );
    expect(saved.rows.map((r) => [r.starts_at.toISOString(), r.ends_at.toISOString()])).toEqual([meant]);
  });
});
