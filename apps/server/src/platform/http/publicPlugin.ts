import type { FastifyInstance } from 'fastify';
import type { AuthRule } from '../access/rules.ts';

/**
 * Marks every route a third-party plugin registers inside `instance` (static files, API docs) with
 * a rule, since those plugins cannot be told one themselves. Call it first inside the plugin scope.
 */
export function declareRuleForPluginRoutes(instance: FastifyInstance, rule: AuthRule): void {
  instance.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), auth: route.config?.auth ?? rule };
  });
}
