// The built web application under the runtime router base: index.html with rewritten asset
// paths and the project configuration, client-side routes, assets, and what stays a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test-server';

// A tiny build as Vite makes it with `base: './'`.
const dist = mkdtempSync(path.join(tmpdir(), 'fedra-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="cs">
  <head>
    <title>Fedra</title>
    <!--fedra-config-->
    <script type="module" crossorigin src="./assets/app.js"></script>
    <link rel="icon" href="./favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>
`,
);
writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("fedra");\n');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The configuration the page carries, read back as the browser would. */
function pageConfig(html: string) {
  const m = /<script>window\.__FEDRA_CONFIG__=(.*?)<\/script>/.exec(html);
  expect(m, 'config script').not.toBeNull();
  return JSON.parse(m![1]!);
}

describe('router base /', () => {
  const server = useTestServer({ PROJECT_NAME: 'Svaz </script><script>alert(1)</script>' }, { webDist: dist });

  it('serves index.html for a deep link with rewritten assets, the configuration and security headers', async () => {
    const res = await server.request({ method: 'GET', url: '/admin-zone/people?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers).toMatchObject({
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(res.body).toContain('src="/v2/assets/app.js"');
    expect(res.body).toContain('href="/v2/favicon.svg"');
    expect(res.body).not.toContain('./assets/');
    expect(res.body).not.toContain('<!--fedra-config-->');
    // The project name cannot close the script: `<` is escaped, and the value survives intact.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the config script and the module script
    const config = pageConfig(res.body);
    const served = (await server.request({ method: 'GET', url: '/api/global-zone/config' })).json();
    expect(config).toEqual(served);
    expect(config.projectName).toBe('Svaz </script><script>alert(1)</script>');
    expect(config.routerBase).toBe('/');
  });

  it('carries no secret or server setting in the page', async () => {
    const res = await server.request({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const { DATABASE_URL } = server.deps.config;
    expect(DATABASE_URL).toBeTruthy();
    expect(res.body).not.toContain(DATABASE_URL!);
    expect(res.body).not.toMatch(/DATABASE_URL|SMTP|S3_|secret|password/i);
    expect(Object.keys(pageConfig(res.body)).sort()).toEqual(
      [
        'apiUrl',
        'cmsUrl',
        'configName',
        'featureFlags',
        'images',
        'legacyAppUrl',
        'modules',
        'projectName',
        'routerBase',
      ].sort(),
    );
  });

  it('answers HEAD and a revalidation with the page ETag', async () => {
    const head = await server.request({ method: 'HEAD', url: '/club-zone' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
    const etag = head.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await server.request({ method: 'GET', url: '/club-zone', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the assets with a long cache, and other build files to be revalidated', async () => {
    const asset = await server.request({ method: 'GET', url: '/v2/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.body).toContain('fedra');
    const icon = await server.request({ method: 'GET', url: '/v2/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing build file and the raw index.html with a 404 problem, not the page', async () => {
    for (const url of ['/v2/assets/gone-1234.js', '/v2/index.html', '/v2/assets/']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('keeps unknown API paths a problem 404, and other methods a 404', async () => {
    const api = await server.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.json().code).toBe('route_not_found');
    const post = await server.request({ method: 'POST', url: '/admin-zone', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('route_not_found');
  });
});

describe('embedding', () => {
  const server = useTestServer(
    { EMBED_ALLOWED_ORIGINS: 'https://svaz.example.cz,https://kraj.example.cz' },
    { webDist: dist },
  );

  it('lets the allowed sites frame the public board overview, and no page else', async () => {
    const overview = await server.request({ method: 'GET', url: '/zone/public/board/public-board-overview' });
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['content-security-policy']).toBe(
      "frame-ancestors 'self' https://svaz.example.cz https://kraj.example.cz",
    );
    expect(overview.headers['x-frame-options']).toBeUndefined();
    const other = await server.request({ method: 'GET', url: '/zone/admin/board/list' });
    expect(other.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(other.headers['x-frame-options']).toBe('DENY');
  });
});

describe('router base /fedra/', () => {
  const server = useTestServer({ ROUTER_BASE: '/fedra/' }, { webDist: dist });

  it('serves the page for deep links under the base with assets under /fedra/v2/', async () => {
    for (const url of ['/fedra/', '/fedra/admin-zone/people/12']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('src="/fedra/v2/assets/app.js"');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(pageConfig(res.body).routerBase).toBe('/fedra/');
    }
    const asset = await server.request({ method: 'GET', url: '/fedra/v2/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects the site root and the bare base to the base', async () => {
    const root = await server.request({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/fedra/');
    const bare = await server.request({ method: 'GET', url: '/fedra?lang=en' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/fedra/?lang=en');
  });

  it('answers paths outside the base with a 404 problem', async () => {
    for (const url of ['/admin-zone', '/fedrax/admin-zone', '/v2/assets/app.js']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('route_not_found');
    }
    const api = await server.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('route_not_found');
    // The API stays at /api whatever the base.
    expect((await server.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
