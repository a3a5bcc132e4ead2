import { restPath } from '@srm/core/api';
import { ORG_TYPES } from '@srm/core/masters/orgStructure';
import { buildTree, type TreeNode } from '@srm/core/tree/build-tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';

/* Endpoints and row types of Administration → Organisations (apps/server/src/modules/admin/org.ts and friends). */

const base = (entity: string, action: string) => restPath('baseServer', entity, action);

export const ORG_API = {
  listTree: base('baseOrganization', 'listTree'),
  enable: base('baseOrganization', 'updateEnabledFlag'),
};
export const DEPARTMENT_API = {
  listTree: base('baseDepartment', 'listTree'),
  enable: base('baseDepartment', 'updateEnabledFlag'),
};
export const POSITION_API = { list: base('basePosition', 'listByPage') };
export const LEVEL_API = {
  list: base('basePositionLevel', 'listByPage'),
  save: base('basePositionLevel', 'saveOrUpdate'),
};
export const JOB_TITLE_API = { list: base('baseJobTitle', 'listByPage'), save: base('baseJobTitle', 'saveOrUpdate') };
export const PERSON_LIST_API = base('basePerson', 'listByPage');

export { ORG_TYPES };
export type OrgType = (typeof ORG_TYPES)[number];
export const isOrgType = (v: unknown): v is OrgType => (ORG_TYPES as readonly unknown[]).includes(v);
/** The type of an organisation's children: OU under a BU, INV under an OU, none under an INV. */
export const CHILD_TYPE: Record<OrgType, OrgType | null> = { BU: 'OU', OU: 'INV', INV: null };
export const LEVEL: Record<OrgType, number> = { BU: 1, OU: 2, INV: 3 };

export type YN = 'Y' | 'N';

export type OrgRow = {
  orgId: number;
  orgCode: string;
  orgName: string;
  orgNameEn: string | null;
  orgType: OrgType;
  parentOrgId: number | null;
  enabledFlag: YN;
  creationDate: string;
  lastUpdateDate: string;
  version: number;
  title: string;
  levelId: number;
};

export type DepartmentRow = {
  departmentId: number;
  departmentCode: string;
  departmentName: string;
  departmentNameEn: string | null;
  orgId: number;
  orgName: string | null;
  parentDepartmentId: number | null;
  parentDepartmentName: string | null;
  headPersonId: number | null;
  headPersonName: string | null;
  enabledFlag: YN;
  version: number;
  title: string;
  levelId: number;
};

export type PositionRow = {
  positionId: number;
  positionCode: string;
  positionName: string;
  positionNameEn: string | null;
  orgId: number;
  orgName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  positionLevelId: number | null;
  levelName: string | null;
  jobTitleId: number | null;
  jobTitleName: string | null;
  enabledFlag: YN;
  version: number;
  title: string;
};

export type LevelRow = {
  positionLevelId: number;
  levelCode: string;
  levelName: string;
  levelNameEn: string | null;
  levelRank: number;
  enabledFlag: YN;
  version: number;
  title: string;
};

export type JobTitleRow = {
  jobTitleId: number;
  jobTitleCode: string;
  jobTitleName: string;
  jobTitleNameEn: string | null;
  description: string | null;
  enabledFlag: YN;
  version: number;
  title: string;
};

/** Every query of this folder starts with this key, so one invalidation refreshes them after a change. */
export const ORG_QUERY_KEY = 'adminOrg';

/** Organisations as flat rows (a treeType gives that level and the levels above), in the interface language. */
export function useOrgRows(treeType?: OrgType, enabledOnly = false) {
  const lang = useLang();
  return useQuery({
    queryKey: [ORG_QUERY_KEY, 'orgs', treeType ?? 'ALL', enabledOnly, lang],
    queryFn: () => post<OrgRow[]>(ORG_API.listTree, { treeType, enabledFlag: enabledOnly ? 'Y' : undefined }, { lang }),
  });
}

/** The departments of one organisation as flat rows. */
export function useDepartmentRows(orgId: number | null | undefined, enabledOnly = false) {
  const lang = useLang();
  return useQuery({
    queryKey: [ORG_QUERY_KEY, 'departments', orgId ?? null, enabledOnly, lang],
    queryFn: () =>
      post<DepartmentRow[]>(
        DEPARTMENT_API.listTree,
        { orgId: orgId ?? undefined, enabledFlag: enabledOnly ? 'Y' : undefined },
        { lang },
      ),
    enabled: orgId != null,
  });
}

/** Every (enabled) row of a paged list, for a select: up to 500. */
export function usePickList<R>(path: string, name: string, searchParams: Record<string, unknown> = {}) {
  const lang = useLang();
  return useQuery({
    queryKey: [ORG_QUERY_KEY, 'pick', name, searchParams, lang],
    queryFn: () => post<R[]>(path, { searchParams, pageIndex: 1, pageRows: 500 }, { lang }),
  });
}

/** Refreshes every organisation query of the screen (after a save). */
export function useRefreshOrg() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [ORG_QUERY_KEY] }), [client]);
}

export const orgTree = (rows: readonly OrgRow[]): TreeNode<OrgRow>[] =>
  buildTree(rows as OrgRow[], { key: 'orgId', parentKey: 'parentOrgId', levelKey: 'levelId', treeTitle: 'title' });

export const departmentTree = (rows: readonly DepartmentRow[]): TreeNode<DepartmentRow>[] =>
  buildTree(rows as DepartmentRow[], {
    key: 'departmentId',
    parentKey: 'parentDepartmentId',
    levelKey: 'levelId',
    treeTitle: 'title',
  });
