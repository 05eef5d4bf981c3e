// The upload and download helpers alone: the upload-url call and the downloads are answered by a
// stubbed fetch and the PUT by a fake XMLHttpRequest (the server's side of files is tested through
// HTTP in apps/server); what is checked is what this module adds: file checks, the announced type,
// progress, headers, errors and names.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { isApiError } from '../api/api-error';
import { fileNameFromDisposition } from '../api/client';
import { tokens } from '../session/tokens';
import { checkFile, fileProblemText, uploadContentType } from './check';
import { fetchFile } from './download';
import { FakeXhr, installFakeXhr } from './fake-xhr';
import { uploadFile } from './upload';

const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => setupI18n('cs'));
beforeEach(() => {
  setTestRuntimeConfig();
  tokens.set('access', 'refresh');
  installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('checking a picked file', () => {
  it('takes the endings and size of the purpose, whatever the browser says the type is', () => {
    expect(checkFile({ name: 'Členové.CSV', size: 10, type: '' }, 'import')).toBeNull();
    expect(checkFile({ name: 'a.xlsx', size: 50 * MB, type: XLSX }, 'import')).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 10, type: 'application/pdf' }, 'import')).toEqual({
      kind: 'type',
      allowed: ['.csv', '.xlsx'],
    });
    expect(checkFile({ name: 'csv', size: 10, type: 'text/csv' }, 'import')?.kind).toBe('type');
    expect(checkFile({ name: 'a.csv', size: 0, type: 'text/csv' }, 'import')).toEqual({ kind: 'empty' });
    expect(checkFile({ name: 'a.csv', size: 50 * MB + 1, type: 'text/csv' }, 'import')).toEqual({
      kind: 'size',
      maxBytes: 50 * MB,
    });
  });

  it('says what is wrong in the current language', () => {
    expect(fileProblemText({ kind: 'type', allowed: ['.csv', '.xlsx'] })).toBe('Vyberte soubor typu .csv, .xlsx.');
    expect(fileProblemText({ kind: 'size', maxBytes: 50 * MB })).toBe(
      'Soubor je příliš velký: může mít nejvýše 50 MB.',
    );
  });

  it('announces an accepted browser type as it is, else the type of the name ending', () => {
    expect(uploadContentType({ name: 'a.csv', size: 1, type: 'application/vnd.ms-excel' }, 'import')).toBe(
      'application/vnd.ms-excel',
    );
    expect(uploadContentType({ name: 'a.csv', size: 1, type: 'application/octet-stream' }, 'import')).toBe('text/csv');
    expect(uploadContentType({ name: 'a.xlsx', size: 1, type: '' }, 'import')).toBe(XLSX);
  });
});

