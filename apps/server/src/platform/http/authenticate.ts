import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { decideRuleNow, enforceRule } from '../access/check.ts';
import { cachedSessionUser, findSessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/types.ts';
import { profileNumber } from '../profiles/profiles.ts';
import { AppError } from './errors.ts';

/*
 * Authentication and the route's rule, before anything else of a request runs (app.ts installs it after the
 * security headers, so refusals carry them too). A callback hook rather than an async one (issue 16 item 4,
 * docs/decisions.md "A thinner request path: …"): when the session is in this instance's short cache
 * (sessions.ts) and the rule needs no database read (public, login, internal, an administrator), the request
 * goes on at once — no promise, no microtask. Otherwise the session and the rule are read as before.
 */

/** The onRequest hook: sets `req.user` and enforces the route's rule (401 / 403 through the error handler). */
export function authenticate(db: Db) {
  const lifetimeMinutes = () => profileNumber(db, 'SESSION_LIFETIME_MINUTES');
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (req.is404) {
      done();
      return;
    }
    const rule = req.routeOptions.config.auth;
    if (!rule) {
      // Fail closed: a route that declares no rule is refused (and fails the routes test).
      req.log.error({ url: req.routeOptions.url }, 'route declares no authorization rule');
      done(new AppError(403, 'error.forbidden'));
      return;
    }
    const header = req.headers.certificate;
    const certificate = typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;
    const cached = certificate === undefined ? null : cachedSessionUser(db, certificate);
    if (cached !== undefined) {
      req.user = cached;
      let decided: boolean;
      try {
        decided = decideRuleNow(rule, cached);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (decided) {
        done();
        return;
      }
      enforceRule(db, rule, cached, req).then(() => done(), done);
      return;
    }
    findSessionUser(db, certificate as string, lifetimeMinutes)
      .then((user) => {
        req.user = user;
        return enforceRule(db, rule, user, req);
      })
      .then(() => done(), done);
  };
}
