// axe-core in the page under test: the serious and critical violations, one line each.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core on the whole document; an empty list means no serious or critical violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await finiteAnimationsEnded(page);
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until every finite animation and transition has ended (a dialog fading in, a pressed
 * button springing back): axe measures colour contrast on what is painted, and a half-opaque
 * dialog or overlay reads as too little contrast. Endless ones (loaders) are not waited for.
 */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
}
