// Files on local storage through HTTP: the upload URL per zone and purpose, the signed PUT to
// the server itself (type, size, signature, expiry), the file URL a create call sends back
// (signed, expiring, this purpose, this user, complete), downloads, server-written files, delete.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { defineEndpoint } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { FILE_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from '../../src/platform/files/file-store';
import { createLocalStorage } from '../../src/platform/files/local-storage';
import { SizeMismatchError } from '../../src/platform/files/storage';
import { registerEndpoint } from '../../src/platform/http/endpoint';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const CSV = 'text/csv';
const BYTES = Buffer.from('firstName;lastName\nJana;Nováková\n', 'utf8');

const askUpload = (
  as: DemoUser,
  body: Record<string, unknown>,
  zone: 'admin' | 'club' | 'personal' = 'club',
  lang = 'en',
) =>
  server.request({
    method: 'POST',
    url: `/api/${zone}-zone/files/upload-url`,
    as,
    payload: body,
    headers: { 'accept-language': lang },
  });

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Členové 2026.csv',
  contentType: CSV,
  size: BYTES.length,
  purpose: 'import',
  ...over,
});

async function uploadUrlFor(
  as: DemoUser = 'club',
  over: Record<string, unknown> = {},
  zone: 'admin' | 'club' = 'club',
) {
  const res = await askUpload(as, valid(over), zone);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { uploadUrl: string; fileUrl: string; headers: Record<string, string>; expiresAt: string };
}

const put = (url: string, payload: Buffer | Readable | string, contentType = CSV, lang = 'en') =>
  server.request({
    method: 'PUT',
    url,
    payload,
    headers: { 'content-type': contentType, 'accept-language': lang },
  });

const errorsByField = (body: { errors: { field?: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field ?? '', e.message]));

const userId = async (user: DemoUser) =>
  (await server.db.pool.query(`SELECT id FROM users WHERE user_name = $1`, [`${user}@fedra.test`])).rows[0]
    .id as number;

