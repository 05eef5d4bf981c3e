// The federation's document tree (spec 001 §2 Documents): folders by parent, files in them with
// their stored bytes (platform files, purpose `document`) and visibility. Names never reach a file
// system: the bytes are stored under the file's id.

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { files } from './files';

export const documentFolders = pgTable(
  'document_folders',
  {
    id: serial('id').primaryKey(),
    /** null: at the top of the tree. Deleting a folder deletes its subfolders (their files first, by the service). */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    ...auditColumns,
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    check('document_folders_not_own_parent_chk', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
    uniqueIndex('document_folders_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    /** null: at the top of the tree. No cascade: a folder is deleted after its files (and their bytes). */
    folderId: integer('folder_id').references((): AnyPgColumn => documentFolders.id),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** Of the stored file (which never changes), here for the list's sort. */
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    /** private | public | unlisted */
    visibility: text('visibility').notNull().default('private'),
    /** The secret of an unlisted file's link; null otherwise. */
    shareToken: text('share_token'),
    ...auditColumns,
  },
  (t) => [
    check('document_files_visibility_chk', sql`${t.visibility} IN ('private', 'public', 'unlisted')`),
    check('document_files_share_token_chk', sql`(${t.visibility} = 'unlisted') = (${t.shareToken} IS NOT NULL)`),
    uniqueIndex('document_files_name_uq').on(sql`coalesce(${t.folderId}, 0)`, sql`lower(${t.name})`),
    index('document_files_size_idx').on(sql`coalesce(${t.folderId}, 0)`, t.size),
    index('document_files_edited_idx').on(
      sql`coalesce(${t.folderId}, 0)`,
      sql`coalesce(${t.editedDate}, ${t.createdDate})`,
    ),
    uniqueIndex('document_files_file_uq').on(t.fileId),
    uniqueIndex('document_files_share_token_uq').on(t.shareToken),
  ],
);
