import type { GrantMenu, GrantResource } from './api.ts';

/** A menu of the grant tree with the menus under it. */
export type GrantNode = { menu: GrantMenu; children: GrantNode[] };

/** The tree of the flat rows (already in tree order); a row whose parent is missing is a root. */
export function buildGrantTree(menus: readonly GrantMenu[]): GrantNode[] {
  const nodes = new Map(menus.map((menu) => [menu.menuId, { menu, children: [] as GrantNode[] }]));
  const roots: GrantNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.menu.menuParentId != null ? nodes.get(node.menu.menuParentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The menus whose tick is the user's own choice: pages and folders without children. A folder with
 * children is ticked by the tree when all of them are, and saving adds the folders above.
 */
export function leafIds(roots: readonly GrantNode[]): Set<number> {
  const out = new Set<number>();
  const visit = (list: readonly GrantNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) out.add(node.menu.menuId);
      else visit(node.children);
    }
  };
  visit(roots);
  return out;
}

/** The ids of the folders above each menu (to expand the tree down to search matches). */
export function ancestorsOf(menus: readonly GrantMenu[], ids: Iterable<number>): Set<number> {
  const parentOf = new Map(menus.map((m) => [m.menuId, m.menuParentId]));
  const out = new Set<number>();
  for (const id of ids) {
    for (let at = parentOf.get(id) ?? null; at != null && !out.has(at); at = parentOf.get(at) ?? null) out.add(at);
  }
  return out;
}

/** Button resources grouped by their menu. */
export function resourcesByMenu(resources: readonly GrantResource[]): Map<number, GrantResource[]> {
  const out = new Map<number, GrantResource[]>();
  for (const r of resources) out.set(r.menuId, [...(out.get(r.menuId) ?? []), r]);
  return out;
}

export const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((x) => b.has(x));
