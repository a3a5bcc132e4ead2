import { MENU_TYPE } from '@srm/core/constants/identity';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Drawer, Empty, Flex, Input, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type GrantMenu,
  type GrantTree,
  nameIn,
  RESP_API,
  type RespGrants,
  type RespRow,
  type SavedGrants,
} from './api.ts';
import { ancestorsOf, buildGrantTree, type GrantNode, leafIds, resourcesByMenu, sameSet } from './grantTree.ts';

type Grants = { leaves: Set<number>; resources: Set<number> };

/**
 * The "grant menus and buttons" drawer of a responsibility: the whole menu tree as a checkable tree
 * (the granted menus ticked), the buttons of the selected page as checkboxes, one save for both
 * (saveGrants, one transaction, guarded by the responsibility's version), and a question before
 * unsaved changes are thrown away.
 */
export function RespGrantDrawer({
  resp,
  onClosed,
  onSaved,
}: {
  resp: RespRow;
  /** Called once the drawer has closed (the parent unmounts it). */
  onClosed: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(true);
  const tree = useQuery({
    queryKey: ['adminResp', 'grantTree'],
    queryFn: () => post<GrantTree>(RESP_API.grantTree, {}),
    staleTime: 0,
  });
  const granted = useQuery({
    queryKey: ['adminResp', 'grants', resp.responsibilityId],
    queryFn: () => post<RespGrants>(RESP_API.find, { responsibilityId: resp.responsibilityId }),
    staleTime: 0,
    gcTime: 0,
  });

  const roots = useMemo(() => buildGrantTree(tree.data?.menus ?? []), [tree.data]);
  const leaves = useMemo(() => leafIds(roots), [roots]);
  const byMenu = useMemo(() => resourcesByMenu(tree.data?.resources ?? []), [tree.data]);
  const menuOfResource = useMemo(
    () => new Map((tree.data?.resources ?? []).map((r) => [r.resourceId, r.menuId])),
    [tree.data],
  );
  const menuById = useMemo(() => new Map((tree.data?.menus ?? []).map((m) => [m.menuId, m])), [tree.data]);

  const [initial, setInitial] = useState<Grants | null>(null);
  const [current, setCurrent] = useState<Grants | null>(null);
  const [version, setVersion] = useState<number | undefined>();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [autoExpandParent, setAutoExpandParent] = useState(false);
  const [saving, setSaving] = useState(false);

  // The granted state, once both the tree and the grants are here.
  useEffect(() => {
    if (initial || !tree.data || !granted.data) return;
    const start: Grants = {
      leaves: new Set(granted.data.menuIds.filter((id) => leaves.has(id))),
      resources: new Set(granted.data.resourceIds),
    };
    setInitial(start);
    setCurrent({ leaves: new Set(start.leaves), resources: new Set(start.resources) });
    setVersion(granted.data.version);
    setExpanded(roots.map((r) => r.menu.menuId));
  }, [initial, tree.data, granted.data, leaves, roots]);

  const dirty =
    !!initial &&
    !!current &&
    (!sameSet(initial.leaves, current.leaves) || !sameSet(initial.resources, current.resources));

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return new Set<number>();
    return new Set(
      (tree.data?.menus ?? [])
        .filter((m) => [m.menuName, m.menuNameEn ?? '', m.menuCode].some((s) => s.toLowerCase().includes(q)))
        .map((m) => m.menuId),
    );
  }, [search, tree.data]);

  const onSearch = (value: string) => {
    setSearch(value);
    const q = value.trim().toLowerCase();
    if (!q || !tree.data) return;
    const hits = tree.data.menus
      .filter((m) => [m.menuName, m.menuNameEn ?? '', m.menuCode].some((s) => s.toLowerCase().includes(q)))
      .map((m) => m.menuId);
    setExpanded([...ancestorsOf(tree.data.menus, hits)]);
    setAutoExpandParent(true);
  };

  const treeData = useMemo<DataNode[]>(() => {
    const toNode = (node: GrantNode): DataNode => ({
      key: node.menu.menuId,
      title: (
        <NodeTitle
          menu={node.menu}
          name={nameIn(lang, node.menu.menuName, node.menu.menuNameEn)}
          highlighted={matches.has(node.menu.menuId)}
          buttons={byMenu.get(node.menu.menuId)?.length ?? 0}
          ticked={(byMenu.get(node.menu.menuId) ?? []).filter((r) => current?.resources.has(r.resourceId)).length}
          disabledLabel={t('adminResp.disabledMenu')}
        />
      ),
      children: node.children.length ? node.children.map(toNode) : undefined,
      isLeaf: node.children.length === 0,
    });
    return roots.map(toNode);
  }, [roots, lang, matches, byMenu, current, t]);

  const onCheck = (checked: Key[] | { checked: Key[] }) => {
    if (!current) return;
    const keys = (Array.isArray(checked) ? checked : checked.checked).map(Number);
    const next = new Set(keys.filter((k) => leaves.has(k)));
    // A page taken away takes its buttons with it (the server would revoke them anyway).
    const resources = new Set(
      [...current.resources].filter((id) => {
        const menuId = menuOfResource.get(id);
        return menuId === undefined || next.has(menuId);
      }),
    );
    setCurrent({ leaves: next, resources });
  };

  const setButtons = (menuId: number, ids: number[]) => {
    if (!current) return;
    const onMenu = new Set((byMenu.get(menuId) ?? []).map((r) => r.resourceId));
    const resources = new Set([...current.resources].filter((id) => !onMenu.has(id)));
    for (const id of ids) resources.add(id);
    const nextLeaves = new Set(current.leaves);
    // Ticking a button ticks its page: a button without its page could not be reached.
    if (ids.length > 0) nextLeaves.add(menuId);
    setCurrent({ leaves: nextLeaves, resources });
  };

  const close = () => {
    if (!dirty) {
      setOpen(false);
      return;
    }
    modal.confirm({
      title: t('adminResp.unsavedTitle'),
      content: t('adminResp.unsavedContent'),
      okText: t('adminResp.discard'),
      okButtonProps: { danger: true, 'data-testid': 'grant-discard' } as never,
      cancelText: t('app.cancel'),
      onOk: () => setOpen(false),
    });
  };

  const save = async () => {
    if (!current) return;
    const menuIds = [...current.leaves];
    const resourceIds = [...current.resources].filter((id) => {
      const menuId = menuOfResource.get(id);
      return menuId !== undefined && current.leaves.has(menuId);
    });
    setSaving(true);
    try {
      const saved = await post<SavedGrants>(RESP_API.saveGrants, {
        responsibilityId: resp.responsibilityId,
        menuIds,
        resourceIds,
        version,
      });
      setVersion(saved.version);
      setInitial({ leaves: new Set(current.leaves), resources: new Set(resourceIds) });
      message.success(t('adminResp.grantsSaved'));
      onSaved();
      setOpen(false);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const selected = selectedId != null ? menuById.get(selectedId) : undefined;
  const loadError = tree.error ?? granted.error;
  const name = nameIn(lang, resp.responsibilityName, resp.responsibilityNameEn);

  return (
    <Drawer
      open={open}
      size={920}
      title={t('adminResp.grantTitle', { name })}
      onClose={close}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onClosed();
      }}
      styles={{ body: { display: 'flex', flexDirection: 'column', overflow: 'hidden', paddingTop: 12 } }}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" data-testid="grant-summary">
            {current
              ? t('adminResp.grantedCount', { menus: current.leaves.size, buttons: current.resources.size })
              : ''}
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={close} data-testid="grant-cancel">
              {t('app.cancel')}
            </Button>
            <Button type="primary" loading={saving} disabled={!current} onClick={save} data-testid="grant-save">
              {t('adminCommon.save')}
            </Button>
          </Flex>
        </Flex>
      }
      data-testid="grant-drawer"
    >
      {loadError ? (
        <Alert type="error" showIcon title={t('adminResp.loadFailed', { message: errorText(loadError) })} />
      ) : !current ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex gap={16} style={{ flex: 1, minHeight: 0 }}>
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
            <Input.Search
              allowClear
              placeholder={t('adminResp.searchMenu')}
              onSearch={onSearch}
              onChange={(e) => {
                if (!e.target.value) setSearch('');
              }}
              data-testid="grant-search"
            />
            <Typography.Text type="secondary">{t('adminResp.menusHelp')}</Typography.Text>
            <div style={{ flex: 1, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 4 }}>
              <Tree
                checkable
                blockNode
                virtual={false}
                treeData={treeData}
                checkedKeys={[...current.leaves]}
                onCheck={onCheck}
                selectedKeys={selectedId != null ? [selectedId] : []}
                onSelect={(keys) => {
                  if (keys.length) setSelectedId(Number(keys[0]));
                }}
                expandedKeys={expanded}
                autoExpandParent={autoExpandParent}
                onExpand={(keys) => {
                  setExpanded(keys);
                  setAutoExpandParent(false);
                }}
                data-testid="grant-tree"
              />
            </div>
          </Flex>
          <div style={{ width: 320, flex: 'none', overflow: 'auto' }} data-testid="grant-buttons">
            <ButtonsPanel
              menu={selected}
              name={selected ? nameIn(lang, selected.menuName, selected.menuNameEn) : ''}
              buttons={selected ? (byMenu.get(selected.menuId) ?? []) : []}
              pageTicked={selected ? current.leaves.has(selected.menuId) : false}
              ticked={current.resources}
              onChange={(ids) => selected && setButtons(selected.menuId, ids)}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}

