// Where the bytes of stored files live: one small interface, two drivers (local disk, S3).
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** The Content-Type the storage recorded; null when it keeps none (local disk). */
  contentType: string | null;
}

/** A write whose byte count differs from the expected size (or passes the purpose's limit). */
export class SizeMismatchError extends Error {
  constructor(readonly received: 'more' | 'less') {
    super(`the body has ${received} bytes than expected`);
  }
}

export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** S3: a presigned PUT. Local: undefined; the file store signs its own upload URL. */
  presignUpload?(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string>;
  /** S3: a presigned GET. Local: undefined; the file store signs its own download URL. */
  presignDownload?(
    key: string,
    options: { contentType: string; contentDisposition: string; expiresInSeconds: number },
  ): Promise<string>;
  /** The stored object, or null when nothing (complete) is stored under the key. */
  stat(key: string): Promise<StoredObject | null>;
  read(key: string): Promise<Readable>;
  /**
   * Stores a stream under the key, all or nothing. With `size`, exactly that many bytes are
   * accepted; `maxBytes` caps a stream of unknown length. Either way a SizeMismatchError leaves
   * nothing behind.
   */
  write(
    key: string,
    body: Readable,
    options: { contentType: string; size?: number; maxBytes: number },
  ): Promise<number>;
  remove(key: string): Promise<void>;
}
