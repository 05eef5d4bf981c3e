// Every registered page loads to a component: a misspelt module or export name in a feature's
// routes would otherwise show up only when somebody opens the page.
import { describe, expect, it } from 'vitest';
import { isAccessKey } from '../../platform/access';
import { PAGES } from './registry';

describe('the page registry', () => {
  it('loads a component for every page', async () => {
    for (const page of PAGES) {
      const loaded = await page.load();
      expect(typeof loaded.default, page.name).toBe('function');
    }
  }, 60_000);

  it('names a known access key on every page (spec 000 §6, platform/access)', () => {
    for (const page of PAGES) expect(isAccessKey(page.accessKey), `${page.name}: ${page.accessKey}`).toBe(true);
  });

  it("finds every feature's module", () => {
    const keys = new Set(PAGES.map((p) => p.key));
    // One page of each of a few features, found by their module.ts alone.
    for (const key of ['referee-journal/my-journal', 'league/team', 'league/match', 'board/list', 'report/list/person'])
      expect(keys, key).toContain(key);
  });
});
