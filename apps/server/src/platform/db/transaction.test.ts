// The transaction helper on real PostgreSQL: commit, rollback, commit-then-throw, savepoints, and a
// connection lost inside a transaction, which must leave the pool rather than go back to it.
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { apartFromTransaction, createDatabase, type Db } from './pool';
import { commitThenThrow, transaction } from './transaction';

let pool: pg.Pool;
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
  drop = created.drop;
  ({ pool, db } = createDatabase(created.url, { max: 3 }));
  await db.query('CREATE TABLE tx_probe (label text NOT NULL)');
});

afterAll(async () => {
  await pool?.end();
  await drop?.();
});

beforeEach(async () => {
  await db.query('DELETE FROM tx_probe');
});

const labels = async () => (await db.query<{ label: string }>('SELECT label FROM tx_probe ORDER BY label')).rows;
const insert = (on: Db, label: string) => on.query('INSERT INTO tx_probe (label) VALUES ($1)', [label]);

describe('transaction', () => {
  it('commits what the work wrote and answers its result', async () => {
    const result = await transaction(db, async (tx) => {
      await insert(tx, 'a');
      // Another connection does not see it before the commit.
      expect((await apartFromTransaction(() => db.query('SELECT 1 FROM tx_probe'))).rowCount).toBe(0);
      return 42;
    });
    expect(result).toBe(42);
    expect(await labels()).toEqual([{ label: 'a' }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('rolls back when the work throws, and throws its error', async () => {
    const failure = new Error('refused');
    await expect(
      transaction(db, async (tx) => {
        await insert(tx, 'a');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await labels()).toEqual([]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('commits, then throws, on commitThenThrow', async () => {
    const failure = new Error('token reused');
    await expect(
      transaction(db, async (tx) => {
        await insert(tx, 'revoked');
        commitThenThrow(failure);
      }),
    ).rejects.toBe(failure);
    expect(await labels()).toEqual([{ label: 'revoked' }]);
  });

  it('nests as a savepoint: an inner failure undoes the inner work only', async () => {
    await transaction(db, async (tx) => {
      await insert(tx, 'outer');
      await expect(
        transaction(tx, async (inner) => {
          await insert(inner, 'inner');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await transaction(tx, (inner) => insert(inner, 'second'));
    });
    expect(await labels()).toEqual([{ label: 'outer' }, { label: 'second' }]);
  });

  it('keeps an inner commitThenThrow for the outer transaction to commit', async () => {
    const failure = new Error('kept');
    await expect(
      transaction(db, (tx) =>
        transaction(tx, async (inner) => {
          await insert(inner, 'kept');
          commitThenThrow(failure);
        }),
      ),
    ).rejects.toBe(failure);
    expect(await labels()).toEqual([{ label: 'kept' }]);
  });

  it('runs Drizzle statements on the same connection', async () => {
    await transaction(db, async (tx) => {
      const drizzlePid = (await tx.execute<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const textPid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      expect(drizzlePid).toBe(textPid);
    });
  });

  it('refuses a handle used after its transaction ended', async () => {
    let kept: Db | undefined;
    await transaction(db, async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('has ended');
    await expect(transaction(kept!, async () => 1)).rejects.toThrow('has ended');
  });

  it('destroys a connection whose ROLLBACK failed instead of returning it to the pool', async () => {
    const released: (Error | undefined)[] = [];
    const onRelease = (err: Error | undefined) => released.push(err);
    pool.on('release', onRelease);
    let killed = 0;
    try {
      await expect(
        transaction(db, async (tx) => {
          await insert(tx, 'lost');
          killed = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
          // The server ends this connection (as a restart or a network failure would).
          await apartFromTransaction(() => db.query('SELECT pg_terminate_backend($1)', [killed]));
          await tx.query('SELECT 1');
        }),
      ).rejects.toThrow();
    } finally {
      pool.off('release', onRelease);
    }
    // The transaction's connection went back with an error, so the pool closed it.
    expect(released.some((err) => err instanceof Error)).toBe(true);
    expect(await labels()).toEqual([]);
    // The next transaction gets a working connection, not the dead one.
    const pid = await transaction(
      db,
      async (tx) => (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
    );
    expect(pid).not.toBe(killed);
  });
});

describe('a second connection inside a transaction (tests only)', () => {
  it('is refused, unless the work says it is meant to be apart', async () => {
    await expect(transaction(db, () => db.query('SELECT 1'))).rejects.toThrow(/second pool connection/);
    await expect(transaction(db, () => apartFromTransaction(() => db.query('SELECT 1 AS n')))).resolves.toMatchObject({
      rows: [{ n: 1 }],
    });
    // After the transaction, and in work that outlives it, the pool is free to use.
    let later: Promise<unknown> = Promise.resolve();
    await transaction(db, async () => {
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => db.query('SELECT 1'));
    });
    await expect(later).resolves.toBeDefined();
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
