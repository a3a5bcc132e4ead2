import websocket, { type WebSocket } from '@fastify/websocket';
import { t } from '@srm/core';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from '../access/rules.ts';
import { sessions } from '../auth/schema.ts';
import { findSessionUser } from '../auth/sessions.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestLang } from '../i18n/requestLang.ts';
import { profileNumber } from '../profiles/profiles.ts';
import type { RealtimeHub } from './hub.ts';
import { originAllowed } from './origin.ts';

/** The websocket path of spec §10. */
export const REALTIME_PATH = '/srm-ws';
/**
 * A browser cannot set headers on a websocket, so the client offers two subprotocols: this name and its
 * session certificate (`new WebSocket(url, ['srm', certificate])`). Not a query parameter: URLs end up
 * in access logs, and the certificate is the session.
 */
export const REALTIME_PROTOCOL = 'srm';
/** Close codes the client acts on: the session ended (stop, log in again) / the server is going away (reconnect). */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_GOING_AWAY = 1001;

const HEARTBEAT_MS = 30_000;

type Live = { socket: WebSocket; sessionId: number; alive: boolean; detach: () => void };

function offeredProtocols(req: FastifyRequest): string[] {
  const header = req.headers['sec-websocket-protocol'];
  return typeof header === 'string' ? header.split(',').map((p) => p.trim()) : [];
}

function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: 'error.notLoggedIn' | 'realtime.originRefused' | 'realtime.upgradeRequired',
) {
  return reply.code(status).send({ status: 'E', msg: t(key, requestLang(req)), data: null });
}

/**
 * GET /srm-ws: the realtime socket. The handshake is refused with an HTTP answer (403 foreign Origin,
 * 401 no valid session) before anything is upgraded. An open socket receives the hub's events for its
 * user and, for a supplier user, its supplier; it sends nothing the server reads. A heartbeat every 30 s
 * pings each socket (one that did not answer the last ping is dropped) and checks in one query that the
 * sessions are still valid, closing with 4401 those that were logged out, revoked or expired — without
 * extending them, so an open tab does not keep a session alive.
 */
export async function realtimeRoutes(app: FastifyInstance, options: { deps: AppDeps; hub: RealtimeHub }) {
  const { deps, hub } = options;
  const live = new Set<Live>();
  const userOf = new WeakMap<FastifyRequest, SessionUser>();

  await app.register(websocket, {
    options: {
      maxPayload: 4096,
      handleProtocols: (offered: Set<string>) => (offered.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
    // Shutdown: tell every client the server is going away, and drop those that do not finish the close
    // handshake quickly, so app.close() never waits on a browser.
    preClose: (done) => {
      for (const l of live) {
        l.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
        setTimeout(() => l.socket.terminate(), 500).unref();
      }
      app.websocketServer.close(() => done());
    },
  });

  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  async function beat() {
    if (live.size === 0) return;
    const all = [...live];
    for (const l of all) {
      if (!l.alive) {
        l.socket.terminate();
        continue;
      }
      l.alive = false;
      l.socket.ping();
    }
    try {
      const ids = [...new Set(all.map((l) => l.sessionId))];
      const valid = await deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      const keep = new Set(valid.map((v) => v.id));
      for (const l of all) if (!keep.has(l.sessionId)) l.socket.close(CLOSE_SESSION_ENDED, 'session ended');
    } catch (err) {
      deps.log.warn({ err }, 'realtime: session check failed');
    }
  }

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // The request hook's certificate header cannot come from a browser here; preValidation below checks
      // the session from the subprotocol and refuses the upgrade itself.
      config: { auth: PUBLIC },
      preValidation: async (req, reply) => {
        if (!req.ws) return refuse(req, reply, 426, 'realtime.upgradeRequired');
        if (!originAllowed(req, deps.config.wsAllowedOrigins)) return refuse(req, reply, 403, 'realtime.originRefused');
        const offered = offeredProtocols(req);
        const certificate = offered.find((p) => p !== REALTIME_PROTOCOL);
        const user =
          offered.includes(REALTIME_PROTOCOL) && certificate && certificate.length <= 200
            ? await findSessionUser(deps.db, certificate, await profileNumber(deps.db, 'SESSION_LIFETIME_MINUTES'))
            : null;
        if (!user) return refuse(req, reply, 401, 'error.notLoggedIn');
        userOf.set(req, user);
      },
    },
    (socket, req) => {
      const user = userOf.get(req)!;
      const entry: Live = {
        socket,
        sessionId: user.sessionId,
        alive: true,
        detach: hub.attach({
          userId: user.userId,
          supplierId: user.supplierId,
          send: (text) => {
            if (socket.readyState === socket.OPEN) socket.send(text);
          },
        }),
      };
      live.add(entry);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => {
        entry.detach();
        live.delete(entry);
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );
}
