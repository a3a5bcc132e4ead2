import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { post } from '../api/client.ts';
import { API } from '../api/endpoints.ts';
import type { MenuResource } from '../api/types.ts';
import { useSession } from '../auth/session.ts';
import { useScreen } from '../screens/ScreenContext.ts';

export type MenuResources = {
  resources: MenuResource[];
  isLoading: boolean;
  /** Whether the current responsibility holds this button resource code on this menu. */
  has: (resourceCode: string) => boolean;
};

/**
 * The button resources (菜单资源) of the screen's menu for the current responsibility, cached per
 * `${menuId}_${respId}` (spec §3). Toolbar and row buttons render only for codes returned here
 * (spec §6); the server refuses the action anyway.
 */
export function useMenuResources(): MenuResources {
  const screen = useScreen();
  const { responsibility } = useSession();
  const menuId = screen?.menuId ?? null;
  const respId = screen?.respId ?? (responsibility ? String(responsibility.responsibilityId) : null);
  const query = useQuery({
    queryKey: ['menuResources', `${menuId}_${respId}`],
    queryFn: () =>
      post<MenuResource[]>(API.findResourcesByMenu, { menuId: Number(menuId), responsibilityId: Number(respId) }),
    enabled: menuId != null && respId != null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const resources = useMemo(() => query.data ?? [], [query.data]);
  const codes = useMemo(() => new Set(resources.map((r) => r.resourceCode)), [resources]);
  const has = useCallback((code: string) => codes.has(code), [codes]);
  return { resources, isLoading: query.isLoading, has };
}
