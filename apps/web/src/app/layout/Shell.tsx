import { CloseCircleOutlined, CloseOutlined, DeploymentUnitOutlined, DownOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Layout, Tabs } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useOutlet } from 'react-router';
import { errorText, post, request } from '../api/client.ts';
import { API } from '../api/endpoints.ts';
import type { Menu, UserInfo } from '../api/types.ts';
import { clearSession, updateUserInfo, useSession } from '../auth/session.ts';
import { useLang } from '../i18n/index.ts';
import { menuPath, useMenus } from '../menu/menus.ts';
import { findScreen } from '../screens/registry.ts';
import { pageModeOf, ScreenContext, type ScreenInfo } from '../screens/ScreenContext.ts';
import { HeaderBar } from './HeaderBar.tsx';
import { SideMenu } from './SideMenu.tsx';
import {
  activate,
  describeLocation,
  HOME_TAB_KEY,
  initialTabs,
  MAX_TABS,
  type OpenTab,
  relocate,
  removeTabs,
} from './tabs.ts';
import './shell.css';

/** How long logging out waits for the server to end the session before it ends it on this side. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * The side menu's width per language: English labels run about half again as long as Chinese ones
 * ("Receiving and pick-up addresses" under its folder), so English gets room for them instead of an ellipsis.
 */
const SIDER_WIDTH = { CN: 220, EN: 280 } as const;

const COLLAPSED_KEY = 'SRM_siderCollapsed';

/** /main: only with a session; a logout lands on a plain login page, an expired session comes back here. */
export default function Shell() {
  const { token, ended } = useSession();
  const location = useLocation();
  if (!token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={ended === 'logout' ? '/login' : `/login?redirect=${redirect}`} replace />;
  }
  return <ShellLayout />;
}

function queryOf(path: string): Record<string, string> {
  const index = path.indexOf('?');
  return index < 0 ? {} : Object.fromEntries(new URLSearchParams(path.slice(index + 1)));
}

function lastSegment(htmlUrl: string): string {
  return htmlUrl.split('/').filter(Boolean).pop() ?? htmlUrl;
}

/** The menu a tab was opened from: by menuId, else the first menu with the same htmlUrl. */
function menuOf(tab: OpenTab, menus: readonly Menu[]): Menu | null {
  if (tab.kind === 'home') return null;
  const menuId = queryOf(tab.path).menuId;
  if (menuId) return menus.find((m) => String(m.menuId) === menuId) ?? null;
  return menus.find((m) => m.htmlUrl === tab.htmlUrl) ?? null;
}

function ShellLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useOutlet();
  const queryClient = useQueryClient();
  const { responsibility } = useSession();
  const menusQuery = useMenus();
  const menus = useMemo(() => menusQuery.data ?? [], [menusQuery.data]);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  // Fresh user info (responsibilities may have changed since login).
  const userInfoQuery = useQuery({
    // The responsibility names come in the request's language.
    queryKey: ['userInfo', lang],
    queryFn: () => post<UserInfo>(API.userInfo, {}, { lang }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (userInfoQuery.data) updateUserInfo(userInfoQuery.data);
  }, [userInfoQuery.data]);

  // Open tabs. Every tab stays mounted while hidden (its screen keeps its state); the element the
  // router gave for each tab's address is kept here (by the tab's uid) and shown again when the tab
  // comes back.
  const current = describeLocation(location.pathname, location.search);
  const [tabsState, setTabsState] = useState(() => initialTabs());
  const outlets = useRef(new Map<string, ReactNode>());
  if (tabsState.locationKey !== location.key) {
    // A new navigation: its address becomes the active tab in this same render (adjusting state
    // while rendering, as React documents for state derived from a changed input).
    const next = activate(tabsState, current, location.key);
    if (next.closed) outlets.current.delete(next.closed.uid);
    setTabsState(next);
  }
  const currentTab = tabsState.tabs.find((tab) => tab.key === current.key);
  if (currentTab) outlets.current.set(currentTab.uid, outlet);

  // Titles screens give their own tab (a document's number), by tab uid; dropped with the tab.
  const [ownTitles, setOwnTitles] = useState<Record<string, string>>({});
  const setTabTitle = useCallback(
    (key: string, title: string | null) =>
      setOwnTitles((all) => {
        if ((all[key] ?? null) === title) return all;
        const next = { ...all };
        if (title == null) delete next[key];
        else next[key] = title;
        return next;
      }),
    [],
  );

  const titleOf = useCallback(
    (tab: OpenTab): string => {
      if (tab.kind === 'home') return t('shell.home');
      if (ownTitles[tab.uid]) return ownTitles[tab.uid];
      const menu = menuOf(tab, menus);
      if (menu) return menu.menuName;
      if (tab.kind === 'iframe') return queryOf(tab.path).pageName || t('iframe.title');
      return findScreen(tab.htmlUrl)?.definition.title?.[lang] ?? lastSegment(tab.htmlUrl);
    },
    [menus, lang, t, ownTitles],
  );

  // Tell the user once which tab the limit closed (titleOf changes with the language and menus).
  const closedByLimit = tabsState.closed;
  const announced = useRef<OpenTab | null>(null);
  const titleRef = useRef(titleOf);
  titleRef.current = titleOf;
  useEffect(() => {
    if (!closedByLimit || announced.current === closedByLimit) return;
    announced.current = closedByLimit;
    message.info(t('shell.tabLimit', { max: MAX_TABS, title: titleRef.current(closedByLimit) }));
  }, [closedByLimit, message, t]);

  const activeTab = tabsState.tabs.find((tab) => tab.key === tabsState.active);
  const activeMenu = activeTab ? menuOf(activeTab, menus) : null;

  function go(path: string): Promise<void> {
    return Promise.resolve(navigate(path));
  }

  /** Drops the kept elements of the tabs `keep` rejects (by tab key). */
  function forget(keep: (key: string) => boolean) {
    for (const tab of tabsState.tabs) if (!keep(tab.key)) outlets.current.delete(tab.uid);
  }

  // A screen's own address changed (a new document saved: `?mode=new` → `?id=7&mode=edit`): its tab
  // takes the new address and key, and the browser's address follows when it is the tab shown, so a
  // refresh opens the saved document and the next "new" opens an empty form in a tab of its own.
  const activeKeyRef = useRef(tabsState.active);
  activeKeyRef.current = tabsState.active;
  const relocateTab = useCallback(
    (key: string, path: string) => {
      const url = new URL(path, window.location.origin);
      const target = describeLocation(url.pathname, url.search);
      setTabsState((state) => relocate(state, key, target));
      if (key === activeKeyRef.current) void navigate(path, { replace: true });
    },
    [navigate],
  );

  function closeTab(key: string) {
    const index = tabsState.tabs.findIndex((tab) => tab.key === key);
    const neighbour = tabsState.tabs[index - 1] ?? tabsState.tabs[index + 1];
    forget((k) => k !== key);
    setTabsState((state) => removeTabs(state, (tab) => tab.key !== key, neighbour?.key));
    if (key === tabsState.active) void go(neighbour?.path ?? '/main');
  }

  function closeOthers() {
    forget((k) => k === HOME_TAB_KEY || k === tabsState.active);
    setTabsState((state) => removeTabs(state, (tab) => tab.key === state.active));
  }

  function closeAll() {
    forget((k) => k === HOME_TAB_KEY);
    setTabsState((state) => removeTabs(state, () => false));
    void go('/main');
  }

  // Switching responsibility closes the open tabs and reloads the menu (DOMAIN-NOTES).
  const switchResponsibility = useMutation({
    mutationFn: (responsibilityId: number) =>
      post<UserInfo>(API.switchResponsibility, { responsibilityId }).then((info) => ({ info, responsibilityId })),
    onSuccess: ({ info, responsibilityId }) => {
      const chosen = info.responsibilities.find((r) => r.responsibilityId === responsibilityId) ?? null;
      updateUserInfo({ ...info, currentResponsibility: info.currentResponsibility ?? chosen });
      forget((k) => k === HOME_TAB_KEY);
      setTabsState(initialTabs(location.key));
      void go('/main');
      queryClient.removeQueries({ queryKey: ['menuResources'] });
      void queryClient.invalidateQueries({ queryKey: ['menus'] });
      queryClient.setQueryData(['userInfo', lang], info);
      const name = (info.currentResponsibility ?? chosen)?.responsibilityName ?? '';
      message.success(t('shell.switchedResp', { name }));
    },
    onError: (error) => message.error(errorText(error)),
  });

  async function logout() {
    let notice = t('shell.loggedOut');
    try {
      // A busy server does not keep the user in: after a few seconds the session ends here anyway.
      notice = (await request(API.logout, {}, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) })).msg || notice;
    } catch {
      // the session ends on this side whatever the server says
    }
    clearSession('logout', notice); // the query cache and the lookup cache go with the session
  }

  function toggle() {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  }

  const tabItems = tabsState.tabs.map((tab) => {
    const menu = menuOf(tab, menus);
    const title = titleOf(tab);
    const testId =
      tab.kind === 'home' ? 'tab-home' : menu ? `tab-${menu.menuCode}` : `tab-${tab.key.replace(/[^\w-]/g, '-')}`;
    return {
      key: tab.uid,
      label: (
        <span data-testid={testId} title={title}>
          {title}
        </span>
      ),
      closable: tab.kind !== 'home',
      children: (
        <TabPane
          tab={tab}
          menu={menu}
          title={title}
          respId={responsibility?.responsibilityId ?? null}
          setTabTitle={setTabTitle}
          relocateTab={relocateTab}
        >
          {tab.key === current.key ? outlet : outlets.current.get(tab.uid)}
        </TabPane>
      ),
    };
  });

  return (
    <Layout className="srm-shell">
      <Layout.Sider
        className="srm-sider"
        width={SIDER_WIDTH[lang]}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        theme="dark"
      >
        <div className="srm-logo" title={t('app.productName')}>
          <span className="srm-logo-mark">
            <DeploymentUnitOutlined />
          </span>
          {!collapsed && <span>{t('app.productShort')}</span>}
        </div>
        <SideMenu
          menus={menus}
          loading={menusQuery.isLoading}
          failed={menusQuery.isError}
          onRetry={() => void menusQuery.refetch()}
          collapsed={collapsed}
          activeMenuId={activeMenu?.menuId ?? null}
          onOpen={(menu) => {
            if (responsibility) void go(menuPath(menu, responsibility.responsibilityId));
          }}
        />
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <HeaderBar
          collapsed={collapsed}
          onToggle={toggle}
          switching={switchResponsibility.isPending}
          onSwitchResponsibility={(id) => {
            // Choosing the current responsibility again reloads its menus and buttons (after an administrator's change).
            if (!switchResponsibility.isPending) switchResponsibility.mutate(id);
          }}
          onLogout={() => void logout()}
        />
        <Tabs
          className="srm-tabs"
          type="editable-card"
          hideAdd
          size="small"
          activeKey={activeTab?.uid}
          items={tabItems}
          onChange={(uid) => {
            const tab = tabsState.tabs.find((item) => item.uid === uid);
            if (tab) void go(tab.path);
          }}
          onEdit={(uid, action) => {
            const tab = tabsState.tabs.find((item) => item.uid === uid);
            if (action === 'remove' && tab) closeTab(tab.key);
          }}
          tabBarExtraContent={{
            right: (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'others', icon: <CloseOutlined />, label: t('shell.closeOthers') },
                    { key: 'all', icon: <CloseCircleOutlined />, label: t('shell.closeAll') },
                  ],
                  onClick: ({ key }) => (key === 'all' ? closeAll() : closeOthers()),
                }}
              >
                <Button
                  size="small"
                  type="text"
                  icon={<DownOutlined />}
                  aria-label={t('shell.tabActions')}
                  data-testid="tabs-actions"
                />
              </Dropdown>
            ),
          }}
          data-testid="screen-tabs"
        />
      </Layout>
    </Layout>
  );
}

