import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Input, Spin, Tabs, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { MENU_API, type MenuRow } from './api.ts';
import { MenuButtons } from './MenuButtons.tsx';
import { type MenuEdit, MenuForm } from './MenuForm.tsx';
import { MenuHolders } from './MenuHolders.tsx';
import { type Drop, MenuTree } from './MenuTree.tsx';
import { applyMoves, dropTarget, isFolder, moveBatch } from './moves.ts';

const TREE_KEY = ['adminMenu', 'tree'];

/**
 * Administration → Menus (htmlUrl 'systemsetting/menuFunction'): the menu tree (drag to reorder or
 * to move into a folder), the selected menu's form, its button resources and the responsibilities
 * holding it.
 */
export default function MenuScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { has } = useMenuResources();
  const tree = useQuery({ queryKey: TREE_KEY, queryFn: () => post<MenuRow[]>(MENU_API.tree, {}) });
  const rows = useMemo(() => tree.data ?? [], [tree.data]);

  const [edit, setEdit] = useState<MenuEdit | null>(null);
  const [newCount, setNewCount] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [search, setSearch] = useState('');

  // The top folders start open.
  useEffect(() => {
    if (expanded === null && tree.data)
      setExpanded(tree.data.filter((r) => r.menuParentId == null).map((r) => r.menuId));
  }, [expanded, tree.data]);

  // The edited menu as the tree has it now (a move changes its version).
  const current: MenuEdit | null =
    edit?.kind === 'edit' ? { kind: 'edit', row: rows.find((r) => r.menuId === edit.row.menuId) ?? edit.row } : edit;
  const selectedRow = current?.kind === 'edit' ? current.row : null;

  const highlight = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return new Set<number>();
    return new Set(
      rows
        .filter((m) => [m.menuName, m.menuNameEn ?? '', m.menuCode].some((s) => s.toLowerCase().includes(q)))
        .map((m) => m.menuId),
    );
  }, [rows, search]);

  /** Runs `action` at once, or after the user agrees to drop the form's unsaved changes. */
  const guard = (action: () => void) => {
    if (!dirty) {
      action();
      return;
    }
    modal.confirm({
      title: t('adminMenu.unsavedTitle'),
      content: t('adminMenu.unsavedContent'),
      okText: t('adminMenu.discard'),
      okButtonProps: { danger: true, 'data-testid': 'menu-discard' } as never,
      cancelText: t('app.cancel'),
      onOk: () => {
        setDirty(false);
        action();
      },
    });
  };

  const expand = (ids: number[]) => setExpanded((keys) => [...new Set([...(keys ?? []), ...ids])]);
  const ancestors = (menuId: number | null) => {
    const out: number[] = [];
    for (let at = menuId; at != null; at = rows.find((r) => r.menuId === at)?.menuParentId ?? null) out.push(at);
    return out;
  };

  const onSearch = (value: string) => {
    setSearch(value);
    const q = value.trim().toLowerCase();
    if (!q) return;
    const hits = rows.filter((m) =>
      [m.menuName, m.menuNameEn ?? '', m.menuCode].some((s) => s.toLowerCase().includes(q)),
    );
    expand(hits.flatMap((m) => ancestors(m.menuParentId)));
  };

  const refreshMenus = () => {
    void tree.refetch();
    // The side menu of the administrator shows every menu: let it load them again.
    void queryClient.invalidateQueries({ queryKey: ['menus'] });
  };

  const onDrop = (drop: Drop) =>
    guard(async () => {
      const { parentId, index } = dropTarget(rows, drop);
      const items = moveBatch(rows, drop.dragId, parentId, index);
      if (items.length === 0) return;
      const before = rows;
      queryClient.setQueryData(TREE_KEY, applyMoves(rows, items));
      if (parentId != null) expand([parentId]);
      try {
        const after = await post<MenuRow[]>(MENU_API.move, { items });
        queryClient.setQueryData(TREE_KEY, after);
        void queryClient.invalidateQueries({ queryKey: ['menus'] });
        message.success(t('adminMenu.moved'));
      } catch (error) {
        // Put the tree back as it was, then take the server's version of it.
        queryClient.setQueryData(TREE_KEY, before);
        message.error(errorText(error));
        void tree.refetch();
      }
    });

  const addChild = () => {
    if (selectedRow && isFolder(selectedRow))
      guard(() => {
        setNewCount((n) => n + 1);
        setEdit({ kind: 'new', parentId: selectedRow.menuId });
      });
  };
  const addTop = () =>
    guard(() => {
      setNewCount((n) => n + 1);
      setEdit({ kind: 'new', parentId: null });
    });

  const formKey = current?.kind === 'edit' ? `e-${current.row.menuId}-${current.row.version}` : `n-${newCount}`;
  const canAdd = has('btnAdd');

  return (
    <Flex gap={12} align="flex-start" data-testid="screen-menu">
      <Card
        size="small"
        title={t('adminMenu.tree')}
        style={{ width: 420, flex: 'none' }}
        extra={
          canAdd && (
            <Flex gap={8}>
              <Button
                size="small"
                onClick={addChild}
                disabled={!selectedRow || !isFolder(selectedRow)}
                data-testid="menu-add-child"
              >
                {t('adminMenu.addChild')}
              </Button>
              <Button size="small" onClick={addTop} data-testid="menu-add-top">
                {t('adminMenu.addTop')}
              </Button>
            </Flex>
          )
        }
      >
        <Flex vertical gap={8}>
          <Input.Search
            allowClear
            placeholder={t('adminMenu.searchMenu')}
            onSearch={onSearch}
            onChange={(e) => {
              if (!e.target.value) setSearch('');
            }}
            data-testid="menu-search"
          />
          {has('btnEdit') && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('adminMenu.treeHelp')}
            </Typography.Text>
          )}
          <div style={{ maxHeight: 'calc(100vh - 250px)', minHeight: 240, overflow: 'auto' }}>
            {tree.error ? (
              <Alert type="error" showIcon title={t('adminMenu.loadFailed', { message: errorText(tree.error) })} />
            ) : tree.isLoading ? (
              <Flex justify="center" style={{ padding: 32 }}>
                <Spin />
              </Flex>
            ) : (
              <MenuTree
                rows={rows}
                selectedId={selectedRow?.menuId ?? null}
                onSelect={(menuId) => {
                  const row = rows.find((r) => r.menuId === menuId);
                  if (row && row.menuId !== selectedRow?.menuId) guard(() => setEdit({ kind: 'edit', row }));
                }}
                expanded={expanded ?? []}
                onExpand={setExpanded}
                highlight={highlight}
                draggable={has('btnEdit')}
                onDrop={onDrop}
              />
            )}
          </div>
        </Flex>
      </Card>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        {current ? (
          <MenuForm
            key={formKey}
            edit={current}
            rows={rows}
            canAdd={canAdd}
            canEdit={has('btnEdit')}
            canDelete={has('btnDelete')}
            onDirty={setDirty}
            onSaved={(row) => {
              setDirty(false);
              setEdit({ kind: 'edit', row });
              expand(ancestors(row.menuParentId));
              refreshMenus();
            }}
            onDeleted={() => {
              setDirty(false);
              setEdit(null);
              refreshMenus();
            }}
          />
        ) : (
          <Card size="small">
            <Empty description={t('adminMenu.pickMenu')} />
          </Card>
        )}
        {selectedRow && (
          <Card size="small">
            <Tabs
              size="small"
              items={[
                ...(isFolder(selectedRow)
                  ? []
                  : [
                      {
                        key: 'buttons',
                        label: t('adminMenu.buttons'),
                        children: <MenuButtons key={selectedRow.menuId} menuId={selectedRow.menuId} />,
                      },
                    ]),
                {
                  key: 'holders',
                  label: t('adminMenu.holders'),
                  children: <MenuHolders key={selectedRow.menuId} menuId={selectedRow.menuId} />,
                },
              ]}
              data-testid="menu-detail-tabs"
            />
          </Card>
        )}
      </Flex>
    </Flex>
  );
}
