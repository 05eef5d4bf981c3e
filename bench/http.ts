// HTTP against the running server: single calls (fixtures, sign-in) through undici, and the load
// through the lean keep-alive client of raw-http.ts, one connection per simulated client.
import { Pool } from 'undici';
import { ConnectionPool, encodeRequest } from './raw-http';
import type { HttpCall } from './scenarios';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

export class HttpClient {
  private readonly pool: Pool;
  private readonly load: ConnectionPool;

  constructor(
    readonly baseUrl: string,
    connections: number,
  ) {
    this.pool = new Pool(baseUrl, { connections: 4, pipelining: 1 });
    this.load = new ConnectionPool(baseUrl, connections);
  }

  /** One call with the body read; throws unless the status is the expected one. */
  async request(call: HttpCall, token?: string): Promise<HttpAnswer> {
    const res = await this.pool.request(this.options(call, token));
    const text = await res.body.text();
    if (res.statusCode !== call.status) {
      throw new Error(
        `${call.method} ${call.path}: expected ${call.status}, got ${res.statusCode} ${text.slice(0, 300)}`,
      );
    }
    return { status: res.statusCode, headers: res.headers, json: text ? JSON.parse(text) : null };
  }

  /** The load loop's task: the whole answer is received, its status checked, its body not parsed. */
  task(call: HttpCall, token?: string): () => Promise<boolean> {
    const o = this.options(call, token);
    const request = encodeRequest(new URL(this.baseUrl).host, o.method, o.path, o.headers, o.body);
    return this.load.task(request, call.status);
  }

  async signIn(userName: string, password: string): Promise<string> {
    const answer = await this.request({
      method: 'POST',
      path: '/api/account/login',
      body: { userName, password },
      status: 200,
    });
    return (answer.json as { access_token: string }).access_token;
  }

  close(): Promise<void> {
    this.load.close();
    return this.pool.close();
  }

  private options(call: HttpCall, token?: string) {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    return { method: call.method, path: call.path, headers, body };
  }
}
