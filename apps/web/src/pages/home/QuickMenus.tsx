import { SettingOutlined } from '@ant-design/icons';
import { MENU_TYPE } from '@srm/core/constants/identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Modal, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import type { Menu } from '../../app/api/types.ts';
import { useSession } from '../../app/auth/session.ts';
import { menuIcon } from '../../app/layout/menuIcons.tsx';
import { menuPath, useMenus } from '../../app/menu/menus.ts';
import { HOME_API } from './api.ts';

/** Most quick menus a user keeps (the server's QUICK_MENU_MAX). */
const MAX = 12;

/**
 * The quick-menu picker of the internal home (spec §1): the user picks pages of the current
 * responsibility's menus (findBaseMenuByRespId, the side menu's own list) and opens them in one click.
 */
export function QuickMenus({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { responsibility } = useSession();
  const menus = useMenus();
  const respId = responsibility?.responsibilityId ?? null;
  const mine = useQuery({
    queryKey: ['home', 'quickMenus', respId],
    queryFn: () => post<Menu[]>(HOME_API.quickMenus),
    enabled: !disabled && respId != null,
  });
  const [editing, setEditing] = useState<number[] | null>(null);
  const save = useMutation({
    mutationFn: (menuIds: number[]) => post(HOME_API.saveQuickMenus, { menuIds }),
    onSuccess: async () => {
      message.success(t('home.quickSaved'));
      setEditing(null);
      await client.invalidateQueries({ queryKey: ['home', 'quickMenus'] });
    },
    onError: (error) => message.error(errorText(error)),
  });

  // The pages the picker offers, grouped under their folder's name.
  const options = useMemo(() => {
    const all = menus.data ?? [];
    const byId = new Map(all.map((m) => [m.menuId, m]));
    const groups = new Map<string, { label: string; value: number }[]>();
    for (const m of all) {
      if (m.menuType !== MENU_TYPE.page || m.enabledFlag === 'N') continue;
      const folder = (m.menuParentId != null && byId.get(m.menuParentId)?.menuName) || t('home.quickOther');
      groups.set(folder, [...(groups.get(folder) ?? []), { label: m.menuName, value: m.menuId }]);
    }
    return [...groups].map(([label, items]) => ({ label, options: items }));
  }, [menus.data, t]);

  const picked = mine.data ?? [];
  return (
    <Card
      size="small"
      title={t('home.quickMenus')}
      extra={
        <Button
          type="text"
          size="small"
          icon={<SettingOutlined />}
          disabled={disabled}
          onClick={() => setEditing(picked.map((m) => m.menuId))}
          data-testid="quick-menu-edit"
        >
          {t('home.quickEdit')}
        </Button>
      }
      data-testid="home-quick-menus"
    >
      {picked.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.quickEmpty')} style={{ margin: 0 }} />
      ) : (
        <Space wrap size={[8, 8]}>
          {picked.map((m) => (
            <Button
              key={m.menuId}
              icon={menuIcon(m.imageLink, false)}
              disabled={disabled || respId == null}
              onClick={() => respId != null && void navigate(menuPath(m, respId))}
              data-testid={`quick-menu-${m.menuCode}`}
            >
              {m.menuName}
            </Button>
          ))}
        </Space>
      )}
      <Modal
        open={editing != null}
        title={t('home.quickEditTitle')}
        onCancel={() => setEditing(null)}
        onOk={() => editing && save.mutate(editing)}
        okButtonProps={{ loading: save.isPending }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('home.quickEditHint', { max: MAX })}</Typography.Paragraph>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={editing ?? []}
          onChange={(ids: number[]) => setEditing(ids.slice(0, MAX))}
          options={options}
          optionFilterProp="label"
          maxCount={MAX}
          placeholder={t('home.quickPlaceholder')}
          data-testid="quick-menu-select"
        />
      </Modal>
    </Card>
  );
}