describe('uploading', () => {
  const file = () => new File(['Jméno;Příjmení\nA;B\n'], 'clenove.csv', { type: '' });

  it('asks for an upload URL, PUTs the bytes with its headers reporting progress, and returns the file URL', async () => {
    const requests: { url: string; body: unknown; auth: string | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({
          url,
          body: JSON.parse(String(init.body)),
          auth: (init.headers as Record<string, string>).Authorization,
        });
        return json(200, {
          operationId: 'club.file.upload',
          links: [],
          data: {
            uploadUrl: '/api/files/upload/abc?expires=1&signature=s',
            method: 'PUT',
            headers: { 'Content-Type': 'text/csv' },
            fileUrl: 'fedra-file://import/abc?expires=1&signature=t',
            expiresAt: '2026-01-01T00:00:00Z',
            fileUrlExpiresAt: '2026-01-01T00:00:00Z',
          },
        });
      }),
    );
    const progress: number[] = [];
    const picked = file();
    const done = uploadFile(picked, {
      zone: 'club',
      purpose: 'import',
      onProgress: (p) => progress.push(Math.round((100 * p.loaded) / p.total)),
    });
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    await xhr.sending;
    expect(requests).toEqual([
      {
        url: '/api/club-zone/files/upload-url',
        body: { name: 'clenove.csv', contentType: 'text/csv', size: picked.size, purpose: 'import' },
        auth: 'Bearer access',
      },
    ]);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/files/upload/abc?expires=1&signature=s');
    expect(xhr.headers).toMatchObject({ 'Content-Type': 'text/csv', 'Accept-Language': 'cs' });
    expect(xhr.body).toBe(picked);
    xhr.progress(5, 20);
    xhr.respond(204);
    await expect(done).resolves.toEqual({
      fileUrl: 'fedra-file://import/abc?expires=1&signature=t',
      name: 'clenove.csv',
      fileUrlExpiresAt: '2026-01-01T00:00:00Z',
    });
    expect(progress).toEqual([25, 100]);
  });

  it('fails with the problem the upload route answered, and with an AbortError when aborted', async () => {
    const uploadUrl = () =>
      json(200, {
        operationId: 'x',
        links: [],
        data: {
          uploadUrl: 'https://bucket.example/key?X-Amz-Signature=1',
          method: 'PUT',
          headers: { 'Content-Type': 'text/csv' },
          fileUrl: 'f',
          expiresAt: '',
          fileUrlExpiresAt: '',
        },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => uploadUrl()),
    );

    const failing = uploadFile(file(), { zone: 'admin', purpose: 'import' }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    await FakeXhr.last!.sending;
    // A presigned URL of another origin gets only the headers it signed.
    expect(FakeXhr.last!.headers).toEqual({ 'Content-Type': 'text/csv' });
    FakeXhr.last!.respond(
      400,
      JSON.stringify({ status: 400, title: 'Bad', errors: [{ field: 'size', message: 'Velikost nesouhlasí.' }] }),
      'application/problem+json',
    );
    const err = await failing;
    expect(isApiError(err) && err.status === 400 && err.fieldErrors).toEqual({ size: 'Velikost nesouhlasí.' });

    FakeXhr.last = undefined;
    const controller = new AbortController();
    const aborted = uploadFile(file(), { zone: 'admin', purpose: 'import', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    await FakeXhr.last!.sending;
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    expect((await aborted) as DOMException).toMatchObject({ name: 'AbortError' });
  });

  it('reports a refused upload-url call with its fields (the file checks of the server)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { status: 400, title: 'Bad', errors: [{ field: 'name', message: 'Soubor musí být .csv.' }] }),
      ),
    );
    const err = await uploadFile(file(), { zone: 'club', purpose: 'import' }).catch((e: unknown) => e);
    expect(isApiError(err) && err.fieldErrors).toEqual({ name: 'Soubor musí být .csv.' });
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('downloading', () => {
  it('reads the file name of Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameFromDisposition(`attachment; filename="clenove-chyby.csv"`)).toBe('clenove-chyby.csv');
    expect(fileNameFromDisposition(`attachment; filename="_lenov_.csv"; filename*=UTF-8''%C4%8Clenov%C3%A9.csv`)).toBe(
      'Členové.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.csv"`)).toBe('ok.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('sends the token, renews it once when expired, and names the file by the answer or the fallback', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith('/account/refresh')) return json(200, { access_token: 'new', refresh_token: 'r2' });
        const auth = (init.headers as Record<string, string>).Authorization;
        seen.push(`${url} ${auth}`);
        if (auth !== 'Bearer new') return json(401, { status: 401, title: 'x' });
        return url.endsWith('/filled')
          ? new Response('a;b\n', {
              headers: { 'content-disposition': 'attachment; filename="Person_filled_import_sample.csv"' },
            })
          : new Response('x');
      }),
    );
    const filled = await fetchFile('/api/club-zone/imports/filled', {
      fallbackName: 'fallback.csv',
      actionName: 'club.import.sample.filled',
    });
    expect(filled.name).toBe('Person_filled_import_sample.csv');
    expect(await filled.blob.text()).toBe('a;b\n');
    expect(seen).toEqual(['/api/club-zone/imports/filled Bearer access', '/api/club-zone/imports/filled Bearer new']);
    expect(
      (
        await fetchFile('/api/club-zone/imports/7/file', {
          fallbackName: 'fallback.csv',
          actionName: 'club.import.sample.filled',
        })
      ).name,
    ).toBe('fallback.csv');
  });

  it('fails with an ApiError carrying the problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { status: 404, title: 'Nenalezeno', errors: [] })),
    );
    const err = await fetchFile('/api/club-zone/imports/9/file', {
      fallbackName: 'x',
      actionName: 'club.import.file.download',
    }).catch((e: unknown) => e);
    expect(isApiError(err) && [err.status, err.problem?.title]).toEqual([404, 'Nenalezeno']);
  });
});
