import crypto from 'node:crypto';
import { t } from '@srm/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLang } from '../i18n/requestLang.ts';
import { AppError } from './errors.ts';

/**
 * One place turns every failure into the envelope: user errors with their status and a message in
 * the request's language; anything unexpected becomes a 500 with a generic message and an error id
 * that is also in the log, never a stack trace or SQL text.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ status: 'E', msg: t(error.key, lang, error.params), data: error.data });
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send({ status: 'E', msg: t('error.bodyTooLarge', lang), data: null });
    }
    if (
      code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError ||
      code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ) {
      return reply.code(400).send({ status: 'E', msg: t('error.malformedBody', lang), data: null });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ status: 'E', msg: t('error.badRequest', lang, { detail: error.message }), data: null });
    }
    const errorId = crypto.randomUUID().slice(0, 8);
    req.log.error({ err: error, errorId }, 'unexpected error');
    return reply.code(500).send({ status: 'E', msg: t('error.unexpected', lang, { errorId }), data: { errorId } });
  });
}
