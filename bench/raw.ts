// The raw-SQL baseline: the server's own statements (compiled by the same Drizzle dialect) run
// by node-postgres with the server's pool size, both at once as the server runs them.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { countStillNeeded, type ListStatements } from '../apps/server/src/platform/list-query/list-statements';

const dialect = new PgDialect();

export interface CompiledQuery {
  text: string;
  values: unknown[];
}

export function compile(statement: SQL): CompiledQuery {
  const q = dialect.sqlToQuery(statement);
  return { text: q.sql, values: q.params };
}

/** A load task that runs the statements as `runList` does: together, or the page alone when it carries the total. */
export function rawListTask(pool: pg.Pool, statements: ListStatements): () => Promise<boolean> {
  const page = compile(statements.page);
  const count = compile(statements.count);
  if (statements.totalInPage) {
    return async () => {
      const { rows } = await pool.query(page.text, page.values);
      if (countStillNeeded(statements, rows.length)) await pool.query(count.text, count.values);
      return true;
    };
  }
  return async () => {
    const [, total] = await Promise.all([pool.query(page.text, page.values), pool.query(count.text, count.values)]);
    return total.rows.length === 1;
  };
}
