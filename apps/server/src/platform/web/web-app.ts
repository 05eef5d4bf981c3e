// Serves the built web application under the runtime router base (one build serves any
// ROUTER_BASE), and answers every unknown address: API problems, or the app for client routes.
// The build's files come with brotli and gzip copies (apps/web/precompress.ts), sent by the
// request's Accept-Encoding; the rendered index.html is compressed here, once, at start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ProjectConfig } from '@fedra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError } from '../errors/app-error';
import { requestLanguage, sendProblem } from '../errors/error-handler';
import { type EncodedBody, encodeBody, sendEncoded } from '../http/encoded-body';
import { requestOrigin } from '../http/request-origin';
import { registerServiceWorker } from '../push/service-worker-route';
import { createMetaCache, type PublicPageDeclaration, publicPageMatcher, withPageMeta } from './public-meta';

/** Where index.html asks for the runtime configuration (apps/web/index.html). */
const CONFIG_PLACEHOLDER = '<!--fedra-config-->';

/** Headers of the HTML page. Framing is refused, except for the embeddable pages below. */
const HTML_HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Client routes other sites may show in an iframe (docs/embedding.md). */
const EMBEDDABLE = /\/zone\/public\/board\/public-board-overview\/?$/;

/**
 * Who may frame a page: nobody, or for an embeddable page this site and EMBED_ALLOWED_ORIGINS.
 * x-frame-options cannot list origins, so embeddable pages rely on frame-ancestors alone.
 */
