import { type MessageKey, t } from '@srm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { AppError, notLoggedIn } from '../../platform/http/errors.ts';
import { requestLang } from '../../platform/i18n/requestLang.ts';
import { parseWithLang } from '../../platform/i18n/zodMessages.ts';

/** The file server's paths (spec §7: fileServer v2, largeFileServer v1). */
export const FILE_BASE = '/api/fileServer/v2/file';
export const LARGE_FILE_BASE = '/api/largeFileServer/v1/largeFile';

/** Validates input with zod in the request's language; 400 with the field errors otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, req: FastifyRequest): z.output<S> {
  const parsed = parseWithLang(schema, input ?? {}, requestLang(req));
  if (!parsed.ok) {
    const detail = parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new AppError(400, 'error.badRequest', { detail }, { errors: parsed.errors });
  }
  return parsed.value;
}

/** The caller; the route's rule has already refused anonymous calls, this only narrows the type. */
export function callerOf(req: FastifyRequest): SessionUser {
  if (!req.user) throw notLoggedIn();
  return req.user;
}

/** Answers the envelope `{status: 'S', msg, data}` (ARCHITECTURE §3). */
export function sendOk(req: FastifyRequest, reply: FastifyReply, data: unknown, msg: MessageKey = 'ok.done') {
  return reply.code(200).send({ status: 'S', msg: t(msg, requestLang(req)), data });
}

/** The query and the JSON body merged: the spec sends `?id=` on a POST, clients may put it in the body. */
export function queryAndBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  return { ...body, ...(req.query as Record<string, unknown>) };
}
