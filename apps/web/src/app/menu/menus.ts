import { MENU_TYPE } from '@srm/core/constants/identity';
import { useQuery } from '@tanstack/react-query';
import { post } from '../api/client.ts';
import { API } from '../api/endpoints.ts';
import type { Menu } from '../api/types.ts';
import { useSession } from '../auth/session.ts';
import { useLang } from '../i18n/index.ts';

/** The flat menu list of the current responsibility, in the interface language. */
export function useMenus() {
  const { responsibility, token } = useSession();
  const lang = useLang();
  const responsibilityId = responsibility?.responsibilityId ?? null;
  return useQuery({
    queryKey: ['menus', responsibilityId, lang],
    queryFn: () => post<Menu[]>(API.findMenus, { isValid: true, responsibilityId }, { lang }),
    enabled: !!token && responsibilityId != null,
    staleTime: 5 * 60_000,
    // While the names load in a newly chosen language, keep showing the same menus.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === responsibilityId ? previous : undefined,
  });
}

export type MenuNode = { menu: Menu; children: MenuNode[] };

function byOrder(a: Menu, b: Menu): number {
  return (a.orderNo ?? 0) - (b.orderNo ?? 0) || a.menuId - b.menuId;
}

/**
 * The side menu's tree from the flat list: folders (10) and pages (20) under their menuParentId,
 * each level ordered by orderNo. A row whose parent is not in the list is a root; folders without
 * any page below them are left out; disabled rows and button resources (30) too.
 */
export function buildMenuTree(menus: readonly Menu[]): MenuNode[] {
  const rows = menus
    .filter((m) => m.enabledFlag !== 'N' && (m.menuType === MENU_TYPE.folder || m.menuType === MENU_TYPE.page))
    .sort(byOrder);
  const nodes = new Map<number, MenuNode>(rows.map((menu) => [menu.menuId, { menu, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.menu.menuParentId;
    const parent = parentId != null && parentId !== node.menu.menuId ? nodes.get(parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const prune = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((node) => {
      if (node.menu.menuType !== MENU_TYPE.folder) return [node];
      const children = prune(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return prune(roots);
}

/** The ids of the folders above a menu, root first (to open the side menu down to it). */
export function ancestorIds(menus: readonly Menu[], menuId: number): number[] {
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  const chain: number[] = [];
  let current = byId.get(menuId);
  const seen = new Set<number>();
  while (current?.menuParentId != null && !seen.has(current.menuParentId)) {
    seen.add(current.menuParentId);
    chain.unshift(current.menuParentId);
    current = byId.get(current.menuParentId);
  }
  return chain;
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The address that opens a page menu: `/main/<htmlUrl>?menuId=…&respId=…` (spec §2), with the
 * menu's parameter string appended; an http(s) htmlUrl opens in the shell's iframe child.
 * A page without htmlUrl still opens (on its menu code) and shows the "not yet available" page.
 */
export function menuPath(menu: Menu, respId: number | string): string {
  const query = new URLSearchParams({ menuId: String(menu.menuId), respId: String(respId) });
  const htmlUrl = (menu.htmlUrl ?? '').trim();
  if (isExternal(htmlUrl)) {
    query.set('link', htmlUrl);
    return `/main/iframe?${query}`;
  }
  if (menu.parameter) {
    for (const [key, value] of new URLSearchParams(menu.parameter.replace(/^\?/, ''))) {
      if (!query.has(key)) query.set(key, value);
    }
  }
  const name = (htmlUrl || menu.menuCode).replace(/^\/+|\/+$/g, '');
  return `/main/${name.split('/').map(encodeURIComponent).join('/')}?${query}`;
}
