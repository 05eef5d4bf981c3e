// The admin zone's user calls and the account's one-time links (issue 28). The links point at the
// web pages /invitation and /reset-password at PUBLIC_URL (else the request's origin, as the QR
// codes); the invitation's mail goes out before the answer, the reset's after it (the answer must
// not tell by its time whether the address has an account).
import { endpoints, type User } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { requestOrigin } from '../../platform/http/request-origin';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { requestPasswordReset, setPasswordByLink } from './account-links.service';
import { linkMail } from './account-mail';
import {
  type Actor,
  getUser,
  type IssuedLink,
  inviteUser,
  renewInvitation,
  setLocked,
  updateUser,
  userExport,
  userSignIns,
  usersListSql,
} from './users.service';

const e = endpoints.users;
const a = endpoints.accountLinks;

/** The web pages that take the links' tokens. */
export const INVITATION_PAGE = 'invitation';
export const RESET_PASSWORD_PAGE = 'reset-password';

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps) {
  const pageUrl = (request: FastifyRequest, page: string, token: string) =>
    `${requestOrigin(deps.config, request)}${deps.config.ROUTER_BASE}${page}?token=${encodeURIComponent(token)}`;
  const actor = (request: FastifyRequest, userId: number): Actor => ({ userId, origin: originOf(request) });
  const answer = (operationId: string, zoneAccess: Parameters<typeof linksFor>[0], user: User) => {
    const actions = [
      e.update,
      user.locked ? e.unlock : e.lock,
      ...(user.invitationPending ? [e.invitation] : []),
      e.signIns,
    ];
    return { operationId, links: linksFor(zoneAccess, actions, { id: user.id }), data: user };
  };
  const sendInvitation = async (request: FastifyRequest, user: User, link: IssuedLink) => {
    const url = pageUrl(request, INVITATION_PAGE, link.token);
    await deps.mail.send(
      linkMail(deps.config, {
        kind: 'invitation',
        name: user.fullName,
        email: user.email,
        url,
        expiresAt: link.expiresAt,
        tokenId: link.tokenId,
      }),
      `invitation-${link.tokenId}`,
    );
  };

  registerListEndpoint(app, deps, e.list, { statements: ({ query }) => usersListSql(query), exportAs: userExport });
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) =>
    answer(e.get.operationId, zoneAccess, await getUser(deps.db, params.id)),
  );
  registerEndpoint(app, e.invite, async ({ body, zoneAccess, user, request }) => {
    const { user: invited, link } = await inviteUser(deps.db, actor(request, user!.userId), body);
    try {
      await sendInvitation(request, invited, link);
    } catch (err) {
      // The account stands; the office sends the invitation again from the user's page.
      request.log.warn({ err, userId: invited.id }, 'invitation mail not sent');
    }
    return answer(e.invite.operationId, zoneAccess, invited);
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) =>
    answer(e.update.operationId, zoneAccess, await updateUser(deps.db, actor(request, user!.userId), params.id, body)),
  );
  for (const [endpoint, locked] of [
    [e.lock, true],
    [e.unlock, false],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ params, zoneAccess, user, request }) =>
      answer(
        endpoint.operationId,
        zoneAccess,
        await setLocked(deps.db, actor(request, user!.userId), params.id, locked),
      ),
    );
  }
  registerEndpoint(app, e.invitation, async ({ params, user, request }) => {
    const { user: invited, link } = await renewInvitation(deps.db, actor(request, user!.userId), params.id);
    await sendInvitation(request, invited, link);
    return {
      operationId: e.invitation.operationId,
      links: [],
      data: { sentTo: invited.email, expiresAt: link.expiresAt.toISOString() },
    };
  });
  registerEndpoint(app, e.signIns, async ({ params }) => {
    await getUser(deps.db, params.id);
    const rows = await userSignIns(deps.db, params.id);
    return { operationId: e.signIns.operationId, links: [], data: rows };
  });

  registerEndpoint(app, a.acceptInvitation, async ({ body, request }) => {
    await setPasswordByLink(deps.db, 'invitation', body.token, body.password, originOf(request));
    return undefined;
  });
  registerEndpoint(app, a.passwordResetConfirm, async ({ body, request }) => {
    await setPasswordByLink(deps.db, 'password-reset', body.token, body.password, originOf(request));
    return undefined;
  });
  registerEndpoint(app, a.passwordReset, async ({ body, request }) => {
    const link = await requestPasswordReset(deps.db, body.email, originOf(request));
    if (link) {
      const url = pageUrl(request, RESET_PASSWORD_PAGE, link.token);
      // After the answer: its time must not tell whether the address has an account.
      setImmediate(() => {
        deps.mail
          .send(linkMail(deps.config, { kind: 'password-reset', ...link, url }), `password-reset-${link.tokenId}`)
          .catch((err: unknown) => request.log.warn({ err, userId: link.userId }, 'password-reset mail not sent'));
      });
    }
    return undefined;
  });
}
