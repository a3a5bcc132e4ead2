import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { operationLogs } from './schema.ts';

// `share`: a committee member's key share, given at a tender's opening (modules/sourcing/committeeCalls.ts).
const SECRET_KEYS = /password|captcha|code$|token|certificate|secret|^share$/i;
const MAX_PARAMS_CHARS = 4_000;

/** The body as it is worth keeping: secrets masked, long values cut, so the log never leaks or bloats. */
export function maskParams(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskParams(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '***' : maskParams(v, depth + 1)]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}

export async function writeOperationLog(
  db: Db,
  req: FastifyRequest,
  entry: { route: string; summary: string; statusCode: number; message?: string; durationMs: number },
): Promise<void> {
  let params = maskParams(req.body ?? null);
  if (JSON.stringify(params ?? null).length > MAX_PARAMS_CHARS) params = { truncated: true };
  await db.insert(operationLogs).values({
    userId: req.user?.userId ?? null,
    userName: req.user?.userName ?? null,
    ip: req.ip,
    route: entry.route,
    summary: entry.summary.slice(0, 256),
    params,
    statusCode: entry.statusCode,
    message: entry.message?.slice(0, 512) ?? null,
    durationMs: entry.durationMs,
  });
}
