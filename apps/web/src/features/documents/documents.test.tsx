// The documents browser in the browser's place: the folder named by the address with breadcrumbs,
// subfolders and files; the management actions only where the folder's links allow them; the name
// rule's messages in the folder form before anything is sent, the server's next to the field; a
// folder's delete dialog saying how many files go; a file's link to copy. The server's side is
// tested through HTTP in apps/server, the whole flow in e2e/documents.e2e.ts.
import type { LoggedUser } from '@fedra/contract/account';
import type { Link } from '@fedra/contract/common/envelope';
import type { DocumentFile, DocumentFolderView } from '@fedra/contract/documents';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../platform/files/fake-xhr';
import { answerCalls, apiAnswer, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { FileFormModal } from './components/FileFormModal';
import { FolderFormModal } from './components/FolderFormModal';
import { documentNameError } from './document-names';
import DocumentsPage from './pages/DocumentsPage';

type Zone = 'admin' | 'club' | 'personal';
const json = apiAnswer;
const audit = { createdDate: '2026-03-01T09:00:00Z', createdById: 2, editedDate: null, editedById: null };

const VIEW: DocumentFolderView = {
  folder: { id: 3, name: '2026', path: '/Předpisy/2026' },
  breadcrumbs: [
    { id: null, name: '', path: '/' },
    { id: 2, name: 'Předpisy', path: '/Předpisy' },
    { id: 3, name: '2026', path: '/Předpisy/2026' },
  ],
  folders: [
    { id: 4, parentId: 3, name: 'Archiv', path: '/Předpisy/2026/Archiv', folderCount: 1, fileCount: 3, ...audit },
    { id: 5, parentId: 3, name: 'Sezóny', path: '/Předpisy/2026/Sezóny', folderCount: 2, fileCount: 0, ...audit },
  ],
};

const FILE: DocumentFile = {
  id: 11,
  folderId: 3,
  name: 'Soutěžní řád 2026.pdf',
  size: 2048,
  contentType: 'application/pdf',
  visibility: 'public',
  publicUrl: '/api/public-zone/documents/11/download',
  shareUrl: null,
  createdByName: 'Expert',
  ...audit,
};

const MANAGE: Link[] = [
  'folder.create',
  'folder.update',
  'folder.delete',
  'file.create',
  'file.update',
  'file.delete',
].map((a) => ({ operationId: `api.admin.zone.document.${a}` }));

/** Answers the folder and file calls; records every call. */
function serve(
  links: Link[],
  onDelete = () => json(200, { operationId: 'x', links: [], data: { folders: 2, files: 3 } }),
) {
  return answerCalls((url, init) => {
    if (init?.method === 'DELETE') return onDelete();
    if (url.includes('/folders/by-path')) {
      return url.includes(encodeURIComponent('/Nic'))
        ? json(404, { status: 404, title: 'Nenalezeno', errors: [] })
        : json(200, { operationId: 'document.folder.get', links, data: VIEW });
    }
    return json(200, { data: [FILE], limit: 100, offset: 0, total: 1 });
  });
}

function renderAt(zone: Zone, user: LoggedUser, at = `/zone/${zone}/document/P%C5%99edpisy/2026`) {
  renderPage({
    routes: [{ path: `/zone/${zone}/document/*`, element: <DocumentsPage /> }],
    at,
    user,
    zone,
    modules: ['document'],
  });
}

const user = () => userEvent.setup({ applyAccept: false });
const calls = (fetch: ReturnType<typeof answerCalls>) => fetch.mock.calls as unknown as [string, RequestInit?][];

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['document'] }));

