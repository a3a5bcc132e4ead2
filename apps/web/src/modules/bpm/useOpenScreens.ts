import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session.ts';
import { menuPath, useMenus } from '../../app/menu/menus.ts';

/** Opens the monitoring screen of an approval, and a document through its menu in the current responsibility. */
export function useOpenScreens() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const menus = useMenus();
  const { responsibility } = useSession();

  const openMonitor = useCallback(
    (instanceId: number) => void navigate(`/main/processMonitoring?instanceId=${instanceId}`),
    [navigate],
  );
  /**
   * Opens the first of `menuCodes` the current responsibility holds, with `query` appended to its address;
   * false (nothing opened) when it holds none of them.
   */
  const openMenu = useCallback(
    (menuCodes: readonly (string | null | undefined)[], query: Record<string, string> = {}): boolean => {
      const menu = menuCodes
        .map((code) => (code ? menus.data?.find((m) => m.menuCode === code) : undefined))
        .find((m) => m != null);
      if (!menu || !responsibility) return false;
      const extra = new URLSearchParams(query).toString();
      void navigate(`${menuPath(menu, responsibility.responsibilityId)}${extra ? `&${extra}` : ''}`);
      return true;
    },
    [menus.data, responsibility, navigate],
  );
  const openDocument = useCallback(
    (menuCode: string | null | undefined, docId: number) => {
      if (!openMenu([menuCode], { id: String(docId), mode: 'view' })) message.warning(t('bpm.noMenu'));
    },
    [openMenu, message, t],
  );
  return { openMonitor, openDocument, openMenu };
}
