// The public league pages end to end (issue 36 §3), signed out: the leagues of today's season list
// the demo league with its competitions; the competition "Extraliga" shows its table, its fixtures
// and results by round ("Home 3 : 1 Away") and its teams; a team's page shows its roster (names and
// clubs) and its matches. Each page passes axe-core and fits a phone (375 px); an unknown
// competition is the not-found page.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();

const LEAGUE = /^Extraliga družstev/;

describe('public league pages', () => {
  it('shows the leagues, a competition with its table, rounds and teams, and a team signed out', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/league/public-list');
    await page.getByRole('heading', { level: 1, name: 'Ligy' }).waitFor();
    await page.getByRole('heading', { level: 2, name: LEAGUE }).waitFor();
    await page.getByRole('combobox', { name: 'Sezóna' }).waitFor();
    await page
      .getByText(/6 družstev · odehráno \d+ z \d+ zápasů/)
      .first()
      .waitFor();
    await page
      .getByText(/^Vede .+ · \d+ bod(y|ů)?$/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-leagues-list');
    await screenshotAtPhoneWidth(page, 'public-leagues-list-375');

    // The competition: its table of six teams first.
    await page.getByRole('link', { name: 'Extraliga', exact: true }).click();
    await page.waitForURL(/\/zone\/public\/league\/public-detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Extraliga' }).waitFor();
    await page.getByText(LEAGUE).first().waitFor();
    const table = page.getByRole('table', { name: 'Tabulka soutěže Extraliga' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(7);
    await page
      .getByRole('navigation', { name: 'Další soutěže ligy' })
      .getByRole('link', { name: 'II. liga' })
      .waitFor();
    expect(await page.title()).toMatch(/^Extraliga – Extraliga družstev/);
    // What a search engine reads without running the application: the page's own title and description.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<title>Extraliga – Extraliga družstev [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Extraliga – Extraliga družstev [^"]*tabulka/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-leagues-competition');
    await screenshotAtPhoneWidth(page, 'public-leagues-competition-375');

    // Fixtures and results by round: the first round is played and published.
    await page.getByRole('tab', { name: 'Zápasy' }).click();
    await page.waitForURL(/\?tab=matches$/);
    const round1 = page.getByRole('region', { name: '1. kolo' });
    await round1.waitFor();
    const results = round1.getByRole('group', { name: /^.+ \d+ : \d+ .+$/ });
    await expect.poll(() => results.count()).toBe(3);
    expect(await results.first().locator('[data-score]').innerText()).toMatch(/^\d+ : \d+$/);
    // Today's round: a match in progress, the others still to play (no score).
    await page.getByText('Aktuální kolo').first().waitFor();
    await page.getByText('Hraje se').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-leagues-rounds');
    await screenshotAtPhoneWidth(page, 'public-leagues-rounds-375');
    // The round picker scrolls to the round.
    await page.getByRole('combobox', { name: 'Přejít na kolo' }).click();
    await page.getByRole('option', { name: '10. kolo' }).click();
    const last = page.getByRole('heading', { level: 2, name: '10. kolo' });
    await expect
      .poll(() => last.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(page.viewportSize()!.height);

    // The teams, and one team's page: its roster (names and clubs) and its matches.
    await page.getByRole('tab', { name: 'Družstva' }).click();
    await page.waitForURL(/\?tab=teams$/);
    const teamLink = page.getByRole('tabpanel').getByRole('link').first();
    const teamName = (await teamLink.innerText()).trim();
    await teamLink.click();
    await page.waitForURL(/\/zone\/public\/league\/public-team\/\d+$/);
    await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
    const roster = page.getByRole('table', { name: `Soupiska družstva ${teamName} v soutěži Extraliga` });
    await roster.waitFor();
    await expect.poll(() => roster.getByRole('row').count()).toBe(6);
    expect(await roster.getByRole('columnheader').allInnerTexts()).toEqual(['Jméno', 'Klub']);
    await page
      .getByText(/místo v tabulce/)
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Extraliga' })
      .getByText(/^(V|R|P)$/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-leagues-team');
    await screenshotAtPhoneWidth(page, 'public-leagues-team-375');

    // An id that names nothing public: the not-found page.
    expect((await page.request.get('/zone/public/league/public-detail/2147483000')).status()).toBe(404);
    await page.goto('/zone/public/league/public-detail/2147483000');
    await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
  });
});
