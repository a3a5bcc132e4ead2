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
  /** `menu:<menuId>` when opened from a menu; otherwise the address. */
  key: string;
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
export function describeLocation(pathname: string, search: string): Omit<OpenTab, 'lastUsed'> {
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
  return { key: menuId ? `menu:${menuId}` : `url:${htmlUrl}${search}`, kind: 'screen', path, htmlUrl };
}

/** Only the home tab; `locationKey` is the navigation the state already reflects (null: none). */
export function initialTabs(locationKey: string | null = null): TabsState {
  return {
    tabs: [{ key: HOME_TAB_KEY, kind: 'home', path: '/main', htmlUrl: '', lastUsed: 0 }],
    active: HOME_TAB_KEY,
    seq: 0,
    closed: null,
    locationKey,
  };
}

/** Makes `target` (the address of navigation `locationKey`) the active tab, opening it when new, with the limit. */
export function activate(state: TabsState, target: Omit<OpenTab, 'lastUsed'>, locationKey: string): TabsState {
  const seq = state.seq + 1;
  const existing = state.tabs.find((tab) => tab.key === target.key);
  if (existing) {
    return {
      tabs: state.tabs.map((tab) => (tab.key === target.key ? { ...tab, path: target.path, lastUsed: seq } : tab)),
      active: target.key,
      seq,
      closed: null,
      locationKey,
    };
  }
  let tabs = [...state.tabs, { ...target, lastUsed: seq }];
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
