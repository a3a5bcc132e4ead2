import { HelperError } from '../forms/errors.ts';

/*
 * Builds the tree of spec §3 ("Tree node") from flat rows, as menus, organisations and purchase
 * categories arrive from the server: each row names its own key and its parent's key.
 */

/** Which row fields hold the key, the parent's key and the level, and how to get a title. */
export type TreeConfig<R extends object> = {
  /** Field with the row's own key. */
  key: Extract<keyof R, string>;
  /** Field with the parent row's key; a row whose parent is absent or unknown becomes a root. */
  parentKey: Extract<keyof R, string>;
  /** Field with the level. */
  levelKey: Extract<keyof R, string>;
  /** Field whose value is the title, or a function that makes the title; without it, the key is the title. */
  treeTitle?: Extract<keyof R, string> | ((row: R) => string);
};

/** The fields the builder adds to every row. */
export type TreeNodeFields<R extends object> = {
  key: unknown;
  parentKey: unknown;
  /** The row's level field as a number; when the row has none, the depth in the tree (roots are 1). */
  level: number;
  /** The row's checkFlag ('Y' or 'N'); 'N' when the row has no valid flag. */
  checkFlag: 'Y' | 'N';
  /** True when checkFlag is 'Y', for tree components that bind a boolean. */
  checked: boolean;
  title: string;
  /** Titles from the root down to this node, joined with '/'. */
  treeFullPath: string;
  /** Always an array, empty for a leaf, so callers never test for undefined. */
  children: TreeNode<R>[];
};

/** A tree node: the original row fields, overlaid by the builder's fields (which win on a name clash). */
export type TreeNode<R extends object> = Omit<R, keyof TreeNodeFields<R>> & TreeNodeFields<R>;

function parseFailed(): HelperError {
  return new HelperError('TREE_PARSE_FAILED', 'tree.parseFailed');
}

/** A level field as a number: finite numbers and numeric text count; anything else is NaN (no level). */
function levelOf(value: unknown): number {
  const level =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN;
  return Number.isFinite(level) ? level : Number.NaN;
}

const isFieldName = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Builds the tree in O(n): rows are indexed by key in a Map, then each row is hung under its parent.
 *
 * - Siblings keep the order of the input rows.
 * - A row whose parent key is empty, or names no row, is a root. So is a row that is its own parent,
 *   and, for rows whose parents form a loop, the first row of the loop in input order: every input
 *   row appears exactly once in the result, never lost in a loop.
 * - Keys are compared as text, so a parent key "12" finds the row whose key is the number 12.
 * - When two rows share a key, children go under the first of them.
 *
 * Throws HelperError code TREE_PARSE_FAILED ('failed to parse tree data', spec §5) when the config,
 * or its key, parentKey or levelKey, is missing, or when rows is not an array of objects.
 */
export function buildTree<R extends object>(rows: readonly R[], config: TreeConfig<R>): TreeNode<R>[] {
  // Checked at run time as well as by the types: configs often come from untyped page settings.
  const settings: Partial<TreeConfig<R>> | null | undefined = config;
  if (typeof settings !== 'object' || settings === null) throw parseFailed();
  const { key, parentKey, levelKey, treeTitle } = settings;
  if (!isFieldName(key) || !isFieldName(parentKey) || !isFieldName(levelKey)) throw parseFailed();
  if (treeTitle !== undefined && !isFieldName(treeTitle) && typeof treeTitle !== 'function') throw parseFailed();
  if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'object' || row === null)) throw parseFailed();

  const field = (row: R, name: string): unknown => (row as Record<string, unknown>)[name];
  const keyText = (value: unknown): string | null =>
    value === null || value === undefined || value === '' ? null : String(value);
  const titleOf = (row: R): string => {
    if (typeof treeTitle === 'function') return String(treeTitle(row));
    const value = field(row, treeTitle ?? key);
    return value === null || value === undefined ? '' : String(value);
  };

  // 1. Index the rows by key (the first row wins a duplicate key).
  const indexByKey = new Map<string, number>();
  rows.forEach((row, index) => {
    const k = keyText(field(row, key));
    if (k !== null && !indexByKey.has(k)) indexByKey.set(k, index);
  });

  // 2. Find each row's parent row; -1 means root.
  const parentOf = rows.map((row, index) => {
    const p = keyText(field(row, parentKey));
    const parent = p === null ? undefined : indexByKey.get(p);
    return parent === undefined || parent === index ? -1 : parent;
  });

  // 3. Break loops (A under B under A), which would otherwise hang unreachable from any root.
  // Walk up from each row; every row is walked at most once, so this stays O(n).
  const DONE = 2;
  const ON_PATH = 1;
  const state = new Uint8Array(rows.length);
  for (let start = 0; start < rows.length; start++) {
    const path: number[] = [];
    let at = start;
    while (at !== -1 && state[at] === 0) {
      state[at] = ON_PATH;
      path.push(at);
      at = parentOf[at];
    }
    if (at !== -1 && state[at] === ON_PATH) {
      // The walk came back onto its own path: the rows from `at` onwards form a loop.
      const loop = path.slice(path.indexOf(at));
      parentOf[loop.reduce((first, index) => Math.min(first, index))] = -1;
    }
    for (const index of path) state[index] = DONE;
  }

  // 4. Make the nodes and hang them in input order, which keeps siblings in input order.
  const nodes = rows.map((row): TreeNode<R> => {
    const checkFlag = field(row, 'checkFlag') === 'Y' ? 'Y' : 'N';
    const node: TreeNodeFields<R> = {
      key: field(row, key),
      parentKey: field(row, parentKey),
      level: levelOf(field(row, levelKey)), // NaN when the row has none; step 5 fills in the depth
      checkFlag,
      checked: checkFlag === 'Y',
      title: titleOf(row),
      treeFullPath: '', // set in step 5
      children: [],
    };
    return { ...row, ...node } as TreeNode<R>;
  });
  const roots: TreeNode<R>[] = [];
  nodes.forEach((node, index) => {
    const parent = parentOf[index];
    (parent === -1 ? roots : nodes[parent].children).push(node);
  });

  // 5. Walk down from the roots for the full paths and missing levels. An explicit stack, not
  // recursion, so a very deep tree cannot overflow the call stack.
  const stack: Array<{ node: TreeNode<R>; path: string; depth: number }> = roots.map((node) => ({
    node,
    path: '',
    depth: 1,
  }));
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    node.treeFullPath = path === '' ? node.title : `${path}/${node.title}`;
    if (Number.isNaN(node.level)) node.level = depth;
    for (const child of node.children) stack.push({ node: child, path: node.treeFullPath, depth: depth + 1 });
  }
  return roots;
}
