import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * The database handle every service receives. Both drivers (PGlite and node-postgres) produce a
 * PgDatabase, so services are written once against this type.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
// biome-ignore lint/suspicious/noExplicitAny: the transaction type is generic over driver-specific schema types
export type Tx = PgTransaction<PgQueryResultHKT, any, any>;
/** Either the database or a transaction inside it. */
export type DbOrTx = Db | Tx;
