// The default mode as a user runs it: the real server process on its embedded PostgreSQL.
// One server per data directory; after kill -9 the next start recovers with the data intact;
// SIGTERM lets a request in progress finish, then stops PostgreSQL too.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  return { child, output: () => out, exited: new Promise((r) => child.once('exit', (code) => r(code))) };
}

async function waitReady(url: string, server: Running) {
  for (let i = 0; i < 240; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready: ${server.output()}`);
}

/** The demo's persons: the generated 4,000 and the register's four (features/persons/persons.demo.ts). */
const DEMO_PERSONS = 4004;

async function personCount(url: string): Promise<number> {
  const login = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin@fedra.test', password: 'Fedra-demo-2026' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${url}/api/admin-zone/people/count/all`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return ((await res.json()) as { data: number }).data;
}

function postmasterAlive(pgDir: string): Promise<boolean> {
  return readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').then(
    (c) => {
      try {
        process.kill(Number(c.split('\n')[0]), 0);
        return true;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code === 'EPERM';
      }
    },
    () => false,
  );
}

describe('embedded PostgreSQL lifecycle', () => {
  let dataDir = '';
  const servers: Running[] = [];
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('recovers after kill -9 and stops in order on SIGTERM', async () => {
    // Under /tmp: as root the database runs as `postgres`, which must be able to enter it.
    dataDir = await mkdtemp(path.join(tmpdir(), 'fedra-lifecycle-'));
    await chmod(dataDir, 0o755);
    const pgDir = path.join(dataDir, 'pg');
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), HOST: '127.0.0.1' };

    const portA = await freePort();
    const first = start({ ...env, PORT: String(portA) });
    servers.push(first);
    await waitReady(`http://127.0.0.1:${portA}`, first);
    expect(first.output()).toContain('Fedra is running at');
    expect(await personCount(`http://127.0.0.1:${portA}`)).toBe(DEMO_PERSONS);

    const second = start({ ...env, PORT: String(await freePort()) });
    servers.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('another Fedra server');
    expect(await personCount(`http://127.0.0.1:${portA}`)).toBe(DEMO_PERSONS); // the first one is untouched

    first.child.kill('SIGKILL');
    await first.exited;
    expect(await postmasterAlive(pgDir)).toBe(true); // left behind, as after a crash

    const portC = await freePort();
    const third = start({ ...env, PORT: String(portC) });
    servers.push(third);
    const url = `http://127.0.0.1:${portC}`;
    await waitReady(url, third);
    expect(await personCount(url)).toBe(DEMO_PERSONS); // data intact, demo data not seeded twice

    const inFlight = fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'expert@fedra.test', password: 'Fedra-demo-2026' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    third.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await third.exited).toBe(0);
    expect(await postmasterAlive(pgDir)).toBe(false);
    expect(existsSync(path.join(dataDir, 'fedra.pid'))).toBe(false);
  }, 180_000);
});
