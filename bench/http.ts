// HTTP against the running server over a keep-alive connection pool (undici), one connection per
// simulated client.
import { Pool } from 'undici';
import type { HttpCall } from './scenarios';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

export class HttpClient {
  private readonly pool: Pool;

  constructor(
    readonly baseUrl: string,
    connections: number,
  ) {
    this.pool = new Pool(baseUrl, { connections, pipelining: 1 });
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

  /** The load loop's task: the body is read (the client pays for the whole answer) but not parsed. */
  task(call: HttpCall, token?: string): () => Promise<boolean> {
    const options = this.options(call, token);
    return async () => {
      const res = await this.pool.request(options);
      await res.body.dump({ limit: Number.POSITIVE_INFINITY });
      return res.statusCode === call.status;
    };
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
