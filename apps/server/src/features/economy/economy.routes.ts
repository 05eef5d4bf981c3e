// Economy settings (spec 001 §2 Economy): read the token's state; replace the token (the
// Administrator only). The item's links say whether the caller may replace it.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { getEconomySettings, renewEconomyToken } from './economy.service';

const e = endpoints.economy;

const settingsLinks = (zoneAccess: ZoneAccess | null) => linksFor(zoneAccess, [e.renewToken], {});

export function registerEconomyRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, e.settings, async ({ zoneAccess }) => ({
    operationId: e.settings.operationId,
    links: settingsLinks(zoneAccess),
    data: await getEconomySettings(deps.db),
  }));
  registerEndpoint(app, e.renewToken, async ({ body, zoneAccess, user }) => ({
    operationId: e.renewToken.operationId,
    links: settingsLinks(zoneAccess),
    data: await renewEconomyToken(deps.db, deps.secrets, user!.userId, body),
  }));
}
