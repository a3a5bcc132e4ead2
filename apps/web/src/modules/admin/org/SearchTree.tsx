import type { TreeNode } from '@srm/core/tree/build-tree';
import { Empty, Input, Tree, type TreeDataNode, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';

type Props<R extends object> = {
  nodes: TreeNode<R>[];
  /** The code shown beside the title and searched with it; also names the node's test id. */
  codeOf: (node: TreeNode<R>) => string;
  selectedKey: number | null;
  onSelect: (node: TreeNode<R>) => void;
  /** Tags after the title (type, disabled…). */
  extra?: (node: TreeNode<R>) => ReactNode;
  /** Greys a node (a disabled record). */
  dimmed?: (node: TreeNode<R>) => boolean;
  searchPlaceholder: string;
  emptyText: string;
  /** data-testid of the tree; nodes are `<testId>-node-<code>`, the search box `<testId>-search`. */
  testId: string;
  height?: number;
};

const keyOf = (node: { key: unknown }) => String(node.key);

/** A tree of records with a search box: matches and their ancestors stay, expanded; the rest is hidden while searching. */
export function SearchTree<R extends object>({
  nodes,
  codeOf,
  selectedKey,
  onSelect,
  extra,
  dimmed,
  searchPlaceholder,
  emptyText,
  testId,
  height = 420,
}: Props<R>) {
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const byKey = useMemo(() => {
    const map = new Map<string, TreeNode<R>>();
    const walk = (list: TreeNode<R>[]) => {
      for (const n of list) {
        map.set(keyOf(n), n);
        walk(n.children);
      }
    };
    walk(nodes);
    return map;
  }, [nodes]);

  const needle = search.trim().toLowerCase();
  const { treeData, keys } = useMemo(() => {
    const all: string[] = [];
    const convert = (list: TreeNode<R>[]): TreeDataNode[] =>
      list.flatMap((n) => {
        const children = convert(n.children);
        const code = codeOf(n);
        const hit = !needle || n.title.toLowerCase().includes(needle) || code.toLowerCase().includes(needle);
        if (!hit && children.length === 0) return [];
        if (children.length > 0) all.push(keyOf(n));
        return [
          {
            key: keyOf(n),
            children,
            title: (
              <span data-testid={`${testId}-node-${code}`} style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text type={dimmed?.(n) ? 'secondary' : undefined} mark={!!needle && hit}>
                  {n.title}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                  {code}
                </Typography.Text>
                {extra?.(n)}
              </span>
            ),
          },
        ];
      });
    const data = convert(nodes);
    return { treeData: data, keys: all };
  }, [nodes, needle, codeOf, extra, dimmed, testId]);

  const expandedKeys = needle ? keys : keys.filter((k) => !collapsed.has(k));

  return (
    <div data-testid={testId}>
      <Input.Search
        allowClear
        placeholder={searchPlaceholder}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={setSearch}
        style={{ marginBottom: 8 }}
        data-testid={`${testId}-search`}
      />
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div style={{ maxHeight: height, overflow: 'auto' }}>
          <Tree
            blockNode
            showLine
            treeData={treeData}
            expandedKeys={expandedKeys}
            onExpand={(_keys, info) => {
              if (needle) return;
              const key = String(info.node.key);
              setCollapsed((prev) => {
                const next = new Set(prev);
                if (info.expanded) next.delete(key);
                else next.add(key);
                return next;
              });
            }}
            selectedKeys={selectedKey == null ? [] : [String(selectedKey)]}
            onSelect={(_keys, info) => {
              const node = byKey.get(String(info.node.key));
              if (node) onSelect(node);
            }}
          />
        </div>
      )}
    </div>
  );
}
