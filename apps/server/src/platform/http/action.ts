import { LANGS, type Lang, type MessageKey, type PageInfo, restPath, type ServerName, t } from '@srm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { enforceRule } from '../access/check.ts';
import type { AuthRule } from '../access/rules.ts';
import { writeOperationLog } from '../audit/operationLog.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import { requestLang } from '../i18n/requestLang.ts';
import { type FieldError, parseWithLang } from '../i18n/zodMessages.ts';
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

/** Registered actions by path, so platform services (export) can run a list action for a user without HTTP. */
const actionsByApp = new WeakMap<FastifyInstance, Map<string, ActionDef>>();

export function findAction(app: FastifyInstance, path: string): ActionDef | undefined {
  return actionsByApp.get(app)?.get(path.split('?')[0]);
}

/**
 * Runs a registered action on behalf of the user of `ctx` with another body: the action's own rule
 * and schema apply exactly as over HTTP (the export of a list obeys the list's permissions).
 */
export async function invokeAction(
  def: ActionDef,
  body: unknown,
  ctx: Pick<ActionContext<unknown>, 'user' | 'lang' | 'deps' | 'req' | 'reply'>,
): Promise<ActionResult> {
  await enforceRule(ctx.deps.db, def.auth, ctx.user, ctx.req);
  const parsed = parseWithLang(def.body, body ?? {}, ctx.lang);
  if (!parsed.ok) throw badRequest(parsed.errors);
  return def.handler({ ...ctx, body: parsed.value });
}

function badRequest(errors: FieldError[]): AppError {
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new AppError(400, 'error.badRequest', { detail }, { errors });
}

export function registerActions(app: FastifyInstance, deps: AppDeps, actions: ActionDef[]): void {
  const registry = actionsByApp.get(app) ?? new Map<string, ActionDef>();
  actionsByApp.set(app, registry);
  for (const def of actions) {
    const method = def.method ?? 'POST';
    registry.set(restPath(def.server, def.entity, def.action, def.version), def);
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
        if (!parsed.ok) throw badRequest(parsed.errors);
        const ctx = { body: parsed.value, lang, user: req.user, deps, req, reply };
        // A read runs its handler directly; a change is logged and may be replayed (Idempotency-Key).
        if (!def.mutates) {
          const body = envelope(await def.handler(ctx), lang);
          if (reply.sent) return reply;
          return reply.code(200).send(body);
        }
        const out = await logged(deps, req, def, lang, () =>
          withIdempotency(deps.db, req, async () => ({
            statusCode: 200,
            body: envelope(await def.handler(ctx), lang),
          })),
        );
        if (reply.sent) return reply;
        return reply.code(out.statusCode).send(out.body);
      },
    });
  }
}

/** "Done" in each language, made once (t() scans the text for parameters on every call). */
const DONE = Object.fromEntries(LANGS.map((lang) => [lang, t('ok.done', lang)])) as Record<Lang, string>;

/** The answer's envelope: {status, msg, data, page?} in that order, written without spreading objects. */
function envelope(result: ActionResult, lang: Lang) {
  const body: { status: 'S'; msg: string; data: unknown; page?: PageInfo } = {
    status: 'S',
    msg: result.msg ? t(result.msg, lang, result.msgParams) : DONE[lang],
    data: result.data ?? null,
  };
  if (result.page) body.page = result.page;
  return body;
}

/** Runs a data-changing action and writes its operation-log row, whether it succeeded or failed. */
async function logged<T extends { statusCode: number }>(
  deps: AppDeps,
  req: FastifyRequest,
  def: ActionDef,
  lang: Lang,
  run: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  const entry = { route: restPath(def.server, def.entity, def.action, def.version), summary: def.summary };
  try {
    const out = await run();
    await writeOperationLog(deps.db, req, { ...entry, statusCode: out.statusCode, durationMs: Date.now() - started });
    return out;
  } catch (error) {
    const appError = error instanceof AppError ? error : null;
    await writeOperationLog(deps.db, req, {
      ...entry,
      statusCode: appError?.statusCode ?? 500,
      message: appError ? t(appError.key, lang, appError.params) : 'unexpected error',
      durationMs: Date.now() - started,
    }).catch((logError) => req.log.error({ err: logError }, 'operation log not written'));
    throw error;
  }
}
