import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/platform/db/open.ts';
import { onCleanup } from './database.ts';

/**
 * "Ours" in a benchmark: the real app on the bench's database, as main.ts builds it but with the logger off
 * and no web bundle, listening on a free loopback port; closed with the bench's cleanups.
 */
export async function startOurs(
  database: Database,
  kind: 'postgres' | 'pglite',
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({
    db: database.db,
    dbKind: kind,
    config: { ...readConfig({}), webDist: '/nonexistent' },
    logger: false,
  });
  onCleanup(() => app.close());
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}