type TabPaneProps = {
  tab: OpenTab;
  menu: Menu | null;
  title: string;
  respId: number | null;
  setTabTitle: (uid: string, title: string | null) => void;
  relocateTab: (key: string, path: string) => void;
  children: ReactNode;
};

/** Gives the screen in a tab its own identity (menu, query, mode) — see ScreenContext. */
function TabPane({ tab, menu, title, respId, setTabTitle, relocateTab, children }: TabPaneProps) {
  const { kind, key, uid, path, htmlUrl, lastUsed } = tab;
  const info = useMemo<ScreenInfo | null>(() => {
    if (kind === 'home') return null;
    const query = queryOf(path);
    return {
      key,
      htmlUrl,
      menuId: query.menuId ?? (menu ? String(menu.menuId) : null),
      respId: query.respId ?? (respId != null ? String(respId) : null),
      menu,
      title,
      query,
      params: findScreen(htmlUrl)?.params ?? {},
      mode: pageModeOf(new URLSearchParams(query)),
      openedAt: lastUsed,
      setTitle: (own: string | null) => setTabTitle(uid, own),
      replaceQuery: (next: Record<string, string>) => relocateTab(key, `/main/${htmlUrl}?${new URLSearchParams(next)}`),
    };
  }, [kind, key, uid, path, htmlUrl, lastUsed, menu, title, respId, setTabTitle, relocateTab]);
  return <ScreenContext.Provider value={info}>{children}</ScreenContext.Provider>;
}
