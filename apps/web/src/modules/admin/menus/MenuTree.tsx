import { Tag, Tree, Typography } from 'antd';
import type { DataNode, TreeProps } from 'antd/es/tree';
import { type Key, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import { menuIcon } from '../../../app/layout/menuIcons.tsx';
import type { MenuRow } from './api.ts';
import { buildTree, isFolder, type MenuNode } from './moves.ts';
import { opensScreen } from './screens.ts';

export const menuName = (row: MenuRow, lang: string) =>
  lang === 'EN' && row.menuNameEn ? row.menuNameEn : row.menuName;

/** Where the user dropped a menu: into `dropId`, or before/after it. */
export type Drop = { dragId: number; dropId: number; intoNode: boolean; after: boolean };

/**
 * The menu tree of the menus screen: names in the interface language, a tag on disabled menus and
 * on pages whose htmlUrl opens no screen, drag and drop when the user may edit.
 */
export function MenuTree({
  rows,
  selectedId,
  onSelect,
  expanded,
  onExpand,
  highlight,
  draggable,
  onDrop,
}: {
  rows: MenuRow[];
  selectedId: number | null;
  onSelect: (menuId: number) => void;
  expanded: Key[];
  onExpand: (keys: Key[]) => void;
  /** Menus matching the search, shown in red. */
  highlight: ReadonlySet<number>;
  draggable: boolean;
  onDrop: (drop: Drop) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const folders = useMemo(() => new Set(rows.filter(isFolder).map((r) => r.menuId)), [rows]);

  const treeData = useMemo<DataNode[]>(() => {
    const toNode = (node: MenuNode): DataNode => {
      const m = node.menu;
      const folder = isFolder(m);
      const noScreen = !folder && !opensScreen(m.htmlUrl);
      return {
        key: m.menuId,
        icon: menuIcon(m.imageLink, folder),
        title: (
          <span data-testid={`menu-node-${m.menuCode}`}>
            <span style={highlight.has(m.menuId) ? { color: '#f5222d', fontWeight: 600 } : undefined}>
              {menuName(m, lang)}
            </span>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {m.menuCode}
            </Typography.Text>
            {m.enabledFlag === 'N' && (
              <Tag variant="filled" style={{ marginInlineStart: 6 }}>
                {t('adminMenu.disabledMenu')}
              </Tag>
            )}
            {noScreen && (
              <Tag
                color="warning"
                style={{ marginInlineStart: 6 }}
                title={t('adminMenu.noScreenHint')}
                data-testid={`menu-no-screen-${m.menuCode}`}
              >
                {t('adminMenu.noScreen')}
              </Tag>
            )}
          </span>
        ),
        children: node.children.length ? node.children.map(toNode) : undefined,
        isLeaf: !folder,
      };
    };
    return buildTree(rows).map(toNode);
  }, [rows, lang, highlight, t]);

  const handleDrop: TreeProps['onDrop'] = (info) => {
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const dropId = Number(info.node.key);
    // Below an open folder with children, the drop lands as its first child.
    const intoOpenFolder = relative === 1 && info.node.expanded && (info.node.children?.length ?? 0) > 0;
    onDrop({
      dragId: Number(info.dragNode.key),
      dropId,
      intoNode: !info.dropToGap || intoOpenFolder,
      after: relative === 1,
    });
  };

  return (
    <Tree
      showIcon
      blockNode
      virtual={false}
      treeData={treeData}
      selectedKeys={selectedId != null ? [selectedId] : []}
      onSelect={(keys) => {
        if (keys.length) onSelect(Number(keys[0]));
      }}
      expandedKeys={expanded}
      onExpand={(keys) => onExpand(keys)}
      draggable={draggable ? { icon: false } : false}
      allowDrop={({ dropNode, dropPosition }) => dropPosition !== 0 || folders.has(Number(dropNode.key))}
      onDrop={handleDrop}
      data-testid="menu-tree"
    />
  );
}