export function frameHeaders(pathname: string, allowedOrigins: string[]): Record<string, string> {
  if (!EMBEDDABLE.test(pathname))
    return { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" };
  return { 'content-security-policy': `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}` };
}

/**
 * Whether search engines may index the page: the public site (its root and the public zone) yes;
 * the zones behind sign-in, the sign-in page and the root's duplicates of pages (which lead into a
 * zone) no. Said in a header, not robots.txt: a crawler must still fetch the page to read it, and
 * the public pages' calls under /api/ must stay open to crawlers that render them.
 */
export function robotsHeaders(pathname: string, base: string): Record<string, string> {
  const indexable = pathname === base || pathname.startsWith(`${base}zone/public/`);
  return indexable ? {} : { 'x-robots-tag': 'noindex' };
}

/**
 * index.html as served: relative references (Vite's `base: './'`) point to `{ROUTER_BASE}v2/`,
 * and the placeholder carries the project configuration, so the app starts without a round trip.
 */
export function renderIndexHtml(html: string, projectConfig: ProjectConfig): string {
  const assetBase = `${projectConfig.routerBase}v2/`;
  // `<` escaped so that no value can close the script; U+2028/9 for older parsers.
  const json = JSON.stringify(projectConfig)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const script = `<script>window.__FEDRA_CONFIG__=${json}</script>`;
  const rewritten = html.replace(/(\s(?:src|href)=["'])\.\//g, `$1${assetBase}`);
  // A build without the placeholder still gets the configuration, at the end of <head>.
  return rewritten.includes(CONFIG_PLACEHOLDER)
    ? rewritten.replace(CONFIG_PLACEHOLDER, () => script)
    : rewritten.replace('</head>', () => `${script}</head>`);
}

export interface WebAppOptions {
  /** The build folder; undefined: WEB_DIST or apps/web/dist; null: no web application (tests). */
  webDist: string | null | undefined;
  /** What GET /api/global-zone/config answers (the app composes it from the system feature). */
  projectConfig: ProjectConfig;
  /** The public pages' metadata, from the modules' manifests (issue 36 §7). */
  publicPages?: readonly PublicPageDeclaration[];
}

export async function registerWebApp(
  app: FastifyInstance,
  deps: AppDeps,
  { webDist, projectConfig, publicPages = [] }: WebAppOptions,
) {
  const dist = webDist === undefined ? (deps.config.WEB_DIST ?? path.resolve('apps/web/dist')) : webDist;
  const indexFile = dist ? path.join(dist, 'index.html') : null;
  const base = deps.config.ROUTER_BASE;
  const assetPrefix = `${base}v2/`;
  registerServiceWorker(app, base);

  let page: EncodedBody | null = null;
  let pageHtml = '';
  if (dist && indexFile && existsSync(indexFile)) {
    pageHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), projectConfig);
    page = await encodeBody(pageHtml);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: assetPrefix,
      wildcard: true,
      index: false,
      cacheControl: false,
      // `app.js` is sent from `app.js.br` or `app.js.gz` when the client accepts that encoding and
      // the file exists, with Vary: Accept-Encoding and the encoding's own (weak) ETag.
      preCompressed: true,
      // index.html only as rendered above; directories are not listed; the compressed copies only
      // in place of their file (asked for by name they would be sent as opaque bytes).
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.endsWith('/') && !/\.(?:br|gz)$/.test(pathName),
      setHeaders: (reply, file) => {
        reply.header('x-content-type-options', 'nosniff');
        // Vite names the files in assets/ by their content hash; anything else may change. `file`
        // is the copy actually sent (assets/app-1a2b.js.br), in the same folder as its original.
        const hashed = path.relative(dist, file).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const matchPublicPage = publicPageMatcher(publicPages);
  // A page's metadata is read as its call's answer is: kept a while (PUBLIC_CACHE_SECONDS).
  const metaCache = createMetaCache(deps.config.PUBLIC_CACHE_SECONDS);
  const publicPrefix = `${base}zone/public/`;

  /**
   * A public page gets its own title, description and Open Graph tags (crawlers and link
   * previews run no script); the site root is the public home. Answers null for other pages.
   */
  const publicPageHtml = async (request: FastifyRequest, pathname: string) => {
    const rest =
      pathname === base ? 'home' : pathname.startsWith(publicPrefix) ? pathname.slice(publicPrefix.length) : null;
    if (rest === null) return null;
    const found = matchPublicPage(rest);
    if (!found) return null;
    // The language the API would answer this request in.
    const language = requestLanguage(request);
    const meta = await metaCache.get(`${rest}|${language}`, () =>
      found.declaration.meta({ db: deps.db, params: found.params, language, siteName: projectConfig.projectName }),
    );
    if (!meta) return { html: pageHtml, status: 404 };
    // PUBLIC_URL when configured: a forged Host header must not become the canonical address.
    const origin = requestOrigin(deps.config, request);
    const url = `${origin}${pathname}`;
    const image = meta.image?.startsWith('/') ? `${origin}${meta.image}` : meta.image;
    return {
      html: withPageMeta(pageHtml, { ...meta, image }, { url, siteName: projectConfig.projectName, language }),
      status: 200,
    };
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    reply
      .headers(HTML_HEADERS)
      .headers(frameHeaders(pathname, deps.config.EMBED_ALLOWED_ORIGINS))
      .headers(robotsHeaders(pathname, base))
      .type('text/html; charset=utf-8');
    const decorated = await publicPageHtml(request, pathname);
    if (decorated) {
      // Small and different per page: sent uncompressed, rather than brotli at quality 11 per visit.
      const body = Buffer.from(decorated.html);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.code(decorated.status);
      return sendEncoded(request, reply, { variants: { identity: { body, etag } } });
    }
    // Also answers HEAD (the not-found handler gets both): the headers and length, no body.
    return sendEncoded(request, reply, page!);
  };

  app.setNotFoundHandler((request, reply) => {
    const [url = '', query] = request.url.split('?', 2) as [string, string?];
    const notFound = () =>
      sendProblem(request, reply, new AppError('route_not_found', 404, { method: request.method, url }));
    if (url === '/api' || url.startsWith('/api/')) {
      const allowed = app.allowedMethods(url).filter((m) => m !== 'HEAD');
      if (allowed.length) {
        return sendProblem(
          request,
          reply,
          new AppError('method_not_allowed', 405, { method: request.method }, [], { allow: allowed.join(', ') }),
        );
      }
      return notFound();
    }
    if (!page || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
    // The site root and the base without its slash lead to the application.
    if (base !== '/' && (url === '/' || url === base.slice(0, -1)))
      return reply.redirect(query === undefined ? base : `${base}?${query}`, 302);
    // A missing file of the build stays a 404: a stale chunk must fail, not load HTML as script.
    if (!url.startsWith(base) || url.startsWith(assetPrefix)) return notFound();
    // Any other path under the base is a client-side route.
    return sendPage(request, reply, url);
  });
}