describe('the documents page', () => {
  it('asks for the folder of the address and shows its breadcrumbs, subfolders and files of that folder', async () => {
    const fetch = serve([]);
    renderAt('club', zoneCaller('club', ['document.list']));
    expect(await screen.findByRole('heading', { name: '2026', level: 1 })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Umístění' });
    expect(within(crumbs).getByRole('link', { name: 'Dokumenty' })).toHaveAttribute('href', '/zone/club/document');
    expect(within(crumbs).getByRole('link', { name: 'Předpisy' })).toHaveAttribute(
      'href',
      '/zone/club/document/P%C5%99edpisy',
    );
    expect(screen.getByRole('link', { name: 'Archiv' })).toHaveAttribute(
      'href',
      '/zone/club/document/P%C5%99edpisy/2026/Archiv',
    );
    expect(screen.getByText('3 soubory · 1 podsložka')).toBeInTheDocument();
    // No files but subfolders: not "empty".
    expect(screen.getByText('2 podsložky', { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Soutěžní řád 2026.pdf' })).toBeInTheDocument();
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    const urls = calls(fetch).map(([url]) => decodeURIComponent(url));
    expect(urls.some((u) => u.includes('/api/club-zone/documents/folders/by-path?path=/Předpisy/2026'))).toBe(true);
    expect(urls.some((u) => u.includes('/api/club-zone/documents/files?') && u.includes('fields[folderId][v]=3'))).toBe(
      true,
    );
  });

  it('keeps the folder shown, marked busy, while the next one opens', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ARCHIVE: DocumentFolderView = {
      folder: { id: 4, name: 'Archiv', path: '/Předpisy/2026/Archiv' },
      breadcrumbs: [...VIEW.breadcrumbs, { id: 4, name: 'Archiv', path: '/Předpisy/2026/Archiv' }],
      folders: [],
    };
    answerCalls(async (url) => {
      if (url.includes('/folders/by-path')) {
        if (!decodeURIComponent(url).includes('Archiv'))
          return json(200, { operationId: 'document.folder.get', links: [], data: VIEW });
        await held;
        return json(200, { operationId: 'document.folder.get', links: [], data: ARCHIVE });
      }
      return json(200, { data: [], limit: 100, offset: 0, total: 0 });
    });
    renderAt('club', zoneCaller('club', ['document.list']));
    const heading = await screen.findByRole('heading', { name: '2026', level: 1 });
    await user().click(screen.getByRole('link', { name: 'Archiv' }));
    await waitFor(() => expect(heading.closest('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getByRole('navigation', { name: 'Umístění' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Archiv', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[aria-busy="true"]')).toBeNull();
  });

  it('offers no management action to a reader', async () => {
    serve([]);
    renderAt('personal', zoneCaller('personal', ['document.list']));
    await screen.findByRole('button', { name: 'Soutěžní řád 2026.pdf' });
    expect(screen.getByRole('button', { name: 'Stáhnout Soutěžní řád 2026.pdf' })).toBeInTheDocument();
    for (const name of [
      'Nová složka',
      'Nahrát soubor',
      'Smazat Archiv',
      'Přejmenovat Archiv',
      'Upravit Soutěžní řád 2026.pdf',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('says when the folder of the address does not exist', async () => {
    serve([]);
    renderAt('admin', zoneCaller('admin', ['document.list']), '/zone/admin/document/Nic');
    expect(await screen.findByText(/Složka nebyla nalezena/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na začátek' })).toHaveAttribute('href', '/zone/admin/document');
  });

  it('asks before deleting a folder, saying how many files go with it, and deletes it on confirming', async () => {
    const fetch = serve(MANAGE);
    renderAt('admin', zoneCaller('admin', ['document.list']));
    await user().click(await screen.findByRole('button', { name: 'Smazat Archiv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat složku' });
    expect(within(dialog).getByText(/všechny její podsložky a 3 soubory v nich/)).toBeInTheDocument();
    expect(calls(fetch).some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user().click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() =>
      expect(
        calls(fetch).some(([url, init]) => init?.method === 'DELETE' && url.endsWith('/documents/folders/4')),
      ).toBe(true),
    );
  });

  it('asks before deleting a file', async () => {
    const fetch = serve(MANAGE, () => new Response(null, { status: 202 }));
    renderAt('admin', zoneCaller('admin', ['document.list']));
    await user().click(await screen.findByRole('button', { name: 'Smazat Soutěžní řád 2026.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat soubor' });
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(calls(fetch).some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});

describe('the folder form', () => {
  const save = () => screen.getByRole('button', { name: 'Uložit' });

  it('gives the name rule reason next to the field before anything is sent', async () => {
    const fetch = answerCalls(() => json(500, {}));
    renderPart(<FolderFormModal parent={{ id: null, path: '/' }} folder={null} onClose={() => {}} />);
    const name = screen.getByLabelText(/^Název složky/);
    expect(name).toBeRequired();
    for (const [value, message] of [
      ['..', 'Neplatný název složky: nesmí to být . ani ..'],
      ['a/b', 'Neplatný název složky: nesmí obsahovat řídicí znaky ani znaky / \\ : * ? " < > |.'],
      ['CON', 'Neplatný název složky: CON, PRN, AUX, NUL, COM1–9 a LPT1–9 jsou vyhrazené názvy (i s příponou).'],
    ]) {
      await user().clear(name);
      await user().type(name, value!);
      await user().click(save());
      await waitFor(() => expect(name).toHaveAccessibleDescription(message!));
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the extensions a file name must end with, as the server does', async () => {
    renderPart(<FolderFormModal parent={{ id: null, path: '/' }} folder={null} onClose={() => {}} />);
    await screen.findByLabelText(/^Název složky/);
    expect(documentNameError('zprava.exe', 'file')).toMatch(
      /^Neplatný název souboru: musí končit příponou .*\.pdf .*\.zip\)\.$/,
    );
    expect(documentNameError('zprava.pdf', 'file')).toBeNull();
  });

  it('puts the server answer that the name is taken next to the field', async () => {
    const fetch = answerCalls(() =>
      json(409, {
        status: 409,
        title: 'Konflikt',
        errors: [
          {
            field: 'name',
            message: 'Neplatný název složky: tento název už ve složce je (bez ohledu na velikost písmen).',
          },
        ],
      }),
    );
    renderPart(<FolderFormModal parent={{ id: 3, path: '/Předpisy' }} folder={null} onClose={() => {}} />);
    const name = screen.getByLabelText(/^Název složky/);
    await user().type(name, ' archiv ');
    await user().click(save());
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Neplatný název složky: tento název už ve složce je (bez ohledu na velikost písmen).',
      ),
    );
    const [, init] = calls(fetch)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ parentId: 3, name: 'archiv' });
  });
});

describe('the file form', () => {
  it('shows a public file its address to copy, and says a new link comes with saving', async () => {
    answerCalls(() => json(500, {}));
    renderPart(<FileFormModal folderId={3} file={FILE} onClose={() => {}} />);
    expect(screen.getByLabelText('Veřejná adresa')).toHaveValue(
      `${window.location.origin}/api/public-zone/documents/11/download`,
    );
    await user().click(screen.getByLabelText(/^Neveřejný odkaz/));
    expect(screen.getByText('Odkaz vznikne po uložení.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Veřejná adresa')).toBeNull();
  });

  it('refuses a file type the purpose does not allow before anything is sent', async () => {
    const fetch = answerCalls(() => json(500, {}));
    renderPart(<FileFormModal folderId={3} file={null} onClose={() => {}} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user().upload(input, new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/^Vyberte soubor typu \.pdf/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Název souboru/)).toHaveValue('program.exe');
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads the picked file with progress, creates it in the folder, and sends a refused create again without uploading twice', async () => {
    installFakeXhr();
    let creates = 0;
    const fetch = answerCalls((url) => {
      if (url.includes('/files/upload-url')) {
        return json(200, {
          operationId: 'admin.file.upload',
          links: [],
          data: {
            uploadUrl: '/api/files/upload/xyz?expires=1&signature=s',
            method: 'PUT',
            headers: { 'Content-Type': 'application/pdf' },
            fileUrl: 'fedra-file://document/xyz',
            expiresAt: '2999-01-01T00:00:00Z',
            fileUrlExpiresAt: '2999-01-01T00:00:00Z',
          },
        });
      }
      creates += 1;
      if (creates === 1) {
        return json(409, {
          status: 409,
          title: 'Konflikt',
          errors: [{ field: 'name', message: 'Soubor s tímto názvem už ve složce je.' }],
        });
      }
      return json(200, { operationId: 'document.file.create', links: [], data: { ...FILE, id: 12 } });
    });
    const onClose = vi.fn();
    renderPart(<FileFormModal folderId={3} file={null} onClose={onClose} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user().upload(input, new File(['%PDF'], 'zapis.pdf', { type: 'application/pdf' }));
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    await xhr.sending;
    act(() => xhr.progress(2, 4));
    expect(await screen.findByText('Nahrávání souboru: 50 %')).toBeInTheDocument();
    act(() => xhr.respond(204));
    const name = screen.getByLabelText(/^Název souboru/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Soubor s tímto názvem už ve složce je.'));
    const createBodies = () =>
      calls(fetch)
        .filter(([url]) => url.endsWith('/documents/files'))
        .map(([, init]) => JSON.parse(String(init?.body)));
    expect(createBodies()).toEqual([
      { folderId: 3, name: 'zapis.pdf', fileUrl: 'fedra-file://document/xyz', visibility: 'private' },
    ]);

    FakeXhr.last = undefined;
    await user().clear(name);
    await user().type(name, 'zapis 2.pdf');
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createBodies()[1]).toEqual({
      folderId: 3,
      name: 'zapis 2.pdf',
      fileUrl: 'fedra-file://document/xyz',
      visibility: 'private',
    });
    expect(FakeXhr.last).toBeUndefined();
    expect(calls(fetch).filter(([url]) => url.includes('/upload-url'))).toHaveLength(1);
  });
});
