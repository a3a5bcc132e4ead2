import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { t } from '@srm/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { adminActions } from './modules/admin/index.ts';
import { tableConfigActions } from './modules/admin/tableConfig.ts';
import { baseActions } from './modules/base/index.ts';
import { bpmActions, bpmOrgDirectory } from './modules/bpm/index.ts';
import { esignActions } from './modules/contract/esign/index.ts';
import { configureCaSecret } from './modules/contract/esign/secret.ts';
import { contractActions, contractDueJob } from './modules/contract/index.ts';
import { excelPlugin } from './modules/export/index.ts';
import { filePlugin } from './modules/file/index.ts';
import { homeActions } from './modules/home/index.ts';
import { emailDeliveryJob, messageActions, todoReminderJob } from './modules/message/index.ts';
import { badgeCountActions } from './modules/notice/badgeCounts.ts';
import { noticeActions } from './modules/notice/index.ts';
import { pendingTestHookActions, supplierPendingActions } from './modules/pending/index.ts';
import { purchaseActions } from './modules/purchase/index.ts';
import { autoReconcileJob, settlementActions } from './modules/settlement/index.ts';
import { settlementTestHookActions } from './modules/settlement/testHooks.ts';
import { inquiryCloseJob, sourcingActions } from './modules/sourcing/index.ts';
import {
  qualificationReminderJob,
  supplierActions,
  supplierGroupActions,
  supplierGroupMaintenanceActions,
  supplierInfoActions,
  supplierStatusActions,
} from './modules/supplier/index.ts';
import { supplierLifecycleActions } from './modules/supplier/lifecycle/index.ts';
import {
  registrationActions,
  registrationUploadPlugin,
  testHookActions,
} from './modules/supplier/registration/index.ts';
import { type AuthRule, PUBLIC } from './platform/access/rules.ts';
import type { Db } from './platform/db/types.ts';
import { type ActionDef, registerActions } from './platform/http/action.ts';
import { authenticate } from './platform/http/authenticate.ts';
import type { AppDeps } from './platform/http/deps.ts';
import { installErrorHandling } from './platform/http/errorHandler.ts';
import { declareRuleForPluginRoutes } from './platform/http/publicPlugin.ts';
import { requestLogController, serverLogger } from './platform/http/requestLog.ts';
import { installSecurityHeaders } from './platform/http/securityHeaders.ts';
import { requestLang } from './platform/i18n/requestLang.ts';
import { housekeepingJob } from './platform/jobs/housekeeping.ts';
import { JobRegistry } from './platform/jobs/registry.ts';
import { ensureJobRows } from './platform/jobs/runner.ts';
import { mailOutboxActions } from './platform/mail/actions.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { integrationOutboxActions } from './platform/outbox/actions.ts';
import { sapOutboxJob } from './platform/outbox/jobs.ts';
import { installRealtimeOutbox } from './platform/realtime/afterCommit.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { realtimeRoutes } from './platform/realtime/socket.ts';
import { oaOutboxJob } from './platform/workflow/oaOutbox.ts';
import { createWorkflowService } from './platform/workflow/service.ts';

/** Every business module's actions; a new module adds its list here. */
const moduleActions: ActionDef[] = [
  ...adminActions,
  ...tableConfigActions,
  ...baseActions,
  ...supplierActions,
  ...purchaseActions,
  ...settlementActions,
  ...bpmActions,
  ...noticeActions,
  ...supplierInfoActions,
  ...supplierGroupActions,
  ...registrationActions,
  ...supplierGroupMaintenanceActions,
  ...supplierStatusActions,
  ...integrationOutboxActions,
  ...mailOutboxActions,
  ...supplierLifecycleActions,
  ...supplierPendingActions,
  ...homeActions,
  ...badgeCountActions,
  ...messageActions,
  ...sourcingActions,
  ...contractActions,
  ...esignActions,
] as ActionDef[];

export type RegisteredRoute = { method: string; url: string; auth: AuthRule | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared rule, for the test that no route goes without one. */
    registeredRoutes: RegisteredRoute[];
    /** What handlers use; main.ts starts the job scheduler with it. */
    deps: AppDeps;
  }
}

export type BuildOptions = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  mailer?: Mailer;
  logger?: boolean | object;
  /** Tests add actions of their own (e.g. one that fails) to exercise the platform. */
  extraActions?: ActionDef[];
};

