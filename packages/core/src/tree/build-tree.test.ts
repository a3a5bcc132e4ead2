import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HelperError } from '../forms/errors.ts';
import { buildTree, type TreeConfig, type TreeNode } from './build-tree.ts';

type Menu = {
  menuId: number | string;
  menuParentId: number | string | null;
  levelId?: unknown;
  menuName: string;
  checkFlag?: string;
};
const config: TreeConfig<Menu> = {
  key: 'menuId',
  parentKey: 'menuParentId',
  levelKey: 'levelId',
  treeTitle: 'menuName',
};

const menus: Menu[] = [
  { menuId: 1, menuParentId: null, levelId: 1, menuName: 'System', checkFlag: 'Y' },
  { menuId: 2, menuParentId: 1, levelId: 2, menuName: 'Users', checkFlag: 'N' },
  { menuId: 3, menuParentId: 1, levelId: 2, menuName: 'Roles' },
  { menuId: 4, menuParentId: 3, levelId: 3, menuName: 'Role buttons', checkFlag: 'Y' },
  { menuId: 5, menuParentId: null, levelId: 1, menuName: 'Purchasing' },
];

/** Every node of a tree, depth first. */
function flatten<R extends object>(nodes: TreeNode<R>[]): TreeNode<R>[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('buildTree', () => {
  it('hangs rows under their parents and keeps input order among siblings', () => {
    const tree = buildTree(menus, config);
    expect(tree.map((node) => node.title)).toEqual(['System', 'Purchasing']);
    expect(tree[0].children.map((node) => node.title)).toEqual(['Users', 'Roles']);
    expect(tree[0].children[1].children.map((node) => node.title)).toEqual(['Role buttons']);
  });

  it('fills the node fields of spec §3 and keeps the row fields', () => {
    const [system] = buildTree(menus, config);
    const roleButtons = system.children[1].children[0];
    expect(roleButtons).toEqual({
      menuId: 4,
      menuParentId: 3,
      levelId: 3,
      menuName: 'Role buttons',
      key: 4,
      parentKey: 3,
      level: 3,
      checkFlag: 'Y',
      checked: true,
      title: 'Role buttons',
      treeFullPath: 'System/Roles/Role buttons',
      children: [],
    });
    expect(system.children[0]).toMatchObject({ checkFlag: 'N', checked: false, treeFullPath: 'System/Users' });
    expect(system.children[1]).toMatchObject({ checkFlag: 'N', checked: false }); // no flag: N
  });

  it('gives leaves an empty children array', () => {
    const [, purchasing] = buildTree(menus, config);
    expect(purchasing.children).toEqual([]);
  });

  it('makes rows whose parent is missing or unknown into roots', () => {
    const rows: Menu[] = [
      { menuId: 10, menuParentId: 999, menuName: 'Orphan' },
      { menuId: 11, menuParentId: '', menuName: 'Blank parent' },
      { menuId: 12, menuParentId: 12, menuName: 'Own parent' },
    ];
    expect(buildTree(rows, config).map((node) => node.treeFullPath)).toEqual(['Orphan', 'Blank parent', 'Own parent']);
  });

  it('matches keys as text, so "1" finds the row with key 1', () => {
    const rows: Menu[] = [
      { menuId: 1, menuParentId: null, menuName: 'A' },
      { menuId: '2', menuParentId: '1', menuName: 'B' },
    ];
    expect(buildTree(rows, config)[0].children[0].treeFullPath).toBe('A/B');
  });

  it('uses the depth as level when a row has none, roots being 1', () => {
    const rows: Menu[] = [
      { menuId: 1, menuParentId: null, menuName: 'A' },
      { menuId: 2, menuParentId: 1, levelId: '', menuName: 'B' },
      { menuId: 3, menuParentId: 2, levelId: '7', menuName: 'C' },
    ];
    const [a] = buildTree(rows, config);
    expect([a.level, a.children[0].level, a.children[0].children[0].level]).toEqual([1, 2, 7]);
  });

  it('takes the title from a function, or from the key when no treeTitle is given', () => {
    const byFunction = buildTree(menus, { ...config, treeTitle: (row) => `${row.menuName} (${row.menuId})` });
    expect(byFunction[0].children[0].treeFullPath).toBe('System (1)/Users (2)');
    const byKey = buildTree(menus, { key: 'menuId', parentKey: 'menuParentId', levelKey: 'levelId' });
    expect(byKey[0].children[1].children[0].treeFullPath).toBe('1/3/4');
  });

  it('lets its own fields win over row fields of the same name, reading the row first', () => {
    type Row = { key: string; parent: string | null; level: number; title: string; children: string };
    const rows: Row[] = [
      { key: 'a', parent: null, level: 1, title: 'A', children: 'not a list' },
      { key: 'b', parent: 'a', level: 2, title: 'B', children: 'not a list' },
    ];
    const [a] = buildTree(rows, { key: 'key', parentKey: 'parent', levelKey: 'level', treeTitle: 'title' });
    expect(a).toMatchObject({ key: 'a', level: 1, title: 'A', treeFullPath: 'A' });
    expect(a.children[0]).toMatchObject({ key: 'b', level: 2, treeFullPath: 'A/B', children: [] });
  });

  it('does not change the input rows', () => {
    const rows = structuredClone(menus);
    buildTree(rows, config);
    expect(rows).toEqual(menus);
  });

  it('breaks a parent loop at its first row instead of losing the rows', () => {
    const rows: Menu[] = [
      { menuId: 1, menuParentId: 3, menuName: 'A' },
      { menuId: 2, menuParentId: 1, menuName: 'B' },
      { menuId: 3, menuParentId: 2, menuName: 'C' },
    ];
    const tree = buildTree(rows, config);
    expect(tree.map((node) => node.title)).toEqual(['A']);
    expect(flatten(tree).map((node) => node.treeFullPath)).toEqual(['A', 'A/B', 'A/B/C']);
  });

  it('hangs children under the first row of a duplicated key, and keeps both rows', () => {
    const rows: Menu[] = [
      { menuId: 1, menuParentId: null, menuName: 'First' },
      { menuId: 1, menuParentId: null, menuName: 'Second' },
      { menuId: 2, menuParentId: 1, menuName: 'Child' },
    ];
    const tree = buildTree(rows, config);
    expect(tree.map((node) => [node.title, node.children.length])).toEqual([
      ['First', 1],
      ['Second', 0],
    ]);
  });

  it('builds a very deep tree without overflowing the stack', () => {
    const rows: Menu[] = Array.from({ length: 50_000 }, (_, i) => ({ menuId: i, menuParentId: i - 1, menuName: 'n' }));
    const tree = buildTree(rows, config);
    let node = tree[0];
    while (node.children.length > 0) node = node.children[0];
    expect(node.level).toBe(50_000);
  });

  it("throws 'failed to parse tree data' without a config or one of key, parentKey, levelKey", () => {
    const broken: unknown[] = [
      undefined,
      null,
      'menuId',
      {},
      { parentKey: 'menuParentId', levelKey: 'levelId' },
      { key: 'menuId', levelKey: 'levelId' },
      { key: 'menuId', parentKey: 'menuParentId' },
      { key: '', parentKey: 'menuParentId', levelKey: 'levelId' },
      { ...config, treeTitle: 42 },
    ];
    for (const bad of broken) {
      let thrown: unknown;
      try {
        buildTree(menus, bad as TreeConfig<Menu>);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(bad)).toBeInstanceOf(HelperError);
      expect(thrown).toMatchObject({ code: 'TREE_PARSE_FAILED', message: 'failed to parse tree data' });
      expect((thrown as HelperError).text('CN')).toBe('解析树形数据失败');
    }
  });

  it('throws the same error when rows is not an array of objects', () => {
    expect(() => buildTree(undefined as never, config)).toThrow('failed to parse tree data');
    expect(() => buildTree([null] as never, config)).toThrow('failed to parse tree data');
  });

  it('gives no nodes for no rows', () => {
    expect(buildTree([], config)).toEqual([]);
  });
});

describe('buildTree properties', () => {
  /** Random rows: keys 0..n-1 in random order, each pointing at any key, none, or an unknown one. */
  const randomRows = fc.integer({ min: 0, max: 60 }).chain((size) =>
    fc
      .tuple(
        fc.shuffledSubarray(
          Array.from({ length: size }, (_, i) => i),
          { minLength: size, maxLength: size },
        ),
        fc.array(fc.oneof(fc.integer({ min: 0, max: Math.max(size - 1, 0) }), fc.constantFrom(null, -1)), {
          minLength: size,
          maxLength: size,
        }),
      )
      .map(([keys, parents]) =>
        keys.map((menuId, i): Menu => ({ menuId, menuParentId: parents[i], menuName: `m${menuId}` })),
      ),
  );

  it('puts every input row in the tree exactly once', () => {
    fc.assert(
      fc.property(randomRows, (rows) => {
        const keys = flatten(buildTree(rows, config)).map((node) => node.menuId);
        expect([...keys].sort((a, b) => Number(a) - Number(b))).toEqual(
          rows.map((row) => row.menuId).sort((a, b) => Number(a) - Number(b)),
        );
      }),
    );
  });

  it('keeps input order among siblings and hangs each child under its own parent', () => {
    fc.assert(
      fc.property(randomRows, (rows) => {
        const position = new Map(rows.map((row, i) => [row.menuId, i]));
        const check = (siblings: TreeNode<Menu>[], parent: TreeNode<Menu> | null) => {
          const order = siblings.map((node) => position.get(node.menuId)!);
          expect(order).toEqual([...order].sort((a, b) => a - b));
          for (const node of siblings) {
            if (parent) expect(node.menuParentId).toBe(parent.menuId);
            expect(node.treeFullPath).toBe(parent ? `${parent.treeFullPath}/${node.title}` : node.title);
            expect(node.level).toBe(parent ? parent.level + 1 : 1);
            check(node.children, node);
          }
        };
        check(buildTree(rows, config), null);
      }),
    );
  });
});
