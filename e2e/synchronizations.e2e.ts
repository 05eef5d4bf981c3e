// Synchronizations end to end (issue 33 item 5): the Administrator opens the page, sees the
// server's scheduled tasks and jobs with the demo's past runs, runs a scheduled task now after
// confirming, and finds its manual run in the history; an unfolded error's details. Desktop
// (1280 px) and phone (375 px) widths, axe.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();

describe('synchronizations', () => {
  it('the Administrator runs a scheduled task now and finds the run in the history', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/synchronizations');
    await page.getByRole('heading', { level: 1, name: 'Synchronizace' }).waitFor();
    const jobs = page.getByRole('table', { name: 'Úlohy' });
    // The demo's runs: the invoice reminders ran before today.
    await jobs.getByText('Upomínky faktur po splatnosti').waitFor();
    const history = page.getByRole('table', { name: 'Historie běhů' });
    await history.getByText('Upomínky faktur po splatnosti').first().waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'synchronizations');

    // Run the first scheduled task that is not running now, after confirming.
    const run = jobs.getByRole('button', { name: /^Spustit: /, disabled: false }).first();
    await run.waitFor();
    const name = (await run.getAttribute('aria-label'))!.replace(/^Spustit: /, '');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Spustit úlohu hned?' });
    await dialog.getByText(name, { exact: false }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await dialog.getByRole('button', { name: 'Spustit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Spuštěno: ${name}.`).waitFor();

    // In the history: the manual run of that task.
    await page.getByRole('combobox', { name: 'Spuštění' }).click();
    await page.getByRole('option', { name: 'Ručně' }).click();
    await expect.poll(async () => history.getByText(name).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'synchronizations-manual-run');

    await page.goto('/zone/admin/synchronizations');
    await page.getByRole('heading', { level: 1, name: 'Synchronizace' }).waitFor();
    // A failed run's details unfold under its error.
    await page.getByRole('combobox', { name: 'Stav' }).click();
    await page.getByRole('option', { name: 'Selhalo' }).click();
    // Once the list shows only failed runs (a row re-rendered later would fold the details again).
    await expect.poll(() => history.getByText('Dokončeno').count()).toBe(0);
    const failed = history.getByText(/SMTP server did not answer/).first();
    await failed.click();
    await history
      .getByText(/at sendOverdueReminders/)
      .first()
      .waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await screenshotAtPhoneWidth(page, 'synchronizations-phone');
  });
});
