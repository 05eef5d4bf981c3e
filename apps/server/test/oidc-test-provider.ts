// A real OpenID provider for the single-sign-on tests (server tests and e2e/run.ts): oidc-provider
// on a free port of 127.0.0.1 with one confidential client and accounts given by the test. Its
// sign-in page is a minimal form of our own (interactions.url): the e-mail of an account and a
// button; submitting it signs that account in and grants the scopes at once, without a consent page.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; a test may add or change them while the provider runs. */
  accounts: Map<string, TestAccount>;
  /** The next id token carries this nonce instead of the one asked for (a forged answer). */
  forgeNextNonce(nonce: string): void;
  close(): Promise<void>;
}

export const TEST_CLIENT_ID = 'fedra';
export const TEST_CLIENT_SECRET = 'fedra-test-secret-0123456789abcdef';

export async function startOidcTestProvider(options: {
  redirectUris: string[];
  accounts: TestAccount[];
}): Promise<OidcTestProvider> {
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  let forgedNonce: string | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims of the asked scopes in the id token itself (as most corporate providers do).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (the defaults print a notice each).
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: account.email_verified, name: account.name ?? sub };
        },
      };
    },
  });
  // A forged nonce: rewrite the id token's payload before it is signed.
  const IdToken = provider.IdToken;
  const originalIssue = IdToken.prototype.issue;
  IdToken.prototype.issue = function issue(this: InstanceType<typeof IdToken>, ...args) {
    if (forgedNonce) {
      this.set('nonce', forgedNonce);
      forgedNonce = null;
    }
    return originalIssue.apply(this, args);
  };

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec((req.url ?? '').split('?')[0]!);
    if (!match) return void handle(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(`<!doctype html><html lang="en"><head><title>Test provider sign-in</title>
<meta name="viewport" content="width=device-width"></head><body><main>
<h1>Test provider sign-in</h1>
<form method="post" action="/interaction/${details.uid}">
<label>E-mail <input name="email" type="email" autocomplete="username" required></label>
<button type="submit">Sign in at the provider</button>
</form></main></body></html>`);
          return;
        }
        const email = new URLSearchParams(await readBody(req)).get('email') ?? '';
        const account = [...accounts.values()].find((a) => a.email.toLowerCase() === email.toLowerCase());
        if (!account) {
          await provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: 'no such account',
          });
          return;
        }
        const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id as string });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(`interaction failed: ${(err as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    accounts,
    forgeNextNonce(nonce) {
      forgedNonce = nonce;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Drives a browser's way through the provider without a browser: from the authorization URL, the
 * sign-in form as `email`, to the redirect back. Answers the callback URL (with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let res = await send(authorizationUrl);
  let location = res.headers.get('location');
  if (!location) throw new Error(`provider: no redirect from the authorization URL (${res.status})`);
  const interaction = new URL(location, authorizationUrl).href;
  res = await send(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  // Back to the authorization endpoint (resume), which redirects to the client.
  for (let hops = 0; hops < 5; hops++) {
    location = res.headers.get('location');
    if (!location) throw new Error(`provider: no redirect (${res.status} ${await res.text()})`);
    const next = new URL(location, interaction).href;
    if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
    res = await send(next);
  }
  throw new Error('provider: too many redirects');
}
