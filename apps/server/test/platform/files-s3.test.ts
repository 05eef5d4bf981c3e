// Files in S3-compatible storage, against a real S3 server (s3rver on a free loopback port, its
// data in a temporary directory): presigned upload and download URLs used with fetch, the checks
// of a file URL, files the server writes, delete. And the S3 settings checked at start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadSigningKey } from '../../src/platform/auth/tokens';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import type { AppError } from '../../src/platform/errors/app-error';
import { createFileStore, type FileStore } from '../../src/platform/files/file-store';
import { createS3Storage } from '../../src/platform/files/s3-storage';
import { useTestServer } from '../test-server';

const server = useTestServer();
// The SDK tells Node 20 users once per process that its 2027 releases need Node 22 (docs/decisions.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'fedra';
const BYTES = Buffer.from('registrationNumber;firstName\nCZE 123-456;Eva\n');
const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let s3rver: S3rver;
let s3Dir: string;
let app: FastifyInstance;
let files: FileStore;
let storage: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'fedra-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  const config = loadConfig(
    {},
    {
      DEMO_DATA: 'false',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...S3_KEYS,
    },
  );
  storage = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: config.S3_ENDPOINT,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  files = createFileStore(config, server.db.db, await loadSigningKey(server.db.db));
  expect(files.driver).toBe('s3');
  app = await buildApp({ ...server.deps, config, files }, { webDist: null, validateResponses: true });
});

afterAll(async () => {
  await app?.close();
  storage?.client.destroy();
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const clubUserId = async () =>
  (await server.db.pool.query(`SELECT id FROM users WHERE user_name = 'club@fedra.test'`)).rows[0].id as number;

async function askUpload(over: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/club-zone/files/upload-url',
    headers: { authorization: `Bearer ${await server.tokenFor('club')}` },
    payload: { name: 'osoby.csv', contentType: 'text/csv', size: BYTES.length, purpose: 'import', ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { uploadUrl: string; fileUrl: string; headers: Record<string, string> };
}

/** The message of the 400 that resolve() throws for the file URL, or 'ok'. */
async function resolveProblem(fileUrl: string): Promise<string> {
  try {
    await files.resolve(fileUrl, { purpose: 'import', userId: await clubUserId(), field: 'fileAwsUrl' });
    return 'ok';
  } catch (err) {
    const e = err as AppError;
    expect(e.status).toBe(400);
    expect(e.issues[0]!.field).toBe('fileAwsUrl');
    return e.issues[0]!.key;
  }
}

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('S3 storage', () => {
  it('uploads through the presigned URL, takes the file URL, reads, downloads and deletes the object', async () => {
    const up = await askUpload();
    const url = new URL(up.uploadUrl);
    expect(url.pathname).toMatch(/^\/fedra\/import\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    // Size and type are signed: S3 itself refuses a PUT of anything else.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

    expect(await resolveProblem(up.fileUrl)).toBe('file.notUploaded');
    const put = await fetch(up.uploadUrl, { method: 'PUT', body: BYTES, headers: up.headers });
    expect(put.status).toBe(200);

    const file = await files.resolve(up.fileUrl, {
      purpose: 'import',
      userId: await clubUserId(),
      field: 'fileAwsUrl',
    });
    expect(file).toMatchObject({ name: 'osoby.csv', contentType: 'text/csv', size: BYTES.length });
    const { rows } = await server.db.pool.query('SELECT uploaded_date FROM files WHERE id = $1', [file.id]);
    expect(rows[0].uploaded_date).not.toBeNull();
    expect(await text(await files.open(file))).toBe(BYTES.toString());

    const download = await fetch(await files.downloadUrl(file, { fileName: 'Osoby – leden.csv' }));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Osoby _ leden.csv"; filename*=UTF-8''${encodeURIComponent('Osoby – leden.csv')}`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(BYTES)).toBe(true);

    await files.delete(file);
    await expect(
      storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: new URL(up.uploadUrl).pathname.slice(7) })),
    ).rejects.toMatchObject({ name: 'NotFound' });
    expect(await files.get(file.id)).toBeNull();
    expect(await resolveProblem(up.fileUrl)).toBe('file.urlInvalid');
  });

  it('refuses a file URL whose object has another size or type than announced', async () => {
    const wrongSize = await askUpload();
    await fetch(wrongSize.uploadUrl, {
      method: 'PUT',
      body: Buffer.concat([BYTES, BYTES]),
      headers: wrongSize.headers,
    });
    expect(await resolveProblem(wrongSize.fileUrl)).toBe('file.notUploaded');
    const wrongType = await askUpload();
    await fetch(wrongType.uploadUrl, { method: 'PUT', body: BYTES, headers: { 'content-type': 'application/pdf' } });
    expect(await resolveProblem(wrongType.fileUrl)).toBe('file.notUploaded');
  });

  it('writes server files as objects and reads them back', async () => {
    const file = await files.write({
      purpose: 'import-errors',
      name: 'chyby.csv',
      contentType: 'text/csv',
      body: Readable.from(['a;b\n', 'c;d\n']),
    });
    expect(file.size).toBe(8);
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `import-errors/${file.id.slice(0, 2)}/${file.id}` }),
    );
    expect(head).toMatchObject({ ContentLength: 8, ContentType: 'text/csv' });
    expect(await text(await files.open(file))).toBe('a;b\nc;d\n');
    await files.delete(file);
    expect(await storage.stat(`import-errors/${file.id.slice(0, 2)}/${file.id}`)).toBeNull();
  });

  it('leaves the server’s own transfer routes unused', async () => {
    const up = await askUpload();
    const id = /[0-9a-f-]{36}/.exec(new URL(up.uploadUrl).pathname)![0];
    const res = await app.inject({
      method: 'PUT',
      url: `/api/files/upload/${id}?expires=1&signature=x`,
      payload: BYTES,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('S3 settings', () => {
  const problem = (values: Record<string, string>) => {
    try {
      loadConfig({}, values);
      return 'accepted';
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
  };

  it('stops the start when the set is incomplete, naming the missing setting', () => {
    expect(problem({ S3_BUCKET: 'b' })).toContain('S3_REGION: required with S3_BUCKET');
    expect(problem({ S3_ENDPOINT: 'http://s3.local', S3_REGION: 'eu' })).toContain(
      'S3_BUCKET: required when S3_ENDPOINT, S3_REGION is set',
    );
    expect(problem({ S3_BUCKET: 'b', S3_REGION: 'eu', S3_ACCESS_KEY_ID: 'k' })).toContain(
      'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    );
    expect(problem({ S3_BUCKET: 'b', S3_REGION: 'eu', S3_FORCE_PATH_STYLE: 'maybe' })).toContain('S3_FORCE_PATH_STYLE');
    // Without keys the AWS SDK finds its own credentials (an instance role).
    expect(problem({ S3_BUCKET: 'b', S3_REGION: 'eu' })).toBe('accepted');
    expect(problem({ S3_BUCKET: 'b', S3_REGION: 'eu', ...S3_KEYS })).toBe('accepted');
  });
});
