// The upload form of the club zone: required fields, a wrong file refused as soon as it is picked
// (nothing is sent), the upload's progress, and the server's problems with the file shown under
// the file field, every one of them. The calls are answered by a stubbed fetch and a fake
// XMLHttpRequest (the server's side is tested through HTTP in apps/server, the whole flow in
// e2e/imports.e2e.ts); the error mapping is checked on its own too.
import type { LoggedUser } from '@fedra/contract/account';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../platform/api/api-error';
import { FakeXhr, installFakeXhr } from '../../platform/files/fake-xhr';
import { type Session, SessionContext } from '../../platform/session/session';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { UploadPanel } from './components/UploadPanel';
import { uploadFormErrors, uploadPercent } from './upload-errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });

const session = {
  ready: true,
  failed: false,
  user: {
    currentClubId: 7,
    currentClub: { id: 7, name: 'BK Karlín', registrationNumber: 'K-7' },
    permissions: ['api.club.zone.import.create'],
    zones: ['club'],
  } as unknown as LoggedUser,
  codebook: {
    importTypes: { '2': { id: 2, code: 'PERSON', name: { cs: 'Import osob', en: 'Person import' } } },
    federationUnits: {},
  },
} as unknown as Session;

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: '/zone/club/import/list', element: <UploadPanel zone="club" /> },
      { path: '/zone/club/import/detail/:id', element: <p>detail</p> },
    ],
    { initialEntries: ['/zone/club/import/list'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
// The picker's accept attribute is a hint the file dialog may ignore ("All files").
const user = () => userEvent.setup({ applyAccept: false });

beforeAll(() => setupI18n('cs'));
beforeEach(() => {
  setTestRuntimeConfig({ modules: ['import'] });
  installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('the upload form', () => {
  it('asks for a file and refuses a wrong one when it is picked, before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    expect(screen.getByText(/Osoby se naimportují do klubu BK Karlín/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Nahrát a importovat' }));
    expect(await screen.findByText('Pole Soubor je povinné')).toBeInTheDocument();

    await user().upload(fileInput(), new File(['%PDF'], 'seznam.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Vyberte soubor typu .csv, .xlsx.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Nahrát a importovat' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads with progress, then shows every problem of the file under the file field', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        if (url.endsWith('/files/upload-url')) {
          return json(200, {
            operationId: 'club.file.upload',
            links: [],
            data: {
              uploadUrl: '/api/files/upload/x?expires=1&signature=s',
              method: 'PUT',
              headers: { 'Content-Type': 'text/csv' },
              fileUrl: 'fedra-file://import/x',
              expiresAt: '',
              fileUrlExpiresAt: '',
            },
          });
        }
        return json(400, {
          status: 400,
          title: 'Neplatná data',
          errors: [
            { field: 'fileAwsUrl', message: 'Chybí sloupec Jméno.' },
            { field: 'fileAwsUrl', message: 'Chybí sloupec Příjmení.' },
          ],
        });
      }),
    );
    renderPanel();
    await user().upload(fileInput(), new File(['Přezdívka\nA\n'], 'spatne.csv', { type: 'text/csv' }));
    await user().click(screen.getByRole('button', { name: 'Nahrát a importovat' }));

    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    await FakeXhr.last!.sending;
    FakeXhr.last!.progress(6, 12);
    expect(await screen.findByText('Nahrávání souboru: 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Průběh nahrávání' })).toHaveAttribute('aria-valuenow', '50');
    FakeXhr.last!.respond(204);

    expect(await screen.findByText('Chybí sloupec Jméno.')).toBeInTheDocument();
    expect(screen.getByText('Chybí sloupec Příjmení.')).toBeInTheDocument();
    // Next to the field: the file input names them as its error.
    expect(screen.getByRole('button', { name: /^Soubor/ })).toHaveAccessibleDescription(/Chybí sloupec Jméno/);
    expect(bodies).toEqual([
      { name: 'spatne.csv', contentType: 'text/csv', size: 14, purpose: 'import' }, // bytes of UTF-8
      { typeId: 2, fileAwsUrl: 'fedra-file://import/x', encoding: 'auto' },
    ]);
    expect(screen.getByRole('button', { name: 'Nahrát a importovat' })).toBeEnabled();
  });
});

describe('where the problems of an upload go', () => {
  it('puts the file, target and type problems by field, each message once, the rest apart', () => {
    const err = new ApiError(400, {
      type: 'about:blank',
      title: 'x',
      status: 400,
      detail: '',
      instance: '',
      code: 'validation',
      errors: [
        { field: 'size', message: 'Soubor je příliš velký.' },
        { field: 'fileAwsUrl', message: 'Chybí sloupec Jméno.' },
        { field: 'fileAwsUrl', message: 'Chybí sloupec Jméno.' },
        { field: 'objectId', message: 'Vyberte klub.' },
        { message: 'Něco jiného.' },
      ],
    } as never);
    expect(uploadFormErrors(err)).toEqual({
      fields: { file: ['Soubor je příliš velký.', 'Chybí sloupec Jméno.'], objectId: ['Vyberte klub.'] },
      other: ['Něco jiného.'],
    });
    expect(uploadFormErrors(new Error('network'))).toEqual({ fields: {}, other: [] });
  });

  it('counts whole percent, and none of an unknown size', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(20, 10)).toBe(100);
  });
});

describe('the progress of a running import', () => {
  it('counts the rows with the Czech plural forms, and in English', async () => {
    const t = i18next.getFixedT('cs', 'imports');
    expect(t('detail.processed', { count: 1 })).toBe('Zpracován 1 řádek');
    expect(t('detail.processed', { count: 3 })).toBe('Zpracovány 3 řádky');
    expect(t('detail.processed', { count: 120 })).toBe('Zpracováno 120 řádků');
    expect(t('detail.processedOf', { done: 0, count: 1 })).toBe('Zpracováno 0 z 1 řádku');
    expect(t('detail.processedOf', { done: 2, count: 4 })).toBe('Zpracováno 2 z 4 řádků');
    const en = i18next.getFixedT('en', 'imports');
    expect(en('detail.processedOf', { done: 2, count: 4 })).toBe('2 of 4 rows processed');
    expect(en('sample.failedTitle')).toBe('Sample download failed');
    expect(en('sample.failedMessage')).toBe('Please try again, or select a different type of sample, please');
  });
});
