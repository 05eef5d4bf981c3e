// The demo federation's document tree: rules by year, forms, meeting minutes, with small files of
// each visibility written through the file store (as the contracts' documents are). Deterministic:
// the years follow `today`, the unlisted files' link secrets are derived from their names.
import { createHash } from 'node:crypto';
import { apartFromTransaction, type Db } from '../platform/db/pool';
import type { FileStore } from '../platform/files/file-store';
import { demoPdf } from './contracts';

type Visibility = 'private' | 'public' | 'unlisted';
interface DemoFile {
  name: string;
  visibility: Visibility;
  /** Days before today it was put there. */
  age: number;
}
interface DemoFolder {
  name: string;
  files: DemoFile[];
  folders?: DemoFolder[];
}

function tree(year: number): { files: DemoFile[]; folders: DemoFolder[] } {
  return {
    files: [{ name: 'Kontakty sekretariátu.txt', visibility: 'public', age: 300 }],
    folders: [
      {
        name: 'Předpisy',
        files: [{ name: 'Stanovy svazu.pdf', visibility: 'public', age: 400 }],
        folders: [
          {
            name: String(year),
            files: [
              { name: `Soutěžní řád ${year}.pdf`, visibility: 'public', age: 60 },
              { name: `Registrační řád ${year}.pdf`, visibility: 'public', age: 58 },
              { name: `Rozpis soutěží ${year}.pdf`, visibility: 'private', age: 45 },
            ],
          },
          {
            name: String(year - 1),
            files: [{ name: `Soutěžní řád ${year - 1}.pdf`, visibility: 'public', age: 420 }],
          },
        ],
      },
      {
        name: 'Formuláře',
        files: [
          { name: 'Přestupní formulář.pdf', visibility: 'public', age: 200 },
          { name: 'Žádost o licenci trenéra.pdf', visibility: 'private', age: 150 },
          { name: 'Soupiska družstva – vzor.csv', visibility: 'private', age: 120 },
        ],
      },
      {
        name: 'Zápisy z jednání',
        files: [],
        folders: [
          {
            name: String(year - 1),
            files: [
              { name: `Zápis VV ${year - 1}-03.pdf`, visibility: 'private', age: 600 },
              { name: `Zápis VV ${year - 1}-09.pdf`, visibility: 'unlisted', age: 420 },
            ],
          },
          {
            name: String(year),
            files: [{ name: `Zápis VV ${year}-02.txt`, visibility: 'unlisted', age: 30 }],
          },
        ],
      },
    ],
  };
}

const ascii = (s: string) => s.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

/** The bytes and type of a demo file by its ending. */
function content(name: string, path: string): { contentType: string; body: Buffer | string } {
  const lines = ['Fedra: demo document', ascii(name), `Folder: ${ascii(path)}`];
  if (name.endsWith('.pdf')) return { contentType: 'application/pdf', body: demoPdf(lines) };
  if (name.endsWith('.csv')) return { contentType: 'text/csv', body: '\uFEFFJméno;Příjmení;Datum narození\n' };
  return { contentType: 'text/plain', body: `${lines.join('\n')}\n` };
}

/** A demo link secret: fixed for the name (a demo is public knowledge anyway), 32 URL-safe characters. */
const demoToken = (name: string) =>
  createHash('sha256').update(`fedra-demo-document:${name}`).digest('base64url').slice(0, 32);

/**
 * Inserts the demo folders and, with `files`, their files (the files written are removed again if
 * seeding fails here). Answers how many folders and files it made.
 */
export async function seedDocuments(
  client: Db,
  today: string,
  files?: FileStore,
): Promise<{ folders: number; files: number }> {
  const expert = (await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'expert@fedra.test'`))
    .rows[0]!.id;
  const written: string[] = [];
  let folderCount = 0;
  const insertFiles = async (folderId: number | null, path: string, list: DemoFile[]) => {
    if (!files) return;
    for (const f of list) {
      const { contentType, body } = content(f.name, path);
      // The file's row goes in apart from the seeding transaction, as an upload's would.
      const stored = await apartFromTransaction(() =>
        files.write({ purpose: 'document', name: f.name, contentType, body, ownerUserId: null }),
      );
      written.push(stored.id);
      await client.query(
        `INSERT INTO document_files (folder_id, name, file_id, size, content_type, visibility, share_token,
                                     created_by_id, created_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date - $10::int + time '09:00')`,
        [
          folderId,
          f.name,
          stored.id,
          stored.size,
          contentType,
          f.visibility,
          f.visibility === 'unlisted' ? demoToken(f.name) : null,
          expert,
          today,
          f.age,
        ],
      );
    }
  };
  const insertFolder = async (parentId: number | null, parentPath: string, folder: DemoFolder) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO document_folders (parent_id, name, created_by_id, created_date)
       VALUES ($1, $2, $3, $4::date - 700 + time '08:00') RETURNING id`,
      [parentId, folder.name, expert, today],
    );
    folderCount++;
    const path = `${parentPath}/${folder.name}`;
    await insertFiles(rows[0]!.id, path, folder.files);
    for (const sub of folder.folders ?? []) await insertFolder(rows[0]!.id, path, sub);
  };
  try {
    const top = tree(Number(today.slice(0, 4)));
    await insertFiles(null, '', top.files);
    for (const folder of top.folders) await insertFolder(null, '', folder);
  } catch (err) {
    for (const id of written) await files?.delete(id).catch(() => {});
    throw err;
  }
  return { folders: folderCount, files: written.length };
}
