import serverPackage from '../../../package.json' with { type: 'json' };
import type { AuthRule } from '../../platform/access/rules.ts';
import { menu } from '../../platform/access/rules.ts';
import { redisStatus } from '../../platform/cache/redisStatus.ts';
import { databaseStatus, maskUrl } from '../../platform/db/databaseStatus.ts';
import { defineAction, noBody } from '../../platform/http/action.ts';

/**
 * The administrator's honest pages about the running system (spec §2 `datasource`, `redis`,
 * `apiManager`, `projectAndModule`): what the database and Redis really are, the API read from the
 * OpenAPI document, and the server projects and modules those calls belong to. Read-only.
 */
const startedAt = new Date();
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

export type ApiEntry = {
  method: string;
  path: string;
  summary: string;
  /** The server part of the path (baseServer, fileServer…): the spec's "project". */
  project: string;
  /** The entity part (baseUsersRestful…), or the first segment after the version: the "module". */
  module: string;
  /** Who may call it, as declared by the route (public, login, internal, menu X, resource Y). */
  access: string;
};

function describeRule(rule: AuthRule | undefined): string {
  if (!rule) return 'none';
  switch (rule.kind) {
    case 'menu':
      return `menu ${rule.menuCode}`;
    case 'resource':
      return `resource ${rule.resource}`;
    case 'resourceUnlessProfileOff':
      return `resource ${rule.resource} (unless ${rule.profile} = N)`;
    default:
      return rule.kind;
  }
}

/** `/api/{project}/{version}/{module}/…` → project and module; other paths (health, docs) belong to the platform. */
function partsOf(path: string): { project: string; module: string } {
  const segments = path.split('/').filter(Boolean);
  if (!/^v\d+$/.test(segments[2] ?? '')) return { project: 'platform', module: segments[1] ?? '' };
  return { project: segments[1], module: segments[3] ?? '' };
}

type OpenApiDoc = { paths?: Record<string, Partial<Record<(typeof METHODS)[number], { summary?: string }>>> };

const datasource = defineAction({
  server: 'baseServer',
  entity: 'baseSystemInfo',
  action: 'datasource',
  summary: 'The database the platform runs on: engine, version, size, tables, migrations, connections, round trip',
  auth: menu('SYS_DATASOURCE'),
  body: noBody,
  handler: async ({ deps }) => {
    const location = deps.config.databaseUrl ? maskUrl(deps.config.databaseUrl) : deps.config.dataDir;
    return { data: await databaseStatus(deps.db, deps.dbKind, location) };
  },
});

const redis = defineAction({
  server: 'baseServer',
  entity: 'baseSystemInfo',
  action: 'redis',
  summary: 'Redis: whether REDIS_URL is set, and if so PING and INFO (version, memory, clients, keys)',
  auth: menu('SYS_REDIS'),
  body: noBody,
  handler: async ({ deps }) => ({ data: await redisStatus(deps.config.redisUrl) }),
});

const apiList = defineAction({
  server: 'baseServer',
  entity: 'baseSystemInfo',
  action: 'apiList',
  summary: 'Every call of the API, read from the OpenAPI document, with the access rule each route declares',
  auth: menu('SYS_API'),
  body: noBody,
  handler: async ({ req }) => {
    const doc = (req.server as unknown as { swagger(): OpenApiDoc }).swagger();
    const rules = new Map(req.server.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.auth]));
    const entries: ApiEntry[] = [];
    for (const [openApiPath, operations] of Object.entries(doc.paths ?? {})) {
      // OpenAPI writes path parameters as {id}; Fastify as :id.
      const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const verb = method.toUpperCase();
        entries.push({
          method: verb,
          path,
          summary: operation.summary ?? '',
          ...partsOf(path),
          access: describeRule(rules.get(`${verb} ${path}`)),
        });
      }
    }
    entries.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    return { data: entries };
  },
});

const projects = defineAction({
  server: 'baseServer',
  entity: 'baseSystemInfo',
  action: 'projectAndModule',
  summary: 'The running server (version, Node, uptime, database) and its projects and modules with their call counts',
  auth: menu('SYS_MODULES'),
  body: noBody,
  handler: async ({ deps, req }) => {
    const byProject = new Map<string, Map<string, number>>();
    for (const route of req.server.registeredRoutes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      const { project, module } = partsOf(route.url);
      const modules = byProject.get(project) ?? new Map<string, number>();
      modules.set(module || '-', (modules.get(module || '-') ?? 0) + 1);
      byProject.set(project, modules);
    }
    return {
      data: {
        server: {
          version: serverPackage.version,
          node: process.version,
          platform: `${process.platform} ${process.arch}`,
          startedAt: startedAt.toISOString(),
          uptimeSeconds: Math.round(process.uptime()),
          database: deps.dbKind,
          redisConfigured: Boolean(deps.config.redisUrl),
          memoryRssBytes: process.memoryUsage().rss,
        },
        projects: [...byProject.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([project, modules]) => ({
            project,
            calls: [...modules.values()].reduce((a, b) => a + b, 0),
            modules: [...modules.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([module, calls]) => ({ module, calls })),
          })),
      },
    };
  },
});

export const systemInfoActions = [datasource, redis, apiList, projects];
