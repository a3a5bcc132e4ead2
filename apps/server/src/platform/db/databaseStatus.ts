import { sql } from 'drizzle-orm';
import type { Db } from './types.ts';

export type DatabaseStatus = {
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite directory, or the PostgreSQL URL with its password masked. */
  location: string;
  database: string;
  version: string;
  sizeBytes: number;
  tables: number;
  /** Sessions connected to this database (the server's own pool included); 1 on PGlite. */
  connections: number;
  migrationsApplied: number;
  /** When the last migration was applied (epoch ms as drizzle records it), null before any. */
  lastMigrationAt: number | null;
  /** Round trip of `select 1`, in milliseconds. */
  pingMs: number;
};

type Rows<T> = { rows: T[] };
async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows[0];
}

/** Hides the password of a connection URL (postgres://user:secret@host → postgres://user:***@host). */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  }
}

/** What the administrator's data-source page shows, read from the database itself. */
export async function databaseStatus(db: Db, kind: 'pglite' | 'postgres', location: string): Promise<DatabaseStatus> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  const pingMs = Math.round((performance.now() - started) * 10) / 10;
  const info = await one<{ database: string; version: string; size: string; tables: string; connections: string }>(
    db,
    sql`select current_database() as database, version() as version,
          pg_database_size(current_database())::text as size,
          (select count(*) from information_schema.tables where table_schema = 'public')::text as tables,
          (select count(*) from pg_stat_activity where datname = current_database())::text as connections`,
  );
  const migrations = await one<{ applied: string; last: string | null }>(
    db,
    sql`select count(*)::text as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return {
    kind,
    location,
    database: info.database,
    version: info.version,
    sizeBytes: Number(info.size),
    tables: Number(info.tables),
    connections: Math.max(1, Number(info.connections)),
    migrationsApplied: Number(migrations.applied),
    lastMigrationAt: migrations.last ? Number(migrations.last) : null,
    pingMs,
  };
}
