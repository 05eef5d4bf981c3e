// Results and standings end to end (issue 15): expert@ enters a discipline's standings with a
// shared 3rd–4th place in the browser (told that all records are in their original state when
// saving nothing), saves, calculates the points by the adults' scoring table and sees them
// (100, 80, 60, 60); the detail page's results tab shows the standings read-only; the team rosters
// and the scoring tables pages open. Screenshots at desktop and phone width (375 px).
import { describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);

/** A published adults' tournament with one discipline and four applied athletes (through the calls). */
async function tournamentWithAthletes(): Promise<{ id: number; discipline: string; names: string[] }> {
  const token = await tokenOf(DEMO.expert);
  const seasons = await api(token, 'GET', '/admin-zone/seasons');
  const season = ((seasons.body?.data as { id: number; validFrom: string; validTill: string }[]) ?? []).find(
    (s) => s.validFrom <= isoDay(10) && s.validTill >= isoDay(10),
  );
  const created = await api(token, 'POST', '/admin-zone/tournaments', {
    name: `Výsledky E2E ${RUN}`,
    dateFrom: isoDay(10),
    dateTill: isoDay(10),
    seasonId: season?.id,
    organizerText: 'Pořadatel E2E',
    typeLevelPairs: [{ typeId: 2, levelId: 4 }],
    registrationOnline: true,
    address: { street: 'Sportovní 1', city: 'Praha', zip: '110 00', latitude: 50.08, longitude: 14.42 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { data: { id: number } }).data.id;
  expect((await api(token, 'POST', `/admin-zone/tournaments/${id}/publish`)).status).toBe(202);
  const discipline = `Dvouhra ${RUN}`;
  const competition = await api(token, 'POST', `/admin-zone/tournaments/${id}/competitions`, { name: discipline });
  expect(competition.status).toBe(201);
  const competitionId = (competition.body as { data: { id: number } }).data.id;
  const applicants = await api(token, 'GET', '/admin-zone/tournaments/participants/applicants?limit=40');
  // Four persons of different names (the demo has namesakes), so each row is found by its name.
  const persons = (applicants.body as { data: { id: number; name: string }[] }).data
    .filter((p, i, all) => all.findIndex((q) => q.name === p.name) === i)
    .slice(0, 4);
  expect(persons.length).toBe(4);
  for (const person of persons) {
    const applied = await api(token, 'POST', `/admin-zone/tournaments/competitions/${competitionId}/participants`, {
      personId: person.id,
      roleId: 1,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  }
  return { id, discipline, names: persons.map((p) => p.name) };
}

describe('tournament results', () => {
  it('expert enters standings with a shared placing, saves, calculates the points and sees them', async () => {
    const { id, discipline, names } = await tournamentWithAthletes();
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(`/zone/admin/tournament-dynamic/${id}/standings`);
    await page.getByRole('heading', { name: 'Výsledky a pořadí', level: 1 }).waitFor();
    await page.getByLabel(`Umístění od – ${names[0]}`).waitFor();

    // Nothing changed: told so, nothing sent.
    await page.getByRole('button', { name: 'Uložit výsledky' }).click();
    await page.getByText('Všechny záznamy jsou v původním stavu.').waitFor();

    // The standings rows come by name; place them 1, 2 and a shared 3rd–4th.
    const ordered = await page
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td p')?.textContent ?? ''));
    const [first, second, third, fourth] = ordered as [string, string, string, string];
    await page.getByLabel(`Umístění od – ${first}`).fill('1');
    await page.getByLabel(`Umístění od – ${second}`).fill('2');
    for (const name of [third, fourth]) {
      await page.getByLabel(`Umístění od – ${name}`).fill('3');
      await page.getByLabel(`Sdílené – ${name}`).check();
      await page.getByLabel(`Umístění do – ${name}`).fill('4');
    }
    await page.getByLabel(`Výsledek – ${first}`).fill('21:15 21:18');
    await screenshot(page, 'tournament-standings-entering');
    await page.getByRole('button', { name: 'Uložit výsledky' }).click();
    await page.getByText('Záznam byl úspěšně uložen.').waitFor();

    await page.getByRole('button', { name: 'Spočítat body' }).click();
    const confirm = page.getByRole('dialog', { name: 'Spočítat body turnaje' });
    await confirm.getByRole('button', { name: 'Spočítat body' }).click();
    await page.getByText('Body byly přepočítány (4 výsledky).').waitFor();
    await page.getByText('Stav bodů: Body spočítány').waitFor();
    await expect
      .poll(() =>
        Promise.all([first, second, third, fourth].map((name) => page.getByLabel(`Body – ${name}`).inputValue())),
      )
      .toEqual(['100', '80', '60', '60']);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'tournament-standings');
    await screenshotAtPhoneWidth(page, 'tournament-standings-phone');

    // The detail's results tab: the standings read-only, the shared placing as a range.
    await page.goto(`/zone/admin/tournament-dynamic/detail/${id}/results`);
    const section = page.locator('[data-discipline]').filter({ hasText: discipline });
    await section.getByText('3.–4.').first().waitFor();
    await section.getByRole('row').filter({ hasText: first }).getByText('100').waitFor();
    await screenshot(page, 'tournament-results-tab');
    await screenshotAtPhoneWidth(page, 'tournament-results-tab-phone');

    // The rosters and the scoring tables pages.
    await page.goto(`/zone/admin/tournament-dynamic/${id}/team-rosters`);
    await page.getByRole('heading', { name: 'Soupisky dvojic a družstev', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Přidat soupisku' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová soupiska' });
    await dialog.getByLabel(/^První osoba/).click();
    await page.getByRole('option', { name: new RegExp(`^${third}`) }).click();
    await dialog.getByLabel(/^Druhá osoba/).click();
    await page.getByRole('option', { name: new RegExp(`^${fourth}`) }).click();
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: third }).waitFor();
    await screenshot(page, 'tournament-team-rosters');
    await screenshotAtPhoneWidth(page, 'tournament-team-rosters-phone');

    await page.goto('/zone/admin/tournament-dynamic/scoring/list?type=2');
    await page.getByRole('heading', { name: 'Bodovací tabulky', level: 1 }).waitFor();
    await page.getByLabel('Body 1').waitFor();
    await screenshot(page, 'tournament-scoring');
    await screenshotAtPhoneWidth(page, 'tournament-scoring-phone');
  });
});
