// Tournament disciplines and applications end to end (issue 14): the office adds two disciplines
// to a published tournament through the discipline dialog (told 'Zadejte čas ve formátu HH:MM.'
// first); club@fedra.test applies two members of the current club to one of them through the
// bulk-application dialog (told 'Musíte vybrat alespoň 1 disciplínu.' first) and reads the outcome of
// every row; the office approves all applications and sends the tournament to the commission, the
// super admin validates it; signed out, the public list finds it, the calendar dialog offers the
// feed that lists it and the public detail names both applicants with their club (the issue's
// journey). Screenshots at desktop and phone width.
// Runs on the tournament detail page (tournament-dynamic/detail/:id/:tab) of the tournaments core.
import { describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';
import { listIdle } from './support/list';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);

/** A published tournament taking online applications today, created and published through the tournament calls. */
async function openTournament(): Promise<number> {
  const token = await tokenOf(DEMO.expert);
  const seasons = await api(token, 'GET', '/admin-zone/seasons');
  const season = ((seasons.body?.data as { id: number; validFrom: string; validTill: string }[]) ?? []).find(
    (s) => s.validFrom <= isoDay(30) && s.validTill >= isoDay(30),
  );
  const created = await api(token, 'POST', '/admin-zone/tournaments', {
    name: `Turnaj E2E ${RUN}`,
    dateFrom: isoDay(30),
    dateTill: isoDay(31),
    timeFrom: '09:00',
    seasonId: season?.id,
    organizerText: 'Pořadatel E2E',
    typeLevelPairs: [{ typeId: 2, levelId: 4 }],
    registrationOnline: true,
    registrationStartDate: isoDay(-1),
    registrationCloseDate: isoDay(20),
    address: { street: 'Sportovní 1', city: 'Praha', zip: '110 00', latitude: 50.08, longitude: 14.42 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { data: { id: number } }).data.id;
  expect((await api(token, 'POST', `/admin-zone/tournaments/${id}/publish`)).status).toBe(202);
  return id;
}

const detail = (zone: 'admin' | 'club', id: number, tab: 'disciplines' | 'applications') =>
  `/zone/${zone}/tournament-dynamic/detail/${id}/${tab}`;

describe('tournament applications', () => {
  it('office adds two disciplines, a club manager applies two members in bulk, the office approves, the commission validates, anyone sees it signed out and subscribes', async () => {
    const tournamentId = await openTournament();
    const first = `Dvouhra mužů ${RUN}`;
    const second = `Dvouhra žen ${RUN}`;

    // The office: two disciplines through the dialog, the time format refused first.
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(detail('admin', tournamentId, 'disciplines'));
    await page.getByRole('button', { name: 'Přidat disciplínu' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nová disciplína' });
    await dialog.getByLabel(/^Název/).fill(first);
    await dialog.getByLabel(/^Čas začátku/).fill('7.30');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Zadejte čas ve formátu HH:MM.').waitFor();
    await screenshot(page, 'tournament-discipline-time-format');
    await dialog.getByLabel(/^Čas začátku/).fill('09:30');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Přidat disciplínu' }).click();
    dialog = page.getByRole('dialog', { name: 'Nová disciplína' });
    await dialog.getByLabel(/^Název/).fill(second);
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await listIdle(page);
    const disciplines = page.getByRole('table', { name: 'Disciplíny' });
    await disciplines.getByText(first).waitFor();
    await disciplines.getByText(second).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'tournament-disciplines');

    // The club manager: two members of the current club into the first discipline.
    const club = await browser.newPage();
    await club.page.goto('/');
    await signIn(club.page, DEMO.club);
    await club.page.goto(detail('club', tournamentId, 'applications'));
    await club.page.getByRole('button', { name: 'Přihlásit členy' }).click();
    const bulk = club.page.getByRole('dialog', { name: 'Hromadné přihlášení' });
    await bulk.getByRole('checkbox', { name: first }).waitFor();
    await bulk.getByRole('button', { name: 'Přihlásit', exact: true }).click();
    await bulk.getByText('Musíte vybrat alespoň 1 disciplínu.').waitFor();
    await bulk.getByRole('checkbox', { name: first }).check();
    const persons = bulk.getByRole('group', { name: /^Osoby/ }).getByRole('checkbox');
    await persons.first().waitFor();
    await persons.nth(0).check();
    await persons.nth(1).check();
    await bulk.getByText('Vybrány 2 osoby').waitFor();
    await bulk.getByRole('button', { name: 'Přihlásit', exact: true }).click();
    const results = bulk.getByRole('table', { name: 'Výsledek přihlášení' });
    await results.waitFor();
    await bulk.getByText('Přihlášeno 2, nepřihlášeno 0.').waitFor();
    expect(await results.getByText('Přihlášen(a)').count()).toBe(2);
    await screenshot(club.page, 'tournament-bulk-results');
    await bulk.getByRole('button', { name: 'Zavřít' }).last().click();
    await listIdle(club.page);
    const applications = club.page.getByRole('table', { name: 'Přihlášky' });
    await expect.poll(() => applications.getByRole('row').filter({ hasText: first }).count()).toBe(2);
    await screenshotAtPhoneWidth(club.page, 'tournament-applications-phone');

    // The office approves every registered application; the club's two read confirmed.
    await page.goto(detail('admin', tournamentId, 'applications'));
    await listIdle(page);
    await page.getByRole('button', { name: 'Schválit všechny' }).click();
    const confirm = page.getByRole('dialog', { name: 'Schválit všechny přihlášky' });
    await confirm.getByRole('button', { name: 'Schválit všechny' }).click();
    await page.getByText(/^Všechny přihlášky byly schváleny \(\d+ přihláš(ka|ky|ek)\)\.$/).waitFor();
    await listIdle(page);
    const approved = page.getByRole('table', { name: 'Přihlášky' }).getByRole('row').filter({ hasText: first });
    await expect.poll(() => approved.filter({ hasText: 'Potvrzeno' }).count()).toBe(2);
    await screenshot(page, 'tournament-applications-approved');

    // The office sends the tournament to the commission; the super admin approves it (validated).
    await page.goto(`/zone/admin/tournament-dynamic/detail/${tournamentId}`);
    await page.getByRole('button', { name: 'Odeslat komisi' }).click();
    await page.getByRole('button', { name: 'Odeslat komisi' }).waitFor({ state: 'detached' });
    const admin = await browser.newPage();
    await admin.page.goto('/');
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto(`/zone/admin/tournament-dynamic/detail/${tournamentId}`);
    await admin.page.getByRole('button', { name: 'Schválit', exact: true }).click();
    await admin.page.getByRole('button', { name: 'Schválit', exact: true }).waitFor({ state: 'detached' });

    // Signed out: the public list finds it, its detail names the two applicants with their club,
    // and the calendar dialog offers the feed that lists it.
    const token = await tokenOf(DEMO.expert);
    const listed = await api(token, 'GET', `/admin-zone/tournaments/${tournamentId}/participants`);
    const applicants = (listed.body as { data: { name: string; club: string | null }[] }).data.filter((a) => a.club);
    expect(applicants).toHaveLength(2);
    const visitor = await browser.newPage();
    await visitor.page.goto('/tournament/public-list');
    await visitor.page.getByRole('textbox', { name: 'Název' }).fill(`Turnaj E2E ${RUN}`);
    const link = visitor.page.getByRole('link', { name: `Turnaj E2E ${RUN}` });
    await link.waitFor();
    await visitor.page.getByRole('button', { name: 'Odebírat kalendář' }).click();
    const calendar = visitor.page.getByRole('dialog', { name: 'Odběr kalendáře turnajů' });
    const feed = await calendar.getByRole('textbox', { name: /Jiný kalendář/ }).inputValue();
    expect(feed).toBe(`${baseUrl()}/api/public-zone/tournaments/calendar.ics`);
    expect(await (await visitor.page.request.get(feed)).text()).toContain(`SUMMARY:Turnaj E2E ${RUN}`);
    await visitor.page.keyboard.press('Escape');
    await link.click();
    await visitor.page.getByRole('heading', { level: 1, name: `Turnaj E2E ${RUN}` }).waitFor();
    const registered = visitor.page.getByRole('region', { name: 'Přihlášení' });
    for (const a of applicants) {
      await registered.getByRole('row').filter({ hasText: a.name }).filter({ hasText: a.club! }).waitFor();
    }
    await screenshot(visitor.page, 'tournament-journey-public-detail');
  });
});
