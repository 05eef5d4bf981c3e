// The built web application under the runtime router base: index.html with rewritten asset
// paths and the project configuration, client-side routes, assets, and what stays a 404; the
// compressed copies the build makes, sent by Accept-Encoding.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/precompress';
import { useTestServer } from '../test-server';

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
// A chunk big enough to compress well, different on every line like real code.
const chunk = Array.from(
  { length: 600 },
  (_, i) =>
    `export const label${i} = { id: ${i}, text: ${JSON.stringify(`Položka ${i * 7919} – ${(i * 104729) % 997}`)} };\n`,
).join('');
writeFileSync(path.join(dist, 'assets', 'chunk-1a2b3c.js'), chunk);
writeFileSync(
  path.join(dist, 'assets', 'index-4d5e6f.css'),
  `${'.fedra-box { display: flex; gap: 8px; }\n'.repeat(300)}`,
);
// The build step itself makes the compressed copies (as `npm run build` does).
beforeAll(() => precompressDir(dist));
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
        'mailDelivery',
        'modules',
        'projectName',
        'routerBase',
        'sso',
        'vapidPublicKey',
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

describe('search engines', () => {
  const server = useTestServer({}, { webDist: dist });

  it('may index the public site, not the pages behind sign-in or the duplicates that lead into a zone', async () => {
    for (const url of ['/', '/zone/public/home', '/zone/public/tournament/public-list?season=3']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
    for (const url of ['/login', '/zone/admin/home', '/zone/club/persons/1', '/zone/personal/my-profile', '/home']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
  });
});

describe('router base /fedra/', () => {
  const server = useTestServer({ ROUTER_BASE: '/fedra/' }, { webDist: dist });

  it('serves the page for deep links under the base with assets under /fedra/v2/', async () => {
    for (const url of ['/fedra/', '/fedra/admin-zone/people/12']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe(url === '/fedra/' ? undefined : 'noindex');
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

describe('compressed answers', () => {
  const server = useTestServer({}, { webDist: dist });
  const original = (file: string) => readFileSync(path.join(dist, file));
  const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

  it('made brotli and gzip copies of the build files, each decoding to the file itself', () => {
    for (const file of ['assets/chunk-1a2b3c.js', 'assets/index-4d5e6f.css']) {
      const bytes = original(file);
      const br = original(`${file}.br`);
      const gz = original(`${file}.gz`);
      expect(br.length, file).toBeLessThan(bytes.length / 3);
      expect(brotliDecompressSync(br).equals(bytes), file).toBe(true);
      expect(gunzipSync(gz).equals(bytes), file).toBe(true);
    }
    // A copy that would be no smaller is not made; index.html is the server's to compress.
    expect(() => original('favicon.svg.br')).toThrow(/ENOENT/);
    expect(() => original('index.html.br')).toThrow(/ENOENT/);
  });

  it('sends brotli when the client accepts it, with Vary and the immutable cache', async () => {
    const res = await get('/v2/assets/chunk-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).equals(original('assets/chunk-1a2b3c.js'))).toBe(true);
  });

  it('sends gzip to a client without brotli, and to one that refuses it with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0']) {
      const res = await get('/v2/assets/index-4d5e6f.css', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type'], accept).toContain('text/css');
      expect(gunzipSync(res.rawPayload).equals(original('assets/index-4d5e6f.css')), accept).toBe(true);
    }
  });

  it('sends the file itself to a client without Accept-Encoding, still varying on it', async () => {
    const res = await get('/v2/assets/chunk-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(original('assets/chunk-1a2b3c.js'))).toBe(true);
    // A file without copies is sent as it is, whatever the client accepts.
    const icon = await get('/v2/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.rawPayload.equals(original('favicon.svg'))).toBe(true);
  });

  it('does not hand out the compressed copies by their own names', async () => {
    for (const url of ['/v2/assets/chunk-1a2b3c.js.br', '/v2/assets/chunk-1a2b3c.js.gz']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('compresses the rendered page, brotli first, with an ETag per encoding', async () => {
    const plain = await get('/zone/admin/home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/zone/admin/home', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/zone/admin/home', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tags = [plain, br, gz].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);

    // Revalidation: the ETag of the encoding the client gets now.
    const again = await get('/zone/admin/home', {
      'accept-encoding': 'gzip, br',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherEncoding = await get('/zone/admin/home', {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag as string,
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');

    const head = await server.request({
      method: 'HEAD',
      url: '/zone/admin/home',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(br.rawPayload.length);
    expect(head.body).toBe('');
  });
});
