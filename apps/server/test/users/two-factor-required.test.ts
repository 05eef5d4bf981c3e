// Two-factor sign-in required per role type (issue 28 §8, TWO_FACTOR_REQUIRED_ROLES): until the
// user switches it on, every zone call is refused and only the account's own calls answer; once on,
// it cannot be switched off. Users of other roles are not touched. And the setting's defaults.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { useTestServer } from '../test-server';

const server = useTestServer({ TWO_FACTOR_REQUIRED_ROLES: 'AdminExpertCommission' });
type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.request({ method, url, token, ...(payload ? { payload } : {}), headers: { 'accept-language': 'cs' } });

describe('two-factor sign-in required by a role', () => {
  it('closes every zone until the user switches it on, then keeps it on', async () => {
    const token = await server.tokenForRole(
      `povinny-${Date.now().toString(36)}@svaz.example.cz`,
      'AdminExpertCommission',
    );
    expect((await call('GET', '/api/account/me/new', token)).json().data.twoFactorSetupRequired).toBe(true);
    const refused = await call('GET', '/api/admin-zone/seasons', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((refused.json() as Problem).code).toBe('two_factor_setup_required');
    expect((refused.json() as Problem).detail).toContain('dvoufázové ověření');
    // The account's own calls stay open: state, enrolment, own sign-ins.
    expect((await call('GET', '/api/account/me/sign-ins', token)).statusCode).toBe(200);
    const state = await call('GET', '/api/account/two-factor', token);
    expect(state.json().data).toMatchObject({ enabled: false, requiredByRole: true });

    const { secret } = (await call('POST', '/api/account/two-factor/setup', token)).json().data as { secret: string };
    const confirmed = await call('POST', '/api/account/two-factor/confirm', token, {
      code: await generate({ secret }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('GET', '/api/admin-zone/seasons', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/me/new', token)).json().data.twoFactorSetupRequired).toBe(false);

    const off = await call('POST', '/api/account/two-factor/disable', token, { password: 'whatever-1' });
    expect(off.statusCode).toBe(409);
    expect((off.json() as Problem).errors[0]!.message).toBe('Vaše role vyžaduje dvoufázové ověření; vypnout ho nelze.');
    expect((await call('GET', '/api/account/two-factor', token)).json().data.enabled).toBe(true);
  });

  it('leaves users of other roles alone', async () => {
    const me = await server.request({ method: 'GET', url: '/api/account/me/new', as: 'admin' });
    expect(me.json().data.twoFactorSetupRequired).toBe(false);
    expect((await server.request({ method: 'GET', url: '/api/admin-zone/seasons', as: 'admin' })).statusCode).toBe(200);
  });
});

describe('TWO_FACTOR_REQUIRED_ROLES', () => {
  it('defaults to Administrator, to none with demo data, and takes a list or "none"', () => {
    expect(loadConfig({}, { DEMO_DATA: 'false' }).TWO_FACTOR_REQUIRED_ROLES).toEqual(['Administrator']);
    expect(loadConfig({}, { DEMO_DATA: 'true' }).TWO_FACTOR_REQUIRED_ROLES).toEqual([]);
    expect(loadConfig({}, { DEMO_DATA: 'false', TWO_FACTOR_REQUIRED_ROLES: 'none' }).TWO_FACTOR_REQUIRED_ROLES).toEqual(
      [],
    );
    expect(
      loadConfig({}, { TWO_FACTOR_REQUIRED_ROLES: 'Administrator, FedUnitManager' }).TWO_FACTOR_REQUIRED_ROLES,
    ).toEqual(['Administrator', 'FedUnitManager']);
    expect(() => loadConfig({}, { TWO_FACTOR_REQUIRED_ROLES: 'Admin' })).toThrow(ConfigError);
  });
});
