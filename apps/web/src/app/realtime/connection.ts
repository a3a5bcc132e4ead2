import { getSession, subscribe as onSessionChange } from '../auth/session.ts';

/*
 * The tab's one connection to the server's websocket /srm-ws (docs/api.md). It is open while the tab has a
 * session and something listens (the shell's header does for as long as the workspace is shown), closed at
 * logout, and reopened with a growing delay (1 s doubling to 30 s, with jitter so a restarted server is not
 * hit by every tab at once) when it drops. A browser cannot send the session header on a websocket, so the
 * certificate travels as the second offered subprotocol. After a reconnect listeners get a `resync` event:
 * whatever happened while the socket was down was not pushed, so they refetch.
 */

export type RealtimeKind = 'todo' | 'notification' | 'message';
export type RealtimeEvent =
  | { kind: RealtimeKind; change: 'opened' | 'handled' | 'cancelled'; title?: string; count?: number }
  | { kind: 'resync' };
type Listener = (event: RealtimeEvent) => void;

const PROTOCOL = 'srm';
/** The server closes with this when the session was logged out, revoked or expired: do not retry it. */
const CLOSE_SESSION_ENDED = 4401;
const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let socketToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
let hadConnection = false;
/** The token the server refused (4401); not tried again until the session changes. */
let refusedToken: string | null = null;

function emit(event: RealtimeEvent) {
  for (const listener of [...listeners]) listener(event);
}

function url(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/srm-ws`;
}

function disconnect() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const s = socket;
  socket = null;
  socketToken = null;
  if (s) {
    s.onclose = null;
    s.onmessage = null;
    s.onerror = null;
    s.close(1000, 'bye');
  }
}

function scheduleRetry() {
  if (retryTimer || listeners.size === 0) return;
  const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempts) * (0.75 + Math.random() * 0.5);
  attempts++;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    sync();
  }, delay);
}

function connect(token: string) {
  const s = new WebSocket(url(), [PROTOCOL, token]);
  socket = s;
  socketToken = token;
  s.onmessage = (message) => {
    let data: { type?: string } & Partial<RealtimeEvent>;
    try {
      data = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (data.type === 'ready') {
      attempts = 0;
      if (hadConnection) emit({ kind: 'resync' });
      hadConnection = true;
    } else if (data.type === 'event' && data.kind) {
      emit(data as RealtimeEvent);
    }
  };
  s.onclose = (event) => {
    if (socket !== s) return;
    socket = null;
    socketToken = null;
    if (event.code === CLOSE_SESSION_ENDED) {
      refusedToken = token;
      return;
    }
    scheduleRetry();
  };
}

/** Opens, keeps or closes the socket to match the session and the listeners. */
function sync() {
  const token = getSession().token;
  const wanted = token && listeners.size > 0 && token !== refusedToken ? token : null;
  if (wanted === socketToken && (socket || retryTimer)) return;
  disconnect();
  if (!wanted) {
    attempts = 0;
    hadConnection = false;
    return;
  }
  connect(wanted);
}

onSessionChange(sync);

/** Calls `listener` with every event pushed to this tab's user; returns the unsubscribe function. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  sync();
  return () => {
    listeners.delete(listener);
    // Let a listener that replaces this one (a re-render) keep the socket; close only when none is left.
    queueMicrotask(sync);
  };
}
