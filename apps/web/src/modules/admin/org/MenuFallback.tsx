import { type ReactNode, useMemo } from 'react';
import { useMenus } from '../../../app/menu/menus.ts';
import { ScreenContext, useScreen } from '../../../app/screens/ScreenContext.ts';

/**
 * A screen opened by its address alone (e.g. /main/systemsetting/institution/OU, no menuId and no menu
 * with that htmlUrl) still belongs to its menu: this names the menu `menuCode` of the current
 * responsibility as the screen's menu, so its buttons follow that menu's resources — the same ones
 * the server checks.
 */
export function MenuFallback({ menuCode, children }: { menuCode: string; children: ReactNode }) {
  const screen = useScreen();
  const menus = useMenus();
  const value = useMemo(() => {
    if (!screen || screen.menuId) return screen;
    const menu = menus.data?.find((m) => m.menuCode === menuCode);
    return menu ? { ...screen, menuId: String(menu.menuId), menu } : screen;
  }, [screen, menus.data, menuCode]);
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}
