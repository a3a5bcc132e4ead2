import { maskUrl } from '../db/databaseStatus.ts';

export type RedisStatus =
  | { state: 'NOT_CONFIGURED' }
  | { state: 'DOWN'; url: string; error: string }
  | {
      state: 'UP';
      url: string;
      version: string;
      mode: string;
      uptimeSeconds: number;
      usedMemoryBytes: number;
      connectedClients: number;
      keys: number;
      pingMs: number;
    };

/** `INFO` answers "field:value" lines grouped under "# Section" headings. */
function parseInfo(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) out[line.slice(0, at)] = line.slice(at + 1);
  }
  return out;
}

/**
 * Connects to REDIS_URL once, answers PING and INFO, and disconnects. The platform does not need
 * Redis to run (sessions and locks live in the database), so "not configured" is a normal answer.
 */
export async function redisStatus(redisUrl: string | undefined, timeoutMs = 2000): Promise<RedisStatus> {
  if (!redisUrl) return { state: 'NOT_CONFIGURED' };
  const url = maskUrl(redisUrl);
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => {
    // reported through the failed command below
  });
  try {
    await client.connect();
    const started = performance.now();
    await client.ping();
    const pingMs = Math.round((performance.now() - started) * 10) / 10;
    const info = parseInfo(await client.info());
    return {
      state: 'UP',
      url,
      version: info.redis_version ?? '',
      mode: info.redis_mode ?? '',
      uptimeSeconds: Number(info.uptime_in_seconds ?? 0),
      usedMemoryBytes: Number(info.used_memory ?? 0),
      connectedClients: Number(info.connected_clients ?? 0),
      keys: await client.dbsize(),
      pingMs,
    };
  } catch (error) {
    return { state: 'DOWN', url, error: error instanceof Error ? error.message : String(error) };
  } finally {
    client.disconnect();
  }
}