/** An application with a probe call that takes a file the way an import create call will. */
let probeApp: FastifyInstance;
beforeAll(async () => {
  probeApp = await buildApp(server.deps, { webDist: null, validateResponses: true });
  const probe = defineEndpoint({
    method: 'POST',
    path: '/api/probe-import',
    operationId: 'probe.import',
    summary: 'test probe',
    tags: ['test'],
    access: { kind: 'user' },
    body: z.object({ fileAwsUrl: z.string(), purpose: z.enum(['import', 'import-errors']).default('import') }),
    status: 200,
    response: z.object({ id: z.string(), name: z.string(), size: z.number(), text: z.string() }),
  });
  registerEndpoint(probeApp, probe, async ({ body, user }) => {
    const file = await server.deps.files.resolve(body.fileAwsUrl, {
      purpose: body.purpose,
      userId: user!.userId,
      field: 'fileAwsUrl',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of await server.deps.files.open(file)) chunks.push(chunk as Buffer);
    return { id: file.id, name: file.name, size: file.size, text: Buffer.concat(chunks).toString('utf8') };
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await probeApp?.close();
});

/** Tokens by user; tests that move the clock sign in again (a token's lifetime follows the clock). */
let tokenOverride: Partial<Record<DemoUser, string>> = {};
const useFile = async (fileAwsUrl: string, as: DemoUser = 'club', lang = 'en', purpose = 'import') =>
  probeApp.inject({
    method: 'POST',
    url: '/api/probe-import',
    payload: { fileAwsUrl, purpose },
    headers: {
      authorization: `Bearer ${tokenOverride[as] ?? (await server.tokenFor(as))}`,
      'accept-language': lang,
    },
  });
const signIn = async (user: DemoUser) => {
  const res = await server.request({
    method: 'POST',
    url: '/api/account/login',
    payload: { userName: `${user}@fedra.test`, password: DEMO_PASSWORD },
  });
  tokenOverride[user] = res.json().access_token;
};

describe('upload URL', () => {
  it('answers where to PUT, the headers to send and the file URL to send back', async () => {
    const res = await askUpload('club', valid());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.operationId).toBe('club.file.upload');
    expect(body.data).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': CSV },
      uploadUrl: expect.stringMatching(/^\/api\/files\/upload\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/),
      fileUrl: expect.stringMatching(/^fedra-file:\/\/import\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/),
    });
    const expiresIn = (Date.parse(body.data.expiresAt) - Date.now()) / 1000;
    expect(expiresIn).toBeGreaterThan(UPLOAD_URL_TTL_SECONDS - 60);
    expect(expiresIn).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS);
    // Recorded with its owner, not uploaded yet.
    const id = /upload\/([0-9a-f-]{36})/.exec(body.data.uploadUrl)![1];
    const { rows } = await server.db.pool.query(
      'SELECT purpose, name, content_type, size, owner_user_id, uploaded_date FROM files WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      purpose: 'import',
      name: 'Členové 2026.csv',
      content_type: CSV,
      size: BYTES.length,
      owner_user_id: await userId('club'),
      uploaded_date: null,
    });
  });

  it('names every field that breaks the purpose, in Czech and English', async () => {
    const bad = valid({ name: 'members.pdf', contentType: 'application/pdf', size: 60 * 1024 * 1024 });
    const en = await askUpload('club', bad);
    expect(en.statusCode).toBe(400);
    expect(errorsByField(en.json())).toEqual({
      name: 'The file name must end with .csv, .xlsx.',
      contentType: expect.stringContaining('The file type application/pdf is not allowed; allowed types: text/csv'),
      size: 'The file is too large; at most 50 MB.',
    });
    const cs = await askUpload('club', bad, 'club', 'cs');
    expect(errorsByField(cs.json()).size).toBe('Soubor je příliš velký; nejvýše 50 MB.');

    const missing = await askUpload('club', { purpose: 'nothing' });
    expect(Object.keys(errorsByField(missing.json())).sort()).toEqual(['contentType', 'name', 'purpose', 'size']);
    const slash = await askUpload('club', valid({ name: '../etc/passwd.csv' }));
    expect(errorsByField(slash.json())).toEqual({
      name: 'The file name may not contain slashes or control characters.',
    });
  });

  it('accepts the types browsers report for CSV and XLSX, in any letter case', async () => {
    for (const [name, contentType] of [
      ['a.CSV', 'application/vnd.ms-excel'],
      ['a.csv', 'Text/CSV; charset=UTF-8'],
      ['b.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]) {
      const res = await askUpload('admin', valid({ name, contentType }), 'admin');
      expect(res.statusCode, `${name} ${contentType}: ${res.body}`).toBe(200);
    }
  });

  it('offers a purpose only in its zones, only while its module is on, never one the server writes', async () => {
    const personal = await askUpload('member', valid(), 'personal');
    expect(personal.statusCode).toBe(400);
    expect(errorsByField(personal.json())).toEqual({ purpose: 'Files for import cannot be uploaded here.' });
    const serverOnly = await askUpload('club', valid({ purpose: 'import-errors' }));
    expect(errorsByField(serverOnly.json())).toEqual({ purpose: 'Files for import-errors cannot be uploaded here.' });
  });
});

