// The codebook: every list present and realistic, the menu covering the spec's routes, 304, and
// the compressed answers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CODEBOOK_LISTS, type MenuItem } from '@fedra/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server';

const server = useTestServer();
const get = (headers: Record<string, string> = {}) =>
  server.request({ method: 'GET', url: '/api/global-zone/codebook', headers });

/** Routes of spec 000 §2.3 and spec 001 §2 that belong in a side menu (no ids, no public pages). */
const SPEC_MENU_ROUTES = [
  'home',
  'board/list',
  'credit-history/list',
  'cms',
  'member-card/content/list',
  'economy/settings',
  'emailing/campaign/list',
  'import/list',
  'league/list',
  'person-contribution/list',
  'referee-journal/list',
  'referee-journal/my-journal',
  'report/statistics',
  'report/list/person',
  'report/list/club',
  'report/list/club-members',
  'report/list/age-categories',
  'report/list/federation-unit',
  'report/list/regions',
  'report/list/districts',
  'report/list/person-roles',
  'tournament/list',
  'tournament/competition/list',
  'tournament/pairing-competitions/list',
  'tournament-dynamic/list',
  'tournament-dynamic/scoring/list',
  'tournament-dynamic/ranking/list',
  'clubs',
  'clubs-approvals',
  'competitions',
  'persons',
  'persons-approvals',
  'requests',
  'sport-fields',
  'economy',
  'orders',
  'disciplinary-proceedings',
  'events',
  'users',
  'seasons',
  'reporting',
  'synchronizations',
];

function keys(items: MenuItem[]): string[] {
  return items.flatMap((i) => [i.key, ...keys(i.items)]);
}

describe('GET /api/global-zone/codebook', () => {
  it('is public and has every list, indexed by id, with Czech and English names', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const cb = res.json();
    for (const list of CODEBOOK_LISTS) {
      const items = Object.entries(cb[list] ?? {});
      expect(items.length, list).toBeGreaterThan(0);
      for (const [id, item] of items as [string, { id: number; name: { cs: string; en: string } }][]) {
        expect(String(item.id), list).toBe(id);
        expect(item.name.cs.length, `${list} ${id}`).toBeGreaterThan(0);
        expect(item.name.en.length, `${list} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it('holds the real Czech regions and districts, ISO countries and the two sexes', async () => {
    const cb = (await get()).json();
    expect(Object.keys(cb.region)).toHaveLength(14);
    expect(Object.keys(cb.district)).toHaveLength(77);
    for (const d of Object.values(cb.district) as { regionId: number }[]) expect(cb.region[d.regionId]).toBeDefined();
    expect(cb.country['203']).toMatchObject({ alpha3: 'CZE', name: { cs: 'Česko', en: 'Czechia' } });
    expect(Object.keys(cb.country).length).toBeGreaterThanOrEqual(249);
    expect(cb.sex['1'].code).toBe('M');
    expect(cb.sex['2'].code).toBe('F');
    expect(Object.values(cb.district).map((d) => (d as { name: { cs: string } }).name.cs)).toContain('Brno-město');
  });

  it('gives approval states their flags and colours, and features per zone', async () => {
    const cb = (await get()).json();
    const states = Object.values(cb.approvalStates) as Record<string, unknown>[];
    expect(states.filter((s) => s.isDefault)).toHaveLength(1);
    expect(states.some((s) => s.isValid)).toBe(true);
    expect(states.some((s) => s.isCancelled)).toBe(true);
    expect(states.some((s) => s.isDraft)).toBe(true);
    for (const s of states) expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(cb.features.personal['personal-zone']).toEqual({ id: 'personal-zone', isActive: true });
    expect(cb.association.name.length).toBeGreaterThan(0);
  });

  it('has a menu for the admin, club and personal zones covering every menu route of the spec', async () => {
    const cb = (await get()).json();
    const version = cb.menu.versions[0];
    expect(Object.keys(version.zones).sort()).toEqual(['admin', 'club', 'personal']);
    const all = new Set(Object.values(version.zones as Record<string, MenuItem[]>).flatMap(keys));
    for (const route of SPEC_MENU_ROUTES) expect(all.has(route), route).toBe(true);
    const first = version.zones.admin[0] as MenuItem;
    expect(first.title.cs).toBeTruthy();
    expect(first.title.en).toBeTruthy();
  });

  it('labels menu items as the pages they open are headed', async () => {
    const admin = (await get()).json().menu.versions[0].zones.admin as MenuItem[];
    const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.items)]);
    const title = (key: string) => flat(admin).find((i) => i.key === key)?.title;
    expect(title('credit-history/list')).toEqual({ cs: 'Historie kreditů', en: 'Credit history' });
    expect(title('report/list/federation-unit')).toEqual({ cs: 'Federační jednotky', en: 'Federation units' });
    // The legacy documents item now opens the same browser as "Dokumenty": one item, not two.
    expect(flat(admin).find((i) => i.key === 'documents')?.isHidden).toBe(true);
  });

  it('answers 304 to a repeat with If-None-Match, 200 with a stale tag', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age=300');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('is sent compressed when the client accepts it, brotli first, each encoding with its own ETag', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await get({ 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(br.headers.etag);
  });
});
