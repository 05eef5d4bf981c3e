// Files in an S3-compatible bucket. Clients upload and download through presigned URLs, so the
// bytes never pass through the API server; the server itself reads and writes with the SDK.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { byteCounter } from './local-storage';
import { SizeMismatchError, type StorageDriver } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3Storage(settings: S3Settings): StorageDriver & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Otherwise the SDK signs a CRC32 of the empty body into presigned PUT URLs, and S3 then
    // rejects the real upload; S3-compatible servers may not know the checksum headers at all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    client,
    presignUpload: (key, contentType, size, expiresIn) =>
      // Length and type are signed headers: S3 refuses a PUT of another size or type.
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }), {
        expiresIn,
        signableHeaders: new Set(['content-type', 'content-length']),
      }),
    presignDownload: (key, { contentType, contentDisposition, expiresInSeconds }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: contentDisposition,
        }),
        { expiresIn: expiresInSeconds },
      ),
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body as Readable;
    },
    async write(key, body, { contentType, size, maxBytes }) {
      // A single PUT needs the length up front: a stream of unknown length is spooled to a
      // temporary file first (server-written files, such as an import's error rows).
      const dir = await mkdtemp(path.join(tmpdir(), 'fedra-s3-'));
      const spool = path.join(dir, 'body');
      const out = createWriteStream(spool);
      try {
        const counter = byteCounter(size ?? maxBytes);
        await pipeline(body, counter, out);
        if (size !== undefined && counter.count !== size) throw new SizeMismatchError('less');
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: counter.count,
            ContentType: contentType,
          }),
        );
        return counter.count;
      } finally {
        // Closed first: a stream destroyed before it opened would create the file afterwards.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(dir, { recursive: true, force: true });
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound');
}
