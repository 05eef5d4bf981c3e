// Stored files (platform/files): who uploaded what, for which purpose, and where the bytes are.
// The bytes live on disk or in S3; a row exists from the moment an upload URL is handed out.
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** A purpose of FILE_PURPOSES (contract files.ts): decides the limits and who may use it. */
    purpose: text('purpose').notNull(),
    /** The name the user gave the file (shown and used for downloads), never a path. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** The exact size signed into the upload URL (or written by the server). */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Key of the bytes in the storage (a relative path on disk, the object key in S3). */
    storageKey: text('storage_key').notNull().unique(),
    /** Who asked for the upload URL; null for files the server wrote. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    /** When the bytes were seen complete (local PUT finished, or the S3 object checked). */
    uploadedDate: timestamp('uploaded_date', { withTimezone: true }),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId), index('files_created_idx').on(t.createdDate)],
);
