import { type ReactNode, useMemo } from 'react';
import { useMenus } from '../../app/menu/menus.ts';
import { ScreenContext, useScreen } from '../../app/screens/ScreenContext.ts';

/**
 * A document opened in its own tab (from the list or a to-do) has no menu of its own: this gives it
 * its type's menu (found by menuCode among the current responsibility's menus), so the button
 * resources of that menu (attachments, print…) apply to it as they do on the list.
 */
export function DocumentMenuScope({ menuCode, children }: { menuCode: string; children: ReactNode }) {
  const screen = useScreen();
  const menus = useMenus();
  const menu = menus.data?.find((m) => m.menuCode === menuCode) ?? null;
  const value = useMemo(
    () => (screen && menu && !screen.menuId ? { ...screen, menuId: String(menu.menuId), menu } : screen),
    [screen, menu],
  );
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}
