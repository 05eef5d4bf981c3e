// A Drizzle `sql` statement as the text and values node-postgres takes: for `execute` on every
// handle (pool.ts) and for the places that run a statement on a client of their own (a cursor, a
// transaction).
//
// Drizzle's own compiler asks each chunk of a statement, one entity class after another, whether it
// is an instance (each a walk up the prototype chain) and builds an object per chunk: a fifth of
// the server's CPU on a persons list call (the filters make a statement of a few hundred chunks).
// The statements the features write with `sql` hold only text, values, nested statements, arrays,
// names, parameters and lazy fragments; those are compiled here in one pass. Anything else (a
// column or table of the schema, a placeholder, inlined parameters) goes to Drizzle's compiler.
import { entityKind, isSQLWrapper, Name, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

export interface PgQuery {
  text: string;
  values: unknown[];
}

/** `sql`...`.inlineParams()`: values written into the text, Drizzle's to do (a private field of SQL). */
const inlinesParams = (statement: SQL) => (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

class Compiler {
  text = '';
  values: unknown[] = [];

  /** Appends the chunks as Drizzle would; false when one of them is not ours to compile. */
  chunks(chunks: readonly unknown[]): boolean {
    for (const chunk of chunks) if (!this.chunk(chunk)) return false;
    return true;
  }

  private chunk(chunk: unknown): boolean {
    if (chunk instanceof StringChunk) {
      const parts = chunk.value;
      this.text += parts.length === 1 ? parts[0] : parts.join('');
      return true;
    }
    if (chunk instanceof SQL) return !inlinesParams(chunk) && this.chunks(chunk.queryChunks);
    if (chunk === undefined) return true;
    if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) return this.value(chunk);
    if (chunk instanceof Name) {
      this.text += dialect.escapeName(chunk.value);
      return true;
    }
    if (Array.isArray(chunk)) {
      // Drizzle's rule: an array inside a statement is a parenthesised list of its elements.
      this.text += '(';
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) this.text += ', ';
        if (!this.chunk(chunk[i])) return false;
      }
      this.text += ')';
      return true;
    }
    if (chunk instanceof Param) {
      // sql.param(value, encoder) and the builder's operators: the value as its encoder gives it.
      if (chunk.value instanceof Placeholder) return false;
      const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      return mapped instanceof SQL ? this.chunk(mapped) : this.value(mapped);
    }
    // Columns, tables, placeholders, aliases, subqueries, enums: Drizzle's.
    if (typeof chunk === 'function' || entityKind in (chunk.constructor ?? {})) return false;
    if (isSQLWrapper(chunk)) {
      const omitParens = (chunk as { shouldOmitSQLParens?: () => boolean }).shouldOmitSQLParens?.();
      if (omitParens) return this.chunk(chunk.getSQL());
      this.text += '(';
      if (!this.chunk(chunk.getSQL())) return false;
      this.text += ')';
      return true;
    }
    return this.value(chunk);
  }

  private value(value: unknown): boolean {
    this.values.push(value);
    this.text += `$${this.values.length}`;
    return true;
  }
}

/** Drizzle's own compilation of the statement. */
export function drizzlePgQuery(statement: SQL): PgQuery {
  const query = dialect.sqlToQuery(statement);
  return { text: query.sql, values: query.params };
}

/** Test runs (Vitest sets VITEST): every statement of every test is compiled by Drizzle too and compared. */
const CHECK_AGAINST_DRIZZLE = Boolean(process.env.VITEST);

/** The statement's text and values, as Drizzle's compiler would give them. */
export function toPgQuery(statement: SQL): PgQuery {
  if (inlinesParams(statement)) return drizzlePgQuery(statement);
  const compiler = new Compiler();
  if (!compiler.chunks(statement.queryChunks)) return drizzlePgQuery(statement);
  const query = { text: compiler.text, values: compiler.values };
  if (CHECK_AGAINST_DRIZZLE) assertSameAsDrizzle(statement, query);
  return query;
}

/** An instant that a lazy fragment (NOW_SQL) gives anew on each compilation. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function assertSameAsDrizzle(statement: SQL, query: PgQuery): void {
  const expected = drizzlePgQuery(statement);
  const sameValue = (a: unknown, i: number) => {
    const b = expected.values[i];
    if (typeof a === 'string' && typeof b === 'string' && INSTANT.test(a) && INSTANT.test(b)) return true;
    return a === b || JSON.stringify(a) === JSON.stringify(b);
  };
  if (
    query.text !== expected.text ||
    query.values.length !== expected.values.length ||
    !query.values.every(sameValue)
  ) {
    throw new Error(
      `sql-text compiled a statement otherwise than Drizzle:\n${query.text}\n${JSON.stringify(query.values)}\n` +
        `Drizzle:\n${expected.text}\n${JSON.stringify(expected.values)}`,
    );
  }
}
