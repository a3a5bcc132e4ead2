import { MENU_TYPE } from '@srm/core/constants/identity';
import type { MenuRow, MoveItem } from './api.ts';

/** A menu of the tree with the menus under it, siblings by orderNo. */
export type MenuNode = { menu: MenuRow; children: MenuNode[] };

const byOrder = (a: MenuRow, b: MenuRow) => a.orderNo - b.orderNo || a.menuId - b.menuId;

/** The children of `parentId` (null: the top level), in order. */
export function childrenOf(rows: readonly MenuRow[], parentId: number | null): MenuRow[] {
  const ids = new Set(rows.map((r) => r.menuId));
  return rows
    .filter((r) => (r.menuParentId != null && ids.has(r.menuParentId) ? r.menuParentId : null) === parentId)
    .sort(byOrder);
}

/** The tree of the flat rows; a row whose parent is missing is a root. */
export function buildTree(rows: readonly MenuRow[]): MenuNode[] {
  const toNode = (menu: MenuRow): MenuNode => ({ menu, children: childrenOf(rows, menu.menuId).map(toNode) });
  return childrenOf(rows, null).map(toNode);
}

/** The menu and every menu below it (a folder cannot move under any of them). */
export function selfAndBelow(rows: readonly MenuRow[], menuId: number): Set<number> {
  const out = new Set([menuId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (r.menuParentId != null && out.has(r.menuParentId) && !out.has(r.menuId)) {
        out.add(r.menuId);
        grew = true;
      }
  }
  return out;
}

/**
 * Where a drop puts the dragged menu, from the tree's drop event: into the node (as its first
 * child), or before/after it among its siblings.
 */
export function dropTarget(
  rows: readonly MenuRow[],
  drop: { dropId: number; dragId: number; intoNode: boolean; after: boolean },
): { parentId: number | null; index: number } {
  if (drop.intoNode) return { parentId: drop.dropId, index: 0 };
  const target = rows.find((r) => r.menuId === drop.dropId);
  const parentId = target?.menuParentId ?? null;
  const siblings = childrenOf(rows, parentId).filter((r) => r.menuId !== drop.dragId);
  const at = siblings.findIndex((r) => r.menuId === drop.dropId);
  return { parentId, index: at < 0 ? siblings.length : at + (drop.after ? 1 : 0) };
}

/**
 * The move batch for putting `menuId` at `index` under `parentId`: the new sibling list numbered
 * 10, 20, 30…, sending only the menus whose parent or order number changes.
 */
export function moveBatch(
  rows: readonly MenuRow[],
  menuId: number,
  parentId: number | null,
  index: number,
): MoveItem[] {
  const moving = rows.find((r) => r.menuId === menuId);
  if (!moving) return [];
  const siblings = childrenOf(rows, parentId).filter((r) => r.menuId !== menuId);
  siblings.splice(Math.max(0, Math.min(index, siblings.length)), 0, moving);
  return siblings
    .map((r, i) => ({ menuId: r.menuId, parentId, orderNo: (i + 1) * 10, row: r }))
    .filter((m) => m.row.menuId === menuId || m.row.orderNo !== m.orderNo || (m.row.menuParentId ?? null) !== parentId)
    .map(({ row: _row, ...item }) => item);
}

/** The rows with a batch applied (to show a move at once, before the server answers). */
export function applyMoves(rows: readonly MenuRow[], items: readonly MoveItem[]): MenuRow[] {
  const byId = new Map(items.map((i) => [i.menuId, i]));
  return rows.map((r) => {
    const item = byId.get(r.menuId);
    return item ? { ...r, menuParentId: item.parentId, orderNo: item.orderNo } : r;
  });
}

export const isFolder = (row: Pick<MenuRow, 'menuType'> | undefined) => row?.menuType === MENU_TYPE.folder;
