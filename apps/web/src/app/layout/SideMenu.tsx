import { MENU_TYPE } from '@srm/core/constants/identity';
import { Button, Empty, Menu, type MenuProps, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Menu as MenuRow } from '../api/types.ts';
import { ancestorIds, buildMenuTree, type MenuNode } from '../menu/menus.ts';
import { menuIcon } from './menuIcons.tsx';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): MenuItem[] {
  return nodes.map(({ menu, children }) => {
    const folder = menu.menuType === MENU_TYPE.folder;
    const label = (
      <span key={menu.menuId} data-testid={`menu-${menu.menuCode}`} title={menu.menuName}>
        {menu.menuName}
      </span>
    );
    return folder
      ? { key: `f:${menu.menuId}`, icon: menuIcon(menu.imageLink, true), label, children: toItems(children) }
      : { key: `m:${menu.menuId}`, icon: menuIcon(menu.imageLink, false), label };
  });
}

type Props = {
  menus: MenuRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  collapsed: boolean;
  activeMenuId: number | null;
  onOpen: (menu: MenuRow) => void;
};

/** The side menu tree of the current responsibility. */
export function SideMenu({ menus, loading, failed, onRetry, collapsed, activeMenuId, onOpen }: Props) {
  const { t } = useTranslation();
  const items = useMemo(() => toItems(buildMenuTree(menus)), [menus]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Open the folders down to the screen being shown.
  useEffect(() => {
    if (activeMenuId == null) return;
    const keys = ancestorIds(menus, activeMenuId).map((id) => `f:${id}`);
    setOpenKeys((previous) => [...new Set([...previous, ...keys])]);
  }, [menus, activeMenuId]);

  if (loading && menus.length === 0) {
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (failed && menus.length === 0) {
    return (
      <div style={{ padding: 16, color: 'rgba(255,255,255,0.65)', textAlign: 'center' }}>
        <div style={{ marginBottom: 8 }}>{t('shell.menuLoadFailed')}</div>
        <Button size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return collapsed ? null : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<span style={{ color: 'rgba(255,255,255,0.65)' }}>{t('shell.menuEmpty')}</span>}
      />
    );
  }
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={activeMenuId != null ? [`m:${activeMenuId}`] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const menu = menus.find((m) => `m:${m.menuId}` === key);
        if (menu) onOpen(menu);
      }}
      aria-label={t('shell.home')}
      data-testid="side-menu"
    />
  );
}
