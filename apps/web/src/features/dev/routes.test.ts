// The dev-only pages exist in development only: the registry has them with import.meta.env.DEV and
// none of them without it (a production build; `npm run build` then also has no trace of them,
// which docs/decisions.md "Dev-only pages" checks by grepping the build). Their paths clash with
// no other page and leave the zone entry to the dashboard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_TEXTS } from './dev-texts';
import { devRoutes } from './routes';

const DEV_PATHS = ['dev', 'form', 'grid', 'styleguide'];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function registeredPaths(): Promise<string[]> {
  vi.resetModules();
  const { PAGES } = await import('../../app/routes/registry');
  return PAGES.map((p) => p.path);
}

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('dev-only pages', () => {
  it('are registered in development, each path once', async () => {
    vi.stubEnv('DEV', true);
    const paths = await registeredPaths();
    for (const path of DEV_PATHS)
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(devRoutes.map((r) => r.path)).toEqual(DEV_PATHS);
  });

  it('are absent from the production registry', async () => {
    vi.stubEnv('DEV', false);
    const paths = await registeredPaths();
    for (const path of DEV_PATHS) expect(paths, path).not.toContain(path);
  });

  it('leave the zone entry (the empty path) to the dashboard', async () => {
    vi.stubEnv('DEV', true);
    expect(await registeredPaths()).not.toContain('');
    const { landingPath } = await import('../../app/routes/landing');
    expect(landingPath('/zone/admin', ['admin'], 'admin')).toBe('/zone/admin');
    expect(landingPath(null, ['admin'], 'admin')).toBe('/zone/admin/home');
  });

  it('have their own texts in both languages, and none in the feature text tables', async () => {
    expect(keysOf(DEV_TEXTS.en).sort()).toEqual(keysOf(DEV_TEXTS.cs).sort());
    const { FEATURE_TEXTS } = await import('../../platform/i18n/feature-texts');
    const { english } = await import('../../platform/i18n/english');
    expect(Object.keys(FEATURE_TEXTS)).not.toContain('dev');
    expect(Object.keys(english)).not.toContain('dev');
  });
});
