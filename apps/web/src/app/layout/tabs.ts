/**
 * The open tabs of the shell, as plain data and pure functions (the shell holds them in state).
 *
 * Tab limit (spec §9: 15). Decision: opening a 16th tab closes the least recently used tab other
 * than the home tab and tells the user so with a message — the user's click always does what it
 * asked, the closed screen can be reopened from the menu, and a tab the user was just looking at
 * is never the one closed. Asking first would interrupt every further navigation until the user
 * tidies up, which is what users of such systems complain about most.
 */
export const MAX_TABS = 15;
export const HOME_TAB_KEY = 'home';

export type TabKind = 'home' | 'screen' | 'iframe';

export type OpenTab = {
  /**
   * What the tab shows: `menu:<menuId>` when opened from a menu; otherwise the screen and the query
   * that names its record (`url:orderEdit?id=7`), whatever the mode — one tab per document.
   */
  key: string;
  /**
   * The tab's own name for React, fixed for its life: a new document's tab changes its key when it is
   * first saved (`url:orderEdit` → `url:orderEdit?id=7`) and its screen must stay mounted meanwhile.
   */
  uid: string;
  kind: TabKind;
  /** Where the tab was last: path and query. */
  path: string;
  /** The screen name (menu htmlUrl) for screen tabs. */
  htmlUrl: string;
  /** Ordering for the tab limit: higher was used more recently. */
  lastUsed: number;
};

export type TabsState = {
  tabs: OpenTab[];
  active: string;
  seq: number;
  /**
   * The router location (its `key`) the tabs were last brought in line with. Tabs follow
   * navigations, not renders: a tab just closed is not reopened by a render that still shows the
   * old address while the navigation away from it is under way.
   */
  locationKey: string | null;
  /** The tab closed by the limit in the last change, for the message. */
  closed: OpenTab | null;
};

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Which tab an address under /main belongs to. */
export function describeLocation(pathname: string, search: string): Omit<OpenTab, 'lastUsed' | 'uid'> {
  const rest = pathname.replace(/^\/main\/?/, '').replace(/\/+$/, '');
  const query = new URLSearchParams(search);
  const menuId = query.get('menuId');
  const path = pathname + search;
  if (!rest) return { key: HOME_TAB_KEY, kind: 'home', path: '/main', htmlUrl: '' };
  if (rest === 'iframe') {
    return {
      key: menuId ? `menu:${menuId}` : `iframe:${query.get('link') ?? ''}`,
      kind: 'iframe',
      path,
      htmlUrl: 'iframe',
    };
  }
  const htmlUrl = rest.split('/').map(decode).join('/');
  return { key: menuId ? `menu:${menuId}` : `url:${htmlUrl}${identityOf(query)}`, kind: 'screen', path, htmlUrl };
}

/**
 * Query parameters that say how a record is shown, not which one (spec §2 page modes): a document
 * opened to view and then to edit is the same tab (issue 15 item 5: 17 tabs of the same documents
 * piled up after one procure-to-receipt run).
 */
const PRESENTATION_PARAMS = new Set(['mode', 'M', 'model']);

/** The query that names what a screen shows, in a fixed order: "" or "?id=7". */
function identityOf(query: URLSearchParams): string {
  const named = [...query.entries()]
    .filter(([name]) => !PRESENTATION_PARAMS.has(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return named.length === 0 ? '' : `?${new URLSearchParams(named)}`;
}

/** Only the home tab; `locationKey` is the navigation the state already reflects (null: none). */
export function initialTabs(locationKey: string | null = null): TabsState {
  return {
    tabs: [{ key: HOME_TAB_KEY, uid: HOME_TAB_KEY, kind: 'home', path: '/main', htmlUrl: '', lastUsed: 0 }],
    active: HOME_TAB_KEY,
    seq: 0,
    closed: null,
    locationKey,
  };
}

/** Makes `target` (the address of navigation `locationKey`) the active tab, opening it when new, with the limit. */
export function activate(state: TabsState, target: Omit<OpenTab, 'lastUsed' | 'uid'>, locationKey: string): TabsState {
  const seq = state.seq + 1;
  const existing = state.tabs.find((tab) => tab.key === target.key);
  // The address a tab's own screen moved it to (see relocate): nothing was opened, nothing to reload.
  if (existing && existing.key === state.active && existing.path === target.path) {
    return { ...state, closed: null, locationKey };
  }
  if (existing) {
    return {
      tabs: state.tabs.map((tab) => (tab.key === target.key ? { ...tab, path: target.path, lastUsed: seq } : tab)),
      active: target.key,
      seq,
      closed: null,
      locationKey,
    };
  }
  let tabs = [...state.tabs, { ...target, uid: `t${seq}`, lastUsed: seq }];
  let closed: OpenTab | null = null;
  if (tabs.length > MAX_TABS) {
    for (const tab of tabs) {
      if (tab.kind === 'home' || tab.key === target.key) continue;
      if (!closed || tab.lastUsed < closed.lastUsed) closed = tab;
    }
    if (closed) tabs = tabs.filter((tab) => tab !== closed);
  }
  return { tabs, active: target.key, seq, closed, locationKey };
}

/**
 * Closes the tabs `keep` rejects (never home). When the active one goes, `nextActive` is shown
 * at once while the navigation to it runs.
 */
export function removeTabs(state: TabsState, keep: (tab: OpenTab) => boolean, nextActive?: string): TabsState {
  const tabs = state.tabs.filter((tab) => tab.kind === 'home' || keep(tab));
  const active = tabs.some((tab) => tab.key === state.active) ? state.active : (nextActive ?? HOME_TAB_KEY);
  return { ...state, tabs, active, closed: null };
}

/**
 * The tab `key` now shows `target` (a new document was saved and has its id): it takes the target's
 * key and address and keeps its uid, so its screen stays mounted with what it shows. Another tab that
 * already had that key is closed (it showed the same record).
 */
export function relocate(state: TabsState, key: string, target: Omit<OpenTab, 'lastUsed' | 'uid'>): TabsState {
  if (!state.tabs.some((tab) => tab.key === key)) return state;
  const tabs = state.tabs
    .filter((tab) => tab.key === key || tab.key !== target.key)
    .map((tab) => (tab.key === key ? { ...tab, key: target.key, path: target.path } : tab));
  return { ...state, tabs, active: state.active === key ? target.key : state.active, closed: null };
}
