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
  const openDocument = useCallback(
    (menuCode: string | null | undefined, docId: number) => {
      const menu = menus.data?.find((m) => m.menuCode === (menuCode ?? ''));
      if (!menu || !responsibility) {
        message.warning(t('bpm.noMenu'));
        return;
      }
      void navigate(`${menuPath(menu, responsibility.responsibilityId)}&id=${docId}&mode=view`);
    },
    [menus.data, responsibility, navigate, message, t],
  );
  return { openMonitor, openDocument };
}
