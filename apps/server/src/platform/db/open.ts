import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { followGramStatistics, forgetGramStatistics } from './gramStats.ts';
import type { Db } from './types.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tar archive, which `loadDataDir` opens again (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** A PostgreSQL server: a node-postgres pool. */
  | { url: string; poolSize?: number }
  /**
   * Embedded PGlite in a directory, or in memory when dataDir is undefined (tests); in memory it may start
   * from an archive made by dumpDataDir (a migrated and seeded template).
   */
  | { dataDir?: string; loadDataDir?: Blob };

/** Opens PostgreSQL when a URL is given, otherwise PGlite: same schema, same queries. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is imported only when used: PGlite alone is ~40 MB of memory a PostgreSQL server does not need.
  if ('url' in options) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // PostgreSQL's default plan cache: the one named statement, the access snapshot of every request, runs on a
      // generic plan after five runs (0.3 ms of database CPU instead of 1.1–1.3 re-planned each time: decisions.md
      // "The access snapshot keeps its plan"); the lists' statements are unnamed and planned for their values
      // (preparedShapes.ts).
    });
    const db = drizzlePg(pool) as unknown as Db;
    // contains() leaves its gram condition out for pairs most rows hold, judged from this database's statistics.
    followGramStatistics(db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => {
        forgetGramStatistics(db);
        return pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  }
  await client.waitReady;
  const db = drizzlePglite(client);
  followGramStatistics(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => {
      forgetGramStatistics(db as unknown as Db);
      return client.close();
    },
  };
}
