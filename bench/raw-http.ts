// A lean HTTP/1.1 load client: one keep-alive socket per simulated client and a request encoded
// once. A general client (undici) spends about as much CPU per call as the server does for a
// cheap call, and on a 2-core machine the load generator's CPU is taken from the server.
import { connect, type Socket } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** The bytes of one request (keep-alive), built once per scenario. */
export function encodeRequest(
  host: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (status: number) => void; reject: (err: Error) => void } | null = null;
  private ready: Promise<void>;

  constructor(
    private readonly socket: Socket,
    readonly port: number,
  ) {
    socket.setNoDelay(true);
    this.ready = new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => this.fail(err));
    socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  async send(request: Buffer): Promise<number> {
    await this.ready;
    if (this.socket.destroyed) throw new Error('connection closed');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  close() {
    this.socket.destroy();
  }

  private fail(err: Error) {
    const p = this.pending;
    this.pending = null;
    p?.reject(err);
  }

  /** Completes the pending call once its whole answer (content-length or chunked) has arrived. */
  private onData(chunk: Buffer) {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd).toLowerCase();
    const bodyStart = headerEnd + HEADER_END.length;
    const length = /\r\ncontent-length: *(\d+)/.exec(head);
    let end: number;
    if (length) {
      end = bodyStart + Number(length[1]);
      if (this.buffered.length < end) return;
    } else if (head.includes('\r\ntransfer-encoding: chunked')) {
      const last = this.buffered.indexOf(CHUNKED_END, bodyStart);
      if (last < 0) return;
      end = last + CHUNKED_END.length;
    } else {
      end = bodyStart; // 304, 204: no body
    }
    const status = Number(head.slice(9, 12));
    this.buffered = this.buffered.subarray(end);
    const p = this.pending;
    this.pending = null;
    p?.resolve(status);
  }
}

/** `size` keep-alive connections; each call takes a free one (the load loop never asks for more). */
export class ConnectionPool {
  private readonly free: Connection[];

  constructor(baseUrl: string, size: number) {
    const url = new URL(baseUrl);
    const port = Number(url.port);
    this.free = Array.from({ length: size }, () => new Connection(connect(port, url.hostname), port));
  }

  /** A load task: sends `request`, true if the answer has status `expected`. */
  task(request: Buffer, expected: number): () => Promise<boolean> {
    return async () => {
      const conn = this.free.pop();
      if (!conn) throw new Error('no free connection: more workers than connections');
      try {
        return (await conn.send(request)) === expected;
      } finally {
        this.free.push(conn);
      }
    };
  }

  close() {
    for (const c of this.free) c.close();
  }
}
