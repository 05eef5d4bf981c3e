// A Drizzle `sql` statement as the text and values node-postgres takes, for the places that run it
// on a client of their own (a cursor, a transaction) rather than through the Drizzle database.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

export function toPgQuery(statement: SQL): { text: string; values: unknown[] } {
  const query = dialect.sqlToQuery(statement);
  return { text: query.sql, values: query.params };
}