function NodeTitle({
  menu,
  name,
  highlighted,
  buttons,
  ticked,
  disabledLabel,
}: {
  menu: GrantMenu;
  name: string;
  highlighted: boolean;
  buttons: number;
  ticked: number;
  disabledLabel: string;
}) {
  return (
    <span data-testid={`grant-node-${menu.menuCode}`}>
      <span style={highlighted ? { color: '#f5222d', fontWeight: 600 } : undefined}>{name}</span>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {menu.menuCode}
      </Typography.Text>
      {menu.enabledFlag === 'N' && (
        <Tag style={{ marginInlineStart: 6 }} variant="filled">
          {disabledLabel}
        </Tag>
      )}
      {buttons > 0 && (
        <Tag
          color={ticked ? 'blue' : 'default'}
          style={{ marginInlineStart: 6 }}
          data-testid={`grant-count-${menu.menuCode}`}
        >
          {ticked}/{buttons}
        </Tag>
      )}
    </span>
  );
}

function ButtonsPanel({
  menu,
  name,
  buttons,
  pageTicked,
  ticked,
  onChange,
}: {
  menu: GrantMenu | undefined;
  name: string;
  buttons: GrantTree['resources'];
  pageTicked: boolean;
  ticked: ReadonlySet<number>;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!menu) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminResp.pickPage')} />;
  if (menu.menuType === MENU_TYPE.folder)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminResp.folderPicked', { name })} />;
  const value = buttons.filter((b) => ticked.has(b.resourceId)).map((b) => b.resourceId);
  let body: ReactNode;
  if (buttons.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminResp.noButtons')} />;
  else
    body = (
      <Flex vertical gap={8}>
        <Checkbox
          checked={value.length === buttons.length}
          indeterminate={value.length > 0 && value.length < buttons.length}
          onChange={(e) => onChange(e.target.checked ? buttons.map((b) => b.resourceId) : [])}
          data-testid="grant-buttons-all"
        >
          {t('adminResp.allButtons')}
        </Checkbox>
        <Checkbox.Group value={value} onChange={(ids) => onChange(ids as number[])}>
          <Flex vertical gap={6} style={{ paddingInlineStart: 16 }}>
            {buttons.map((b) => (
              <Checkbox key={b.resourceId} value={b.resourceId} data-testid={`grant-button-${b.resourceCode}`}>
                {nameIn(lang, b.resourceName, b.resourceNameEn)}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {b.resourceCode}
                </Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('adminResp.buttonsOf', { name })}
      </Typography.Title>
      {!pageTicked && buttons.length > 0 && <Alert type="info" showIcon title={t('adminResp.pageNotGranted')} />}
      {body}
    </Flex>
  );
}
