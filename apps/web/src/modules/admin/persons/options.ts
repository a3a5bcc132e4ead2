import type { TreeNode } from '@srm/core/tree/build-tree';
import { type DepartmentRow, departmentTree, type OrgRow, orgTree } from '../org/api.ts';

/** A TreeSelect node. */
export type TreeOption = { value: number; title: string; disabled?: boolean; children: TreeOption[] };

function convert<R extends object>(
  nodes: TreeNode<R>[],
  value: (n: TreeNode<R>) => number,
  code: (n: TreeNode<R>) => string,
  disabled: (n: TreeNode<R>) => boolean,
  skip?: number | null,
): TreeOption[] {
  return nodes
    .filter((n) => value(n) !== skip)
    .map((n) => ({
      value: value(n),
      title: `${n.title} (${code(n)})`,
      disabled: disabled(n),
      children: convert(n.children, value, code, disabled, skip),
    }));
}

/** Organisations for a TreeSelect; `disableInactive` greys disabled ones (forms), filters keep them. */
export const orgOptions = (rows: OrgRow[], disableInactive: boolean): TreeOption[] =>
  convert(
    orgTree(rows),
    (n) => n.orgId,
    (n) => n.orgCode,
    (n) => disableInactive && n.enabledFlag !== 'Y',
  );

/**
 * Departments of one organisation for a TreeSelect; `skip` leaves out a department and everything below
 * it (a department's parent cannot be itself or one of its own sub-departments).
 */
export const departmentOptions = (
  rows: DepartmentRow[],
  disableInactive: boolean,
  skip?: number | null,
): TreeOption[] =>
  convert(
    departmentTree(rows),
    (n) => n.departmentId,
    (n) => n.departmentCode,
    (n) => disableInactive && n.enabledFlag !== 'Y',
    skip,
  );
