// Documents through HTTP on real PostgreSQL: the folder tree by path, names refused with their
// reasons in both languages (path traversal, reserved names, length), uploads into folders, the
// three visibilities (signed download URLs, the public address, the secret link and its renewal),
// deleting a folder with everything in it, and who may do what.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';

// A storage failure after a committed delete is logged on purpose by one test.
const server = useTestServer({}, { expectedLogs: /could not remove a stored file/ });

const ADMIN = '/api/admin-zone/documents';
type Caller = DemoUser | 'anonymous';
type Folder = {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  folderCount: number;
  fileCount: number;
  createdDate: string;
};
type DocFile = {
  id: number;
  folderId: number | null;
  name: string;
  size: number;
  contentType: string;
  visibility: 'private' | 'public' | 'unlisted';
  publicUrl: string | null;
  shareUrl: string | null;
  createdDate: string;
};
type Problem = { status: number; errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'en') {
  return server.request({
    method,
    url,
    ...(as === 'anonymous' ? {} : { as }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
const errorsOf = (res: { json(): unknown }) => (res.json() as Problem).errors;

let seq = 0;
/** A fresh folder name, so tests never meet each other's folders. */
const unique = (base: string) => `${base} ${++seq}`;

async function createFolder(name: string, parentId: number | null = null): Promise<Folder> {
  const res = await call('POST', `${ADMIN}/folders`, 'expert', { parentId, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function upload(name: string, bytes: Buffer, contentType = 'text/plain', as: DemoUser = 'expert') {
  const asked = await call('POST', '/api/admin-zone/files/upload-url', as, {
    name,
    contentType,
    size: bytes.length,
    purpose: 'document',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl as string;
}

async function createFile(
  folderId: number | null,
  name: string,
  visibility: DocFile['visibility'] = 'private',
  bytes = Buffer.from(`obsah ${name}\n`),
): Promise<DocFile> {
  const fileUrl = await upload(`${name.replace(/\.[^.]*$/, '')}.txt`, bytes);
  const res = await call('POST', `${ADMIN}/files`, 'expert', { folderId, name, fileUrl, visibility });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const filesOf = async (zone: 'admin' | 'club' | 'personal', folderId: number | null, as: Caller, extra = '') => {
  const filter =
    folderId === null
      ? 'fields[folderId][o]=valueNull'
      : `fields[folderId][o]=valuesEqual&fields[folderId][v]=${folderId}`;
  const res = await call('GET', `/api/${zone}-zone/documents/files?${filter}${extra}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: DocFile[]; total: number };
};

const storedIdOf = async (id: number) =>
  (await server.db.pool.query('SELECT file_id AS id FROM document_files WHERE id = $1', [id])).rows[0]?.id as string;
const bytesStored = (fileId: string) =>
  existsSync(path.join(server.deps.config.DATA_DIR, 'files', 'document', fileId.slice(0, 2), fileId));

describe('demo documents', () => {
  it('are a folder tree with files of each visibility, stored through the file store', async () => {
    const top = await call('GET', `${ADMIN}/folders/by-path?path=/`, 'admin');
    expect(top.statusCode, top.body).toBe(200);
    const names = (top.json().data.folders as Folder[]).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['Formuláře', 'Předpisy', 'Zápisy z jednání']));
    const rules = await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent('/Předpisy/2026')}`, 'admin');
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json().data.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['', 'Předpisy', '2026']);
    const { rows } = await server.db.pool.query<{ visibility: string; n: number }>(
      'SELECT visibility, count(*)::int AS n FROM document_files GROUP BY visibility',
    );
    expect(rows.map((r) => r.visibility).sort()).toEqual(['private', 'public', 'unlisted']);
    const anyFile = await server.db.pool.query<{ file_id: string }>('SELECT file_id FROM document_files LIMIT 1');
    expect(bytesStored(anyFile.rows[0]!.file_id)).toBe(true);
  });
});

describe('folders', () => {
  it('are found by their path of names (ignoring case) with breadcrumbs and subfolders; a missing one is a 404', async () => {
    const a = await createFolder(unique('Předpisy test'));
    const b = await createFolder('2026', a.id);
    await createFolder('Archiv', b.id);
    await createFile(b.id, 'řád.txt');
    expect(b.path).toBe(`/${a.name}/2026`);

    const res = await call(
      'GET',
      `/api/club-zone/documents/folders/by-path?path=${encodeURIComponent(`/${a.name.toUpperCase()}/2026/`)}`,
      'club',
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view.folder).toEqual({ id: b.id, name: '2026', path: `/${a.name}/2026` });
    expect(view.breadcrumbs).toEqual([
      { id: null, name: '', path: '/' },
      { id: a.id, name: a.name, path: `/${a.name}` },
      { id: b.id, name: '2026', path: `/${a.name}/2026` },
    ]);
    // An empty folder is shown to the admin zone only (see "are hidden outside the admin zone ...").
    expect(view.folders).toEqual([]);
    const inAdmin = await call(
      'GET',
      `${ADMIN}/folders/by-path?path=${encodeURIComponent(`/${a.name}/2026`)}`,
      'admin',
    );
    expect(inAdmin.json().data.folders).toMatchObject([
      { name: 'Archiv', path: `/${a.name}/2026/Archiv`, folderCount: 0, fileCount: 0 },
    ]);

    const parent = await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent(`/${a.name}`)}`, 'admin');
    expect(parent.json().data.folders).toMatchObject([{ id: b.id, folderCount: 1, fileCount: 1 }]);

    const missing = await call(
      'GET',
      `${ADMIN}/folders/by-path?path=${encodeURIComponent(`/${a.name}/2025`)}`,
      'admin',
    );
    expect(missing.statusCode).toBe(404);
    for (const hostile of ['/../..', `/${'x'.repeat(3000)}`]) {
      const res = await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent(hostile)}`, 'admin');
      expect(res.statusCode, hostile.slice(0, 10)).toBe(404);
    }
    // A control character is refused as such (the request-value guard), naming the parameter.
    const nul = await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent('/a\u0000b')}`, 'admin');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].field).toBe('path');
  });

  it('refuse bad names with the reason, in Czech and English, and write nothing', async () => {
    const before = (await server.db.pool.query('SELECT count(*)::int AS n FROM document_folders')).rows[0].n;
    const cases: [string, string][] = [
      ['..', 'Invalid folder name: it may not be . or ..'],
      ['.', 'Invalid folder name: it may not be . or ..'],
      ['a/b', 'Invalid folder name: it may not contain control characters or / \\ : * ? " < > |.'],
      ['..\\..\\etc', 'Invalid folder name: it may not contain control characters or / \\ : * ? " < > |.'],
      ['tab\there', 'Invalid folder name: it may not contain control characters or / \\ : * ? " < > |.'],
      [
        'CON',
        'Invalid folder name: CON, PRN, AUX, NUL, COM1–9 and LPT1–9 are reserved names (also with an extension).',
      ],
      [
        'lpt1.txt',
        'Invalid folder name: CON, PRN, AUX, NUL, COM1–9 and LPT1–9 are reserved names (also with an extension).',
      ],
      ['x'.repeat(300), 'Invalid folder name: it may have at most 100 characters.'],
      ['konec.', 'Invalid folder name: it may not end with a dot.'],
      ['   ', 'Invalid folder name: enter a name.'],
    ];
    for (const [name, message] of cases) {
      const res = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: null, name });
      expect(res.statusCode, name).toBe(400);
      expect(errorsOf(res), name).toEqual([{ field: 'name', message }]);
    }
    const cs = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: null, name: 'CON' }, 'cs');
    expect(errorsOf(cs)[0]!.message).toMatch(/^Neplatný název složky: /);
    const missing = await call('POST', `${ADMIN}/folders`, 'expert', { name: 'a' });
    expect(errorsOf(missing)).toEqual([{ field: 'parentId', message: expect.any(String) }]);
    const noParent = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: 999999, name: 'ok' });
    expect(noParent.statusCode).toBe(400);
    expect(errorsOf(noParent).map((e) => e.field)).toEqual(['parentId']);
    const after = (await server.db.pool.query('SELECT count(*)::int AS n FROM document_folders')).rows[0].n;
    expect(after).toBe(before);
  });

  it('are unique among their siblings ignoring case (409 naming name), not across parents; a rename keeps the rule', async () => {
    const name = unique('Zápisy');
    const a = await createFolder(name);
    const again = await call('POST', `${ADMIN}/folders`, 'expert', {
      parentId: null,
      name: `  ${name.toUpperCase()} `,
    });
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual([
      { field: 'name', message: 'Invalid folder name: the folder already has this name (ignoring case).' },
    ]);
    await createFolder(name, a.id);
    const other = await createFolder(unique('Jiná'));
    const clash = await call('PUT', `${ADMIN}/folders/${other.id}`, 'expert', { name: name.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    const renamed = await call('PUT', `${ADMIN}/folders/${other.id}`, 'expert', { name: `${other.name} nová` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: `${other.name} nová`, path: `/${other.name} nová` });
    const bad = await call('PUT', `${ADMIN}/folders/${other.id}`, 'expert', { name: '..' });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `${ADMIN}/folders/999999`, 'expert', { name: 'x' })).statusCode).toBe(404);
  });

  it('delete with their subfolders and all their files, bytes included, and say how many went', async () => {
    const top = await createFolder(unique('Ke smazání'));
    const sub = await createFolder('Pod', top.id);
    const deeper = await createFolder('Hlouběji', sub.id);
    const files = [
      await createFile(top.id, 'a.txt'),
      await createFile(sub.id, 'b.txt', 'public'),
      await createFile(deeper.id, 'c.txt', 'unlisted'),
    ];
    const stored = await Promise.all(files.map((f) => storedIdOf(f.id)));
    for (const id of stored) expect(bytesStored(id)).toBe(true);
    const keep = await createFile(null, `${unique('zůstává')}.txt`);

    const res = await call('DELETE', `${ADMIN}/folders/${top.id}`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ folders: 3, files: 3 });
    const left = await server.db.pool.query('SELECT 1 FROM document_folders WHERE id = ANY($1)', [
      [top.id, sub.id, deeper.id],
    ]);
    expect(left.rowCount).toBe(0);
    for (const id of stored) {
      expect(bytesStored(id)).toBe(false);
      expect((await server.db.pool.query('SELECT 1 FROM files WHERE id = $1', [id])).rowCount).toBe(0);
    }
    expect(bytesStored(await storedIdOf(keep.id))).toBe(true);
    expect((await call('DELETE', `${ADMIN}/folders/${top.id}`, 'expert')).statusCode).toBe(404);
  });
});

describe('concurrent writes', () => {
  it('a file put into a folder while the folder is being deleted waits, then is refused on folderId', async () => {
    const f = await createFolder(unique('Souběh'));
    const fileUrl = await upload('soubeh.txt', Buffer.from('s'));
    await server.tokenFor('expert');
    const client = await server.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT id FROM document_folders WHERE id = $1 FOR UPDATE', [f.id]);
      await client.query('DELETE FROM document_folders WHERE id = $1', [f.id]);
      const creating = call('POST', `${ADMIN}/files`, 'expert', { folderId: f.id, name: 'souběh.txt', fileUrl });
      await new Promise((r) => setTimeout(r, 300));
      await client.query('COMMIT');
      const res = await creating;
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res).map((e) => e.field)).toEqual(['folderId']);
    } finally {
      client.release();
    }
    const orphans = await server.db.pool.query(
      'SELECT 1 FROM document_files d WHERE d.folder_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM document_folders f WHERE f.id = d.folder_id)',
    );
    expect(orphans.rowCount).toBe(0);
  });
});

describe('files', () => {
  let folder: Folder;
  beforeAll(async () => {
    folder = await createFolder(unique('Soubory'));
  });

  it('go into a folder from an upload, are listed with paging, sort and a name filter', async () => {
    await createFile(folder.id, 'Beta.txt', 'private', Buffer.from('12345'));
    await createFile(folder.id, 'alfa.txt', 'public', Buffer.from('1'));
    await createFile(folder.id, 'Čtvrtletí.txt', 'unlisted', Buffer.from('1234567890'));
    const byName = await filesOf('admin', folder.id, 'admin');
    expect(byName.data.map((f) => f.name)).toEqual(['alfa.txt', 'Beta.txt', 'Čtvrtletí.txt']);
    expect(byName.total).toBe(3);
    const bySize = await filesOf('admin', folder.id, 'admin', '&sort=-size&limit=2');
    expect(bySize.data.map((f) => f.size)).toEqual([10, 5]);
    expect(bySize.total).toBe(3);
    const filtered = await filesOf('admin', folder.id, 'admin', '&fields[name][o]=valuesLike&fields[name][v]=ctvrt');
    expect(filtered.data.map((f) => f.name)).toEqual(['Čtvrtletí.txt']);
    const badSort = await call('GET', `${ADMIN}/files?sort=secret`, 'admin');
    expect(badSort.statusCode).toBe(400);
    expect(errorsOf(badSort)[0]!.field).toBe('sort');
  });

  it('are unlisted outside the admin zone: club and personal zones see private and public files only', async () => {
    const f = await createFolder(unique('Viditelnost'));
    await createFile(f.id, 'soukromý.txt', 'private');
    await createFile(f.id, 'veřejný.txt', 'public');
    const hidden = await createFile(f.id, 'skrytý.txt', 'unlisted');
    expect((await filesOf('admin', f.id, 'unit')).data.map((x) => x.name).sort()).toEqual([
      'skrytý.txt',
      'soukromý.txt',
      'veřejný.txt',
    ]);
    for (const [zone, as] of [
      ['club', 'club'],
      ['club', 'clubro'],
      ['personal', 'member'],
    ] as const) {
      const listed = await filesOf(zone, f.id, as);
      expect(listed.data.map((x) => x.name).sort(), as).toEqual(['soukromý.txt', 'veřejný.txt']);
      expect(listed.data.every((x) => x.shareUrl === null)).toBe(true);
      const view = await call('GET', `/api/${zone}-zone/documents/folders/by-path?path=/`, as);
      const row = (view.json().data.folders as Folder[]).find((x) => x.id === f.id);
      expect(row?.fileCount).toBe(2);
      expect(view.json().links).toEqual([]);
      const download = await call('GET', `/api/${zone}-zone/documents/files/${hidden.id}/download-url`, as);
      expect(download.statusCode).toBe(404);
    }
  });

  it('download privately through a short-lived signed URL, under the file name', async () => {
    const bytes = Buffer.from('soukromý obsah\n');
    const file = await createFile(folder.id, 'Soukromé.txt', 'private', bytes);
    expect(file.publicUrl).toBeNull();
    const res = await call('GET', `/api/club-zone/documents/files/${file.id}/download-url`, 'clubro');
    expect(res.statusCode, res.body).toBe(200);
    const { url, name } = res.json().data;
    expect(name).toBe('Soukromé.txt');
    const got = await server.request({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''Soukrom%C3%A9.txt");
    // The public address of a private file leads nowhere.
    expect((await call('GET', `/api/public-zone/documents/${file.id}/download`, 'anonymous')).statusCode).toBe(404);
  });

  it('download publicly at a stable address without signing in, until made private', async () => {
    const bytes = Buffer.from('veřejné\n');
    const file = await createFile(folder.id, 'Veřejné.txt', 'public', bytes);
    expect(file.publicUrl).toBe(`/api/public-zone/documents/${file.id}/download`);
    const got = await call('GET', file.publicUrl!, 'anonymous');
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('text/plain');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const hidden = await call('PUT', `${ADMIN}/files/${file.id}`, 'expert', { name: file.name, visibility: 'private' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.publicUrl).toBeNull();
    expect((await call('GET', file.publicUrl!, 'anonymous')).statusCode).toBe(404);
  });

  it('download by the secret link when unlisted; leaving unlisted revokes it, coming back makes a new one', async () => {
    const bytes = Buffer.from([0, 1, 2, 3, 254, 255]);
    const file = await createFile(folder.id, 'Sdílené.txt', 'unlisted', bytes);
    expect(file.shareUrl).toMatch(/^\/api\/public-zone\/documents\/shared\/[\w-]{32}$/);
    expect(file.publicUrl).toBeNull();
    const got = await call('GET', file.shareUrl!, 'anonymous');
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', `/api/public-zone/documents/${file.id}/download`, 'anonymous')).statusCode).toBe(404);

    const renamed = await call('PUT', `${ADMIN}/files/${file.id}`, 'expert', {
      name: 'Sdílené 2.txt',
      visibility: 'unlisted',
    });
    expect(renamed.json().data.shareUrl).toBe(file.shareUrl);
    const made = await call('PUT', `${ADMIN}/files/${file.id}`, 'expert', {
      name: 'Sdílené 2.txt',
      visibility: 'private',
    });
    expect(made.json().data.shareUrl).toBeNull();
    expect((await call('GET', file.shareUrl!, 'anonymous')).statusCode).toBe(404);
    const back = await call('PUT', `${ADMIN}/files/${file.id}`, 'expert', {
      name: 'Sdílené 2.txt',
      visibility: 'unlisted',
    });
    const fresh = back.json().data.shareUrl as string;
    expect(fresh).toMatch(/shared\/[\w-]{32}$/);
    expect(fresh).not.toBe(file.shareUrl);
    expect((await call('GET', fresh, 'anonymous')).statusCode).toBe(200);
    for (const bad of ['guessed', 'x'.repeat(80), '..%2F..%2Fetc']) {
      expect((await call('GET', `/api/public-zone/documents/shared/${bad}`, 'anonymous')).statusCode, bad).toBe(404);
    }
    expect((await call('GET', '/api/public-zone/documents/shared/%00', 'anonymous')).statusCode).toBe(400);
  });

  it('refuse bad names, a missing folder, a used or foreign upload, all at once and writing nothing', async () => {
    const fileUrl = await upload('ok.txt', Buffer.from('x'));
    const before = (await server.db.pool.query('SELECT count(*)::int AS n FROM document_files')).rows[0].n;
    const res = await call('POST', `${ADMIN}/files`, 'expert', {
      folderId: 999999,
      name: '../etc/passwd',
      fileUrl: 'fedra-file://document/x',
      visibility: 'secret',
    });
    expect(res.statusCode).toBe(400);
    // The body's shape first: every field it refuses (the folder and the upload are checked after).
    expect(
      errorsOf(res)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['name', 'visibility']);
    expect(errorsOf(res).find((e) => e.field === 'name')!.message).toMatch(/^Invalid filename: /);
    const noFolder = await call('POST', `${ADMIN}/files`, 'expert', { folderId: 999999, name: 'a.txt', fileUrl });
    expect(errorsOf(noFolder).map((e) => e.field)).toEqual(['folderId']);
    const long = await call('POST', `${ADMIN}/files`, 'expert', {
      folderId: null,
      name: `${'x'.repeat(300)}.txt`,
      fileUrl,
    });
    expect(errorsOf(long)).toEqual([
      { field: 'name', message: 'Invalid filename: it may have at most 255 characters.' },
    ]);
    const reserved = await call('POST', `${ADMIN}/files`, 'expert', { folderId: null, name: 'con.txt', fileUrl }, 'cs');
    expect(errorsOf(reserved)[0]!.message).toMatch(/^Neplatný název souboru: /);
    // Someone else's upload.
    const admins = await upload('cizí.txt', Buffer.from('y'), 'text/plain', 'admin');
    const foreign = await call('POST', `${ADMIN}/files`, 'expert', {
      folderId: null,
      name: 'cizí.txt',
      fileUrl: admins,
    });
    expect(errorsOf(foreign).map((e) => e.field)).toEqual(['fileUrl']);
    const after = (await server.db.pool.query('SELECT count(*)::int AS n FROM document_files')).rows[0].n;
    expect(after).toBe(before);
    // A used upload: the second file from the same upload is refused.
    const first = await call('POST', `${ADMIN}/files`, 'expert', { folderId: folder.id, name: 'první.txt', fileUrl });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('POST', `${ADMIN}/files`, 'expert', { folderId: folder.id, name: 'druhý.txt', fileUrl });
    expect(second.statusCode).toBe(400);
    expect(errorsOf(second).map((e) => e.field)).toEqual(['fileUrl']);
  });

  it('are unique in their folder ignoring case; an upload of a type the purpose refuses is stopped', async () => {
    const f = await createFolder(unique('Jména'));
    await createFile(f.id, 'Zápis.txt');
    const fileUrl = await upload('zapis.txt', Buffer.from('z'));
    const dup = await call('POST', `${ADMIN}/files`, 'expert', { folderId: f.id, name: 'ZÁPIS.TXT', fileUrl });
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup)).toEqual([
      { field: 'name', message: 'Invalid filename: the folder already has this name (ignoring case).' },
    ]);
    const elsewhere = await call('POST', `${ADMIN}/files`, 'expert', {
      folderId: null,
      name: `${unique('Zápis')}.txt`,
      fileUrl,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const exe = await call('POST', '/api/admin-zone/files/upload-url', 'expert', {
      name: 'virus.exe',
      contentType: 'application/x-msdownload',
      size: 10,
      purpose: 'document',
    });
    expect(exe.statusCode).toBe(400);
    expect(
      errorsOf(exe)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['contentType', 'name']);
    const fromClub = await call('POST', '/api/club-zone/files/upload-url', 'club', {
      name: 'a.pdf',
      contentType: 'application/pdf',
      size: 10,
      purpose: 'document',
    });
    expect(errorsOf(fromClub).map((e) => e.field)).toEqual(['purpose']);
  });

  it('delete with their bytes', async () => {
    const file = await createFile(folder.id, 'Smazat.txt', 'public');
    const stored = await storedIdOf(file.id);
    const res = await call('DELETE', `${ADMIN}/files/${file.id}`, 'expert');
    expect(res.statusCode).toBe(202);
    expect(bytesStored(stored)).toBe(false);
    expect((await call('GET', file.publicUrl!, 'anonymous')).statusCode).toBe(404);
    expect((await call('DELETE', `${ADMIN}/files/${file.id}`, 'expert')).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('lets only the office manage; unit managers, clubs and members read; signed out reads nothing but links', async () => {
    const f = await createFolder(unique('Přístup'));
    const file = await createFile(f.id, 'x.txt');
    for (const as of ['unit', 'club', 'clubro', 'member', 'anonymous'] as const) {
      const create = await call('POST', `${ADMIN}/folders`, as, { parentId: null, name: unique('nesmí') });
      expect(create.statusCode, as).toBe(as === 'anonymous' ? 401 : 403);
      expect((await call('PUT', `${ADMIN}/folders/${f.id}`, as, { name: 'y' })).statusCode, as).toBeGreaterThanOrEqual(
        401,
      );
      expect((await call('DELETE', `${ADMIN}/folders/${f.id}`, as)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await call('DELETE', `${ADMIN}/files/${file.id}`, as)).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await call('GET', `${ADMIN}/files`, 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', '/api/club-zone/documents/files', 'member')).statusCode).toBe(403);
    expect((await call('GET', '/api/personal-zone/documents/files', 'club')).statusCode).toBe(403);
    const unitView = await call('GET', `${ADMIN}/folders/by-path?path=/`, 'unit');
    expect(unitView.json().links).toEqual([]);
    const expertView = await call('GET', `${ADMIN}/folders/by-path?path=/`, 'expert');
    expect(
      expertView
        .json()
        .links.map((l: { operationId: string }) => l.operationId)
        .sort(),
    ).toEqual([
      'api.admin.zone.document.file.create',
      'api.admin.zone.document.file.delete',
      'api.admin.zone.document.file.update',
      'api.admin.zone.document.folder.create',
      'api.admin.zone.document.folder.delete',
      'api.admin.zone.document.folder.update',
    ]);
    expect((await call('GET', `${ADMIN}/files/${file.id}/download-url`, 'unit')).statusCode).toBe(200);
  });
});

describe('with the document module switched off', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('has no document calls, not even the public ones', async () => {
    for (const url of [
      `${ADMIN}/files`,
      '/api/public-zone/documents/1/download',
      '/api/public-zone/documents/shared/x',
    ]) {
      const res = await off.request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('hostile input and the review of issue 13', () => {
  it('refuses a NUL byte in a name, an upload URL or a list filter with a 400, never a 500', async () => {
    const fileUrl = await upload('nul.txt', Buffer.from('x'));
    for (const [field, payload] of [
      ['name', { folderId: null, name: 'a\u0000.txt', fileUrl }],
      ['fileUrl', { folderId: null, name: 'a.txt', fileUrl: `${fileUrl}\u0000` }],
    ] as const) {
      const res = await call('POST', `${ADMIN}/files`, 'expert', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res).map((e) => e.field)).toEqual([field]);
    }
    const folder = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: null, name: 'a\u0000' });
    expect(folder.statusCode).toBe(400);
    for (const filter of [
      'fields[name][o]=valuesLike&fields[name][v]=%00',
      'fields[name][o]=valuesEqual&fields[name][v]=a%00b',
      'fields[visibility][o]=valuesEqual&fields[visibility][v]=%00',
    ]) {
      const res = await call('GET', `${ADMIN}/files?${filter}`, 'admin');
      expect(res.statusCode, `${filter} ${res.body}`).toBe(400);
    }
  });

  it('answers a folderId filter no folder can have (too large, a fraction) with no rows', async () => {
    for (const value of ['99999999999', '1.5', '-1']) {
      const res = await call(
        'GET',
        `${ADMIN}/files?fields[folderId][o]=valuesEqual&fields[folderId][v]=${value}`,
        'admin',
      );
      expect(res.statusCode, `${value} ${res.body}`).toBe(200);
      expect(res.json().total).toBe(0);
    }
    const many = await call(
      'GET',
      `${ADMIN}/files?fields[folderId][o]=valuesMemberOf&fields[folderId][v][]=99999999999&fields[folderId][v][]=2.5`,
      'admin',
    );
    expect(many.statusCode, many.body).toBe(200);
  });

  it('ties file names to the extensions documents take, on create and rename', async () => {
    const f = await createFolder(unique('Přípony'));
    const fileUrl = await upload('zprava.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    for (const name of ['zprava.html', 'zprava.exe', 'zprava', '.pdf', 'zprava.pdf.js']) {
      const res = await call('POST', `${ADMIN}/files`, 'expert', { folderId: f.id, name, fileUrl });
      expect(res.statusCode, name).toBe(400);
      expect(errorsOf(res), name).toEqual([
        { field: 'name', message: expect.stringMatching(/^Invalid filename: .*\.pdf/) },
      ]);
    }
    const cs = await call('POST', `${ADMIN}/files`, 'expert', { folderId: f.id, name: 'x.exe', fileUrl }, 'cs');
    expect(errorsOf(cs)[0]!.message).toMatch(/^Neplatný název souboru: musí končit příponou/);
    const created = await call('POST', `${ADMIN}/files`, 'expert', { folderId: f.id, name: 'Zpráva.PDF', fileUrl });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const renamed = await call('PUT', `${ADMIN}/files/${id}`, 'expert', { name: 'x.html', visibility: 'private' });
    expect(renamed.statusCode).toBe(400);
    expect(errorsOf(renamed).map((e) => e.field)).toEqual(['name']);
    const ok = await call('PUT', `${ADMIN}/files/${id}`, 'expert', { name: 'zpráva 2026.pdf', visibility: 'private' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses bidi and zero-width characters in names and stores names in NFC (one name for both spellings)', async () => {
    for (const name of ['abc\u202Efdp.exe', 'a\u200Bb.txt', 'a\uFEFF.txt', 'x\u2066.pdf']) {
      const res = await call('POST', `${ADMIN}/files`, 'expert', {
        folderId: null,
        name,
        fileUrl: await upload('b.txt', Buffer.from('b')),
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorsOf(res)[0]!.message).toMatch(/control characters/);
    }
    const folder = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: null, name: 'Zw\u200Dj' });
    expect(folder.statusCode).toBe(400);
    // "é" as one character (NFC) and as "e" plus a combining acute (NFD) are one name.
    const decomposed = `${unique('Kafe')} cafe\u0301`;
    const made = await createFolder(decomposed);
    expect(made.name).toBe(decomposed.normalize('NFC'));
    const again = await call('POST', `${ADMIN}/folders`, 'expert', {
      parentId: null,
      name: decomposed.normalize('NFC'),
    });
    expect(again.statusCode).toBe(409);
    const byPath = await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent(`/${decomposed}`)}`, 'admin');
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect(byPath.json().data.folder.id).toBe(made.id);
  });

  it('keeps a committed delete a success when the stored bytes cannot be removed', async () => {
    const f = await createFolder(unique('Nesmazatelné'));
    const a = await createFile(f.id, 'a.txt');
    const b = await createFile(f.id, 'b.txt');
    const files = server.deps.files;
    const realDelete = files.delete;
    files.delete = async () => {
      throw new Error('storage unreachable');
    };
    try {
      const one = await call('DELETE', `${ADMIN}/files/${a.id}`, 'expert');
      expect(one.statusCode, one.body).toBe(202);
      const all = await call('DELETE', `${ADMIN}/folders/${f.id}`, 'expert');
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().data).toEqual({ folders: 1, files: 1 });
    } finally {
      files.delete = realDelete;
    }
    expect(
      (await server.db.pool.query('SELECT 1 FROM document_files WHERE id = ANY($1)', [[a.id, b.id]])).rowCount,
    ).toBe(0);
  });

  it('answers timestamps in ISO 8601 (UTC, toISOString form)', async () => {
    const f = await createFolder(unique('Časy'));
    const file = await createFile(f.id, 'cas.txt');
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(f.createdDate).toMatch(iso);
    expect(file.createdDate).toMatch(iso);
    const listed = await filesOf('admin', f.id, 'admin');
    expect(listed.data[0]!.createdDate).toMatch(iso);
    const renamed = await call('PUT', `${ADMIN}/files/${file.id}`, 'expert', {
      name: 'cas2.txt',
      visibility: 'private',
    });
    expect(renamed.json().data.editedDate).toMatch(iso);
    const view = await call('GET', `${ADMIN}/folders/by-path?path=/`, 'admin');
    const row = (view.json().data.folders as Folder[]).find((x) => x.id === f.id);
    expect(row!.createdDate).toMatch(iso);
  });

  it('caps folder depth at 20 (400 on parentId) and answers 404 for a longer path', async () => {
    let parent: Folder = await createFolder(unique('Hloubka'));
    const names = [parent.name];
    for (let depth = 2; depth <= 20; depth++) {
      parent = await createFolder(`u${depth}`, parent.id);
      names.push(parent.name);
    }
    const deepest = await call(
      'GET',
      `${ADMIN}/folders/by-path?path=${encodeURIComponent(`/${names.join('/')}`)}`,
      'admin',
    );
    expect(deepest.statusCode, deepest.body).toBe(200);
    expect(deepest.json().data.folder.id).toBe(parent.id);
    const tooDeep = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: parent.id, name: 'u21' });
    expect(tooDeep.statusCode).toBe(400);
    expect(errorsOf(tooDeep)).toEqual([{ field: 'parentId', message: 'A folder may lie at most 20 levels deep.' }]);
    const cs = await call('POST', `${ADMIN}/folders`, 'expert', { parentId: parent.id, name: 'u21' }, 'cs');
    expect(errorsOf(cs)[0]!.message).toBe('Složka může ležet nejvýše 20 úrovní hluboko.');
    // 101 names used to open the 100th folder (the path was cut); a path deeper than any folder is a 404.
    const long = `/${[...names, ...Array.from({ length: 81 }, () => 'x')].join('/')}`;
    expect((await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent(long)}`, 'admin')).statusCode).toBe(
      404,
    );
    const oneMore = `/${[...names, 'u21'].join('/')}`;
    expect(
      (await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent(oneMore)}`, 'admin')).statusCode,
    ).toBe(404);
  });

  it('are hidden outside the admin zone unless their subtree holds a private or public file', async () => {
    const top = await createFolder(unique('Skryté'));
    const onlyUnlisted = await createFolder('Jen odkazy', top.id);
    await createFile(onlyUnlisted.id, 'tajny.txt', 'unlisted');
    const empty = await createFolder('Prázdná', top.id);
    const withFile = await createFolder('Se souborem', top.id);
    const deep = await createFolder('Hluboko', withFile.id);
    await createFile(deep.id, 'verejny.txt', 'public');

    const admin = await call('GET', `${ADMIN}/folders/by-path?path=${encodeURIComponent(`/${top.name}`)}`, 'admin');
    expect((admin.json().data.folders as Folder[]).map((x) => x.name).sort()).toEqual([
      'Jen odkazy',
      'Prázdná',
      'Se souborem',
    ]);
    for (const [zone, as] of [
      ['club', 'club'],
      ['personal', 'member'],
    ] as const) {
      const base = `/api/${zone}-zone/documents/folders/by-path?path=`;
      const view = await call('GET', `${base}${encodeURIComponent(`/${top.name}`)}`, as);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().data.folders).toMatchObject([{ name: 'Se souborem', folderCount: 1, fileCount: 1 }]);
      const topRow = ((await call('GET', `${base}/`, as)).json().data.folders as Folder[]).find((x) => x.id === top.id);
      expect(topRow).toMatchObject({ folderCount: 1, fileCount: 1 });
      for (const hidden of [onlyUnlisted, empty]) {
        const res = await call('GET', `${base}${encodeURIComponent(hidden.path)}`, as);
        expect(res.statusCode, `${zone} ${hidden.path}`).toBe(404);
      }
    }
  });

  it('sends a public file with no-cache, so a file made private stops being served at once', async () => {
    const file = await createFile(null, `${unique('verejny')}.txt`, 'public');
    const got = await call('GET', file.publicUrl!, 'anonymous');
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('no-cache');
  });
});
