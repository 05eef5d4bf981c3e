// Runtime configuration for the web application, and the health and readiness checks.
import { endpoints, type ProjectConfig } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/config';
import { migrationsApplied } from '../../platform/db/migrate';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { loadedWebPush } from '../../platform/push/web-push';

/** Only what the browser needs: never a secret, a database address or a key. */
export function presentProjectConfig(config: Config): ProjectConfig {
  return {
    configName: config.CONFIG_NAME,
    projectName: config.PROJECT_NAME,
    images: { logo: config.LOGO_URL ?? null },
    modules: config.MODULES,
    routerBase: config.ROUTER_BASE,
    apiUrl: config.API_URL,
    featureFlags: config.FEATURE_FLAGS,
    cmsUrl: config.CMS_URL ?? null,
    legacyAppUrl: config.LEGACY_APP_URL ?? null,
    sso: config.OIDC_ISSUER ? { label: config.OIDC_LABEL ?? 'SSO' } : null,
    vapidPublicKey: loadedWebPush(config)?.publicKey ?? null,
    mailDelivery: config.SMTP_URL ? 'smtp' : 'outbox',
  };
}

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps) {
  const projectConfig = presentProjectConfig(deps.config);
  registerEndpoint(app, endpoints.system.config, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return projectConfig;
  });
  registerEndpoint(app, endpoints.system.health, async () => ({ status: 'ok' as const }));
  registerEndpoint(app, endpoints.system.ready, async ({ reply }) => {
    const ready = await migrationsApplied(deps.db).catch(() => false);
    if (!ready) reply.status(503);
    // 503 is sent through the same schema: the status tells the load balancer.
    return reply.send({ status: ready ? 'ok' : 'unavailable' }) as never;
  });
}
