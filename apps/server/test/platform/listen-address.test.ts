// Where the real server listens (issue 9): loopback unless HOST says otherwise, and a warning at
// start when it faces a network while demo accounts still have the published password.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitUntilReady,
} from '../../../../scripts/lib/server-process';
import { isLoopbackHost } from '../../src/demo/exposure';
import { createTestDatabase } from '../database';

/** An address of this machine that other machines could reach, if it has one. */
function outwardAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('the listening address', () => {
  let db: { url: string; drop: () => Promise<void> };
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
  });
  afterAll(async () => {
    for (const s of running) await stopServer(s, 'listen-address');
    await db?.drop();
  });

  /** Starts the real server on the test database copy; `host` undefined: the default. */
  async function start(host: string | undefined) {
    const port = await freePort();
    const { HOST: _unset, ...env } = process.env;
    const server = startServer({
      ...(env as Record<string, string>),
      DATABASE_URL: db.url,
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...(host ? { HOST: host } : {}),
    });
    running.push(server);
    await waitUntilReady(`http://127.0.0.1:${port}`, server);
    // The start-up checks are done once the banner is out (main.ts).
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('Fedra is running');
    return { server, port };
  }

  it('listens on 127.0.0.1 by default, unreachable from other machines, with no warning', async () => {
    const { server, port } = await start(undefined);
    expect(server.output()).toContain(`Server listening at http://127.0.0.1:${port}`);
    expect(server.output()).not.toContain('WARNING');
    const outward = outwardAddress();
    if (outward) expect(await accepts(outward, port)).toBe(false);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    expect(await stopServer(server, 'default host')).toBe(true);
  });

  it('listens where HOST says, and warns while the demo accounts keep the demo password', async () => {
    const first = await start('0.0.0.0');
    const outward = outwardAddress();
    if (outward) expect(await accepts(outward, first.port)).toBe(true);
    expect(first.server.output()).toContain('WARNING: listening on 0.0.0.0');
    expect(first.server.output()).toContain('admin@fedra.test');
    expect(await stopServer(first.server, 'open host')).toBe(true);

    // Once every demo password is changed, the same start says nothing.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE user_name = 'admin@fedra.test') || 'x'
        WHERE user_name LIKE '%@fedra.test'`,
    );
    await client.end();
    const second = await start('0.0.0.0');
    expect(second.server.output()).not.toContain('WARNING');
    expect(await stopServer(second.server, 'open host, passwords changed')).toBe(true);
  });
});

describe('isLoopbackHost', () => {
  it('tells loopback addresses from the others', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'example.org', '128.0.0.1'])
      expect(isLoopbackHost(h)).toBe(false);
  });
});