describe('module switch', () => {
  const boardOnly = useTestServer({ MODULES: 'board' });
  it('refuses the purpose of a module that is off', async () => {
    const res = await boardOnly.request({
      method: 'POST',
      url: '/api/club-zone/files/upload-url',
      as: 'club',
      payload: valid(),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsByField(res.json())).toEqual({ purpose: 'Files for import cannot be uploaded here.' });
  });
});

describe('upload, use, download, delete (local storage)', () => {
  it('stores the PUT bytes, takes the file URL, reads the file and offers a download', async () => {
    const up = await uploadUrlFor();
    const res = await put(up.uploadUrl, BYTES, up.headers['Content-Type']);
    expect(res.statusCode, res.body).toBe(204);

    const used = await useFile(up.fileUrl);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ name: 'Členové 2026.csv', size: BYTES.length, text: BYTES.toString('utf8') });
    const file = (await server.deps.files.get(used.json().id))!;
    // On disk under DATA_DIR/files, nothing left half-written.
    const root = path.join(server.deps.config.DATA_DIR, 'files');
    expect(await readFile(path.join(root, 'import', file.id.slice(0, 2), file.id))).toEqual(BYTES);
    expect(await readdir(path.join(root, '.partial'))).toEqual([]);

    const url = await server.deps.files.downloadUrl(file);
    expect(url).toMatch(/^\/api\/files\/download\/[0-9a-f-]{36}\?expires=\d+&name=.+&signature=[\w-]+$/);
    const download = await server.request({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(BYTES);
    expect(download.headers).toMatchObject({
      'content-type': CSV,
      'content-length': String(BYTES.length),
      'content-disposition': `attachment; filename="_lenov_ 2026.csv"; filename*=UTF-8''${encodeURIComponent('Členové 2026.csv')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    // Another name for the download is signed into the URL; changing it breaks the signature.
    const renamed = await server.deps.files.downloadUrl(file, { fileName: 'export.csv' });
    expect((await server.request({ method: 'GET', url: renamed })).headers['content-disposition']).toContain(
      'filename="export.csv"',
    );
    const forged = await server.request({ method: 'GET', url: renamed.replace('export.csv', 'other.csv') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual([
      { field: 'downloadUrl', message: 'Pole downloadUrl neobsahuje adresu souboru vydanou tímto serverem.' },
    ]);

    await server.deps.files.delete(file);
    expect(await server.deps.files.get(file.id)).toBeNull();
    expect(existsSync(path.join(root, 'import', file.id.slice(0, 2), file.id))).toBe(false);
    expect((await useFile(up.fileUrl)).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url })).statusCode).toBe(400);
  });

  it('refuses a PUT of another type or size, or with a forged signature, naming the field', async () => {
    const up = await uploadUrlFor();
    const type = await put(up.uploadUrl, BYTES, 'application/json');
    expect(type.statusCode).toBe(400);
    expect(errorsByField(type.json())).toEqual({
      contentType: 'The file is being uploaded with another type than announced; expected text/csv.',
    });
    const size = await put(up.uploadUrl, Buffer.concat([BYTES, Buffer.from('x')]));
    expect(errorsByField(size.json())).toEqual({
      size: `The size of the upload does not match the announced size (${BYTES.length} bytes).`,
    });
    const forged = await put(
      up.uploadUrl.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      BYTES,
    );
    expect(errorsByField(forged.json())).toEqual({
      uploadUrl: 'The field uploadUrl does not hold a file address issued by this server.',
    });
    const otherFile = await uploadUrlFor();
    const swapped = up.uploadUrl.replace(/upload\/[^?]+/, /upload\/[^?]+/.exec(otherFile.uploadUrl)![0]);
    expect((await put(swapped, BYTES)).statusCode).toBe(400);
    expect((await put('/api/files/upload/not-a-uuid?expires=1&signature=x', BYTES)).statusCode).toBe(400);
    // Nothing of it was stored.
    expect((await useFile(up.fileUrl)).json().errors).toEqual([
      { field: 'fileAwsUrl', message: 'The file in fileAwsUrl has not been uploaded completely yet.' },
    ]);
  });

  it('counts the bytes of a body without a length: too few or too many leave nothing behind', async () => {
    const up = await uploadUrlFor();
    const short = await put(up.uploadUrl, Readable.from([BYTES.subarray(0, 10)]));
    expect(short.statusCode).toBe(400);
    expect(Object.keys(errorsByField(short.json()))).toEqual(['size']);
    const long = await put(up.uploadUrl, Readable.from([BYTES, BYTES]));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(errorsByField(long.json()))).toEqual(['size']);
    expect((await useFile(up.fileUrl)).statusCode).toBe(400);
    const streamed = await put(up.uploadUrl, Readable.from([BYTES.subarray(0, 5), BYTES.subarray(5)]));
    expect(streamed.statusCode, streamed.body).toBe(204);
    expect((await useFile(up.fileUrl)).statusCode).toBe(200);
  });

  it('takes a large body as a stream, not limited by BODY_LIMIT', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const up = await uploadUrlFor('club', { size: big.length });
    const res = await put(up.uploadUrl, big);
    expect(res.statusCode, res.body).toBe(204);
    expect((await useFile(up.fileUrl)).json().size).toBe(big.length);
  });

  it('accepts a new PUT to the same URL until it expires (a retried upload replaces the bytes)', async () => {
    const up = await uploadUrlFor();
    expect((await put(up.uploadUrl, Buffer.from('x'.repeat(BYTES.length)))).statusCode).toBe(204);
    expect((await put(up.uploadUrl, BYTES)).statusCode).toBe(204);
    expect((await useFile(up.fileUrl)).json().text).toBe(BYTES.toString('utf8'));
  });
});

describe('over a real connection', () => {
  it('streams a PUT to disk over HTTP, and a refused PUT still gets its answer', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.alloc(2 * 1024 * 1024, 'b');
    const up = await uploadUrlFor('club', { size: big.length });
    const refused = await fetch(`${address}${up.uploadUrl}`, {
      method: 'PUT',
      body: big,
      headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('contentType');
    const stored = await fetch(`${address}${up.uploadUrl}`, { method: 'PUT', body: big, headers: up.headers });
    expect(stored.status).toBe(204);
    const file = (await useFile(up.fileUrl)).json();
    expect(file.size).toBe(big.length);
    const download = await fetch(`${address}${await server.deps.files.downloadUrl(file)}`);
    // equals(): a deep comparison of two megabytes element by element takes minutes.
    expect(Buffer.from(await download.arrayBuffer()).equals(big)).toBe(true);
  });
});

describe('the file URL a create call sends back', () => {
  const problem = async (fileAwsUrl: string, as: DemoUser = 'club', lang = 'en', purpose = 'import') => {
    const res = await useFile(fileAwsUrl, as, lang, purpose);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    return errorsByField(res.json()).fileAwsUrl;
  };

  it('is refused when forged, of another user, of another purpose or not a file URL at all', async () => {
    const up = await uploadUrlFor();
    expect((await put(up.uploadUrl, BYTES)).statusCode).toBe(204);
    const invalid = 'The field fileAwsUrl does not hold a file address issued by this server.';
    // A different first character (a fixed one would equal the real signature once in 64 runs).
    const forged = up.fileUrl.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'B' ? 'C' : 'B'}`);
    expect(await problem(forged)).toBe(invalid);
    expect(await problem(up.fileUrl.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`))).toBe(invalid);
    expect(await problem(up.fileUrl.replace('fedra-file://import/', 'fedra-file://import-errors/'))).toBe(invalid);
    expect(await problem('https://example.com/file.csv')).toBe(invalid);
    expect(await problem(up.fileUrl, 'expert')).toBe('The file in fileAwsUrl was uploaded by another user.');
    expect(await problem(up.fileUrl, 'club', 'cs', 'import-errors')).toBe(
      'Soubor v poli fileAwsUrl byl nahrán pro jiný účel (import).',
    );
    expect((await useFile(up.fileUrl)).statusCode).toBe(200);
  });

  it('expires: the upload URL after an hour, the file URL after a day', async () => {
    const up = await uploadUrlFor();
    const later = await uploadUrlFor();
    expect((await put(later.uploadUrl, BYTES)).statusCode).toBe(204);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (UPLOAD_URL_TTL_SECONDS + 60) * 1000 });
    try {
      const res = await put(up.uploadUrl, BYTES);
      expect(res.statusCode).toBe(400);
      expect(errorsByField(res.json())).toEqual({
        uploadUrl: 'The address in uploadUrl has expired; upload the file again.',
      });
      // Uploaded in time, the file URL still works within its day.
      await signIn('club');
      expect((await useFile(later.fileUrl)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + FILE_URL_TTL_SECONDS * 1000);
      await signIn('club');
      expect(await problem(later.fileUrl)).toBe('The address in fileAwsUrl has expired; upload the file again.');
    } finally {
      vi.useRealTimers();
      tokenOverride = {};
    }
  });
});

describe('files the server writes', () => {
  it('stores, reads back, offers for download and deletes them', async () => {
    const file = await server.deps.files.write({
      purpose: 'import-errors',
      name: 'chyby importu.csv',
      contentType: 'text/csv; charset=utf-8',
      body: Readable.from(['row;error\n', '2;missing birth date\n']),
    });
    expect(file).toMatchObject({ purpose: 'import-errors', size: 31, ownerUserId: null });
    const chunks: Buffer[] = [];
    for await (const chunk of await server.deps.files.open(file)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('row;error\n2;missing birth date\n');
    const download = await server.request({ method: 'GET', url: await server.deps.files.downloadUrl(file) });
    expect(download.body).toBe('row;error\n2;missing birth date\n');
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A server-written file is nobody's upload: no create call can take it.
    await server.deps.files.delete(file.id);
    expect(await server.deps.files.get(file.id)).toBeNull();
  });
});

describe('local storage', () => {
  it('never shows a half-written file: a failed write leaves nothing under the key', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fedra-local-'));
    try {
      const storage = createLocalStorage(root);
      const failing = new Readable({
        read() {
          this.push(Buffer.from('abc'));
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(
        storage.write('import/ab/abc', failing, { contentType: CSV, size: 10, maxBytes: 100 }),
      ).rejects.toThrow('connection lost');
      await expect(
        storage.write('import/ab/abc', Readable.from([Buffer.alloc(200)]), { contentType: CSV, maxBytes: 100 }),
      ).rejects.toBeInstanceOf(SizeMismatchError);
      expect(await storage.stat('import/ab/abc')).toBeNull();
      expect(await readdir(path.join(root, '.partial'))).toEqual([]);
      await expect(storage.stat('../outside')).rejects.toThrow('unsafe storage key');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
