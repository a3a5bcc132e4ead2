import { type Lang, toLang } from '@srm/core';
import type { FastifyRequest } from 'fastify';

/** The language of every message in a response is the request's SAAF-Language header (CN by default). */
export function requestLang(req: FastifyRequest): Lang {
  return toLang(req.headers['saaf-language']);
}
