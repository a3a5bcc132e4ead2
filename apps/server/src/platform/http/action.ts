import { type Lang, type MessageKey, type PageInfo, restPath, type ServerName, t } from '@srm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthRule } from '../access/rules.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import { requestLang } from '../i18n/requestLang.ts';
import { parseWithLang } from '../i18n/zodMessages.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { withIdempotency } from './idempotency.ts';

/** What a handler returns: the data, optionally a page object and a message key for the envelope's msg. */
export type ActionResult = {
  data?: unknown;
  page?: PageInfo;
  msg?: MessageKey;
  msgParams?: Record<string, string | number>;
};

export type ActionContext<B> = {
  body: B;
  lang: Lang;
  user: SessionUser | null;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type ActionDef<S extends z.ZodType = z.ZodType> = {
  server: ServerName;
  /** Entity name without the `Restful` suffix, e.g. `baseLookupValues`. */
  entity: string;
  action: string;
  method?: 'POST' | 'GET';
  version?: 'v1' | 'v2';
  summary: string;
  /** Who may call it; required, so no route is ever registered without a rule. */
  auth: AuthRule;
  /** The request body (POST) or query (GET). */
  body: S;
  /** Creates or changes data: accepts an Idempotency-Key header. */
  mutates?: boolean;
  handler: (ctx: ActionContext<z.output<S>>) => Promise<ActionResult>;
};

/** Declares one restful action: `/api/{server}/{v}/{entity}Restful/{action}` with its schema, rule and handler. */
export function defineAction<S extends z.ZodType>(def: ActionDef<S>): ActionDef<S> {
  return def;
}

/** An empty request body: `{}` (or nothing at all). */
export const noBody = z.object({}).passthrough().optional().default({});

export function registerActions(app: FastifyInstance, deps: AppDeps, actions: ActionDef[]): void {
  for (const def of actions) {
    const method = def.method ?? 'POST';
    app.route({
      method,
      url: restPath(def.server, def.entity, def.action, def.version),
      config: { auth: def.auth },
      // Kept for the OpenAPI document; validation itself runs below so messages follow SAAF-Language.
      schema: {
        tags: [def.server],
        summary: def.summary,
        ...(method === 'GET' ? { querystring: def.body } : { body: def.body }),
      },
      handler: async (req, reply) => {
        const lang = requestLang(req);
        const parsed = parseWithLang(def.body, method === 'GET' ? req.query : (req.body ?? {}), lang);
        if (!parsed.ok) {
          const detail = parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
          throw new AppError(400, 'error.badRequest', { detail }, { errors: parsed.errors });
        }
        const run = async () => {
          const result = await def.handler({ body: parsed.value, lang, user: req.user, deps, req, reply });
          return {
            statusCode: 200,
            body: {
              status: 'S' as const,
              msg: result.msg ? t(result.msg, lang, result.msgParams) : t('ok.done', lang),
              data: result.data ?? null,
              ...(result.page ? { page: result.page } : {}),
            },
          };
        };
        const out = def.mutates ? await withIdempotency(deps.db, req, run) : await run();
        if (reply.sent) return reply;
        return reply.code(out.statusCode).send(out.body);
      },
    });
  }
}