/** Builds the Fastify app on an open database. main.ts listens with it; tests inject into it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  // The key that encrypts the e-signing CA's private keys (CA_KEY_SECRET, or one kept in the data dir).
  configureCaSecret(config);
  const app = Fastify({
    // The server's own log: one line per answered request, written asynchronously (platform/http/requestLog.ts).
    logger: options.logger ?? serverLogger(config.logLevel),
    logController: requestLogController(),
    bodyLimit: 2 * 1024 * 1024,
    // req.ip is what login throttling counts: X-Forwarded-For is believed only from the configured proxies
    // (proxy-addr walks the chain from the socket and stops at the first untrusted hop).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // On close: refuse new connections, let in-flight requests finish, drop idle keep-alives.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  const jobRegistry = new JobRegistry();
  jobRegistry.register(housekeepingJob);
  jobRegistry.register(oaOutboxJob);
  jobRegistry.register(sapOutboxJob);
  // The message centre's e-mails use the app's mailer, read when the job runs (deps is built below).
  jobRegistry.register(emailDeliveryJob(() => deps.mailer));
  jobRegistry.register(todoReminderJob);
  jobRegistry.register(qualificationReminderJob);
  jobRegistry.register(inquiryCloseJob);
  jobRegistry.register(contractDueJob);
  // Auto-reconcile saves statements through the document engine, which needs the app's dependencies.
  jobRegistry.register(autoReconcileJob(() => deps));
  const deps: AppDeps = {
    db,
    dbKind: options.dbKind,
    config,
    log: app.log,
    mailer: options.mailer ?? createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    jobs: jobRegistry,
    workflow: createWorkflowService({ org: bpmOrgDirectory }),
    realtime: await createRealtimeHub({ redisUrl: config.redisUrl, log: app.log }),
  };
  app.addHook('onClose', async () => deps.realtime.close());
  await ensureJobRows(db, jobRegistry);
  app.decorate('deps', deps);

  // Bodies are validated by each action against its zod schema in the request's language (action.ts);
  // Fastify only keeps the schemas for the OpenAPI document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.decorateRequest('user', null);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read the rule lazily: a plugin scope's own onRoute hook (declareRuleForPluginRoutes) sets it after this one runs.
      app.registeredRoutes.push({
        method,
        url: route.url,
        get auth() {
          return route.config?.auth;
        },
      });
    }
  });

  // Headers first, so that answers refused by the authentication hook below carry them too.
  await installSecurityHeaders(app);

  // Authentication and the route's rule, before anything else runs (platform/http/authenticate.ts).
  app.addHook('onRequest', authenticate(db));

  installErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SRM platform API',
        version: '0.1.0',
        description: 'POST /api/{server}/v1/{entity}Restful/{action}; envelope {status, msg, data, page}.',
      },
      components: { securitySchemes: { certificate: { type: 'apiKey', in: 'header', name: 'certificate' } } },
      security: [{ certificate: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declareRuleForPluginRoutes(docs, PUBLIC);
    // The API page brings its own policy (hashes of its inline scripts) in place of the app's.
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  app.get('/api/health', { config: { auth: PUBLIC }, schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'S', msg: 'ok', data: { database: options.dbKind } };
  });

  // Events noted by writes during a request go out after it succeeded (platform/realtime/afterCommit.ts).
  installRealtimeOutbox(app, deps.realtime);
  registerActions(app, deps, [
    ...moduleActions,
    ...(config.testHooks
      ? ([...testHookActions, ...pendingTestHookActions, ...settlementTestHookActions] as ActionDef[])
      : []),
    ...(options.extraActions ?? []),
  ]);
  await app.register(realtimeRoutes, { deps, hub: deps.realtime });
  await app.register(filePlugin, { deps });
  await app.register(registrationUploadPlugin, { deps });
  await app.register(excelPlugin, { deps, root: app });

  // The built web app, with the SPA fallback: any other GET that is not /api answers index.html.
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(async (web) => {
      declareRuleForPluginRoutes(web, PUBLIC);
      await web.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        maxAge: '1h',
        immutable: false,
      });
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.code(404).send({
      status: 'E',
      msg: t('error.routeNotFound', requestLang(req), { path: req.url.split('?')[0] }),
      data: null,
    });
  });

  return app;
}
