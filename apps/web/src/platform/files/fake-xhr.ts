// A stand-in for XMLHttpRequest in tests of uploads (jsdom's would try the network): it records
// the request, and the test reports progress and answers it.
import { vi } from 'vitest';

/** One PUT as the fake request saw it; the test answers it with `respond`. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private sent!: () => void;
  readonly sending = new Promise<void>((r) => {
    this.sent = r;
  });

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    this.sent();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body = '', contentType = '') {
    this.status = status;
    this.responseText = body;
    if (contentType) this.responseHeaders['content-type'] = contentType;
    this.onload?.();
  }
}

/**
 * Makes uploads go to FakeXhr and forgets the last one; `vi.unstubAllGlobals()` (in the tests'
 * afterEach, and in test/page.tsx's) puts the real one back.
 */
export function installFakeXhr(): void {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
