// The runtime project configuration served to the web application (spec 000 §3).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';

export const ProjectConfigSchema = z
  .object({
    configName: z.string(),
    projectName: z.string(),
    images: z.object({ logo: z.string().nullable() }),
    modules: z.array(z.string()),
    routerBase: z.string(),
    apiUrl: z.string(),
    featureFlags: z.array(z.string()),
    cmsUrl: z.string().nullable(),
    legacyAppUrl: z.string().nullable(),
    /** Single sign-on (OpenID Connect) is configured: the sign-in page shows its button with this label. Absent means null. */
    sso: z.object({ label: z.string() }).nullable().optional(),
    /** The VAPID public key browsers subscribe to web push with; null: web push is off. */
    vapidPublicKey: z.string().nullable(),
    /**
     * How e-mail leaves: `smtp` (SMTP_URL is set) or `outbox` (written as files to DATA_DIR/outbox,
     * nothing is sent). The web application says "saved to the outbox" rather than "sent".
     */
    mailDelivery: z.enum(['smtp', 'outbox']),
  })
  .meta({ id: 'ProjectConfig' });
export type ProjectConfig = z.infer<typeof ProjectConfigSchema>;

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) }).meta({ id: 'Health' });

export const systemEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/global-zone/config',
    operationId: 'config.get',
    summary: 'Runtime project configuration for the web application (no secrets)',
    tags: ['system'],
    access: { kind: 'anonymous' },
    status: 200,
    response: ProjectConfigSchema,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    operationId: 'health',
    summary: 'The process is up',
    tags: ['system'],
    access: { kind: 'anonymous' },
    status: 200,
    response: HealthSchema,
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    operationId: 'ready',
    summary: 'The database is reachable and every migration is applied (503 otherwise)',
    tags: ['system'],
    access: { kind: 'anonymous' },
    status: 200,
    response: HealthSchema,
  }),
};
