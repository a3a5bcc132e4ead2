import { restPath } from '@srm/core/api';
import { buildTree, type TreeNode } from '@srm/core/tree/build-tree';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { ORG_QUERY_KEY, type YN } from '../org/api.ts';

/* Endpoints and row types of Administration → Persons (person.ts, positionAllot.ts, dataPermission.ts, base/). */

const base = (entity: string, action: string) => restPath('baseServer', entity, action);

export const PERSON_API = { list: base('basePerson', 'listByPage'), save: base('basePerson', 'saveOrUpdate') };
export const ALLOT_API = {
  list: base('basePositionAllot', 'listByPage'),
  save: base('basePositionAllot', 'saveOrUpdate'),
  remove: base('basePositionAllot', 'delete'),
};
export const PERMIT_API = {
  list: base('baseDataPermission', 'listByPage'),
  grant: base('baseDataPermission', 'grant'),
  revoke: base('baseDataPermission', 'revoke'),
  userScope: base('baseDataPermission', 'findUserScope'),
  audit: base('baseDataPermission', 'listAuditByPage'),
};
export const CATEGORY_TREE_API = base('basePurchaseCategory', 'listTree');
export const GROUP_LIST_API = base('basePurchasingGroup', 'listByPage');

export type PersonRow = {
  personId: number;
  employeeNumber: string;
  personName: string;
  personNameEn: string | null;
  email: string | null;
  mobilePhone: string | null;
  telephone: string | null;
  orgId: number | null;
  orgName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  jobTitleId: number | null;
  jobTitleName: string | null;
  enabledFlag: YN;
  version: number;
  title: string;
  userId: number | null;
  userName: string | null;
  positionId: number | null;
  positionName: string | null;
};

export type AllotRow = {
  positionAllotId: number;
  personId: number;
  positionId: number;
  positionCode: string;
  positionName: string;
  orgName: string | null;
  departmentName: string | null;
  primaryFlag: YN;
  dateFrom: string;
  dateTo: string | null;
  current: boolean;
  version: number;
};

export const DIMENSIONS = ['ORG', 'CATEGORY', 'PURCHASING_GROUP'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type TargetType = 'USER' | 'POSITION' | 'POSITION_LEVEL';
/** Who holds permits: a user, a position or a level, with a name to show. */
export type Holder = { targetType: TargetType; targetId: number; label: string };

export type PermitRow = {
  permitId: number;
  dimension: Dimension;
  targetType: TargetType;
  targetId: number;
  valueId: number;
  valueCode: string | null;
  valueName: string | null;
  valueEnabledFlag: YN | null;
  creationDate: string;
};

export type ScopeValue = {
  valueId: number;
  valueCode: string | null;
  valueName: string | null;
  sources: { targetType: TargetType; targetId: number; targetCode: string | null; targetName: string | null }[];
};
export type UserScope =
  | { kind: 'ALL' | 'SUPPLIER'; userName: string }
  | {
      kind: 'INTERNAL';
      userName: string;
      positionIds: number[];
      positionLevelIds: number[];
      orgs: ScopeValue[];
      categories: ScopeValue[];
      purchasingGroups: ScopeValue[];
    };

export type AuditRow = {
  auditId: number;
  action: 'GRANT' | 'REVOKE' | 'ALLOT' | 'UNALLOT';
  dimension: Dimension | null;
  targetType: TargetType;
  targetId: number;
  targetCode: string | null;
  targetName: string | null;
  detail: { dateFrom?: string; dateTo?: string | null; primaryFlag?: YN } | null;
  values: { valueId: number; valueCode: string | null; valueName: string | null }[];
  userName: string | null;
  createdAt: string;
};

type CategoryRow = {
  categoryId: number;
  categoryCode: string;
  parentCategoryId: number | null;
  levelId: number;
  enabledFlag: YN;
  title: string;
};
export type GroupRow = { purchasingGroupId: number; groupCode: string; enabledFlag: YN; title: string };

/** The purchase category tree (every internal user reads it). */
export function useCategoryTree() {
  const lang = useLang();
  return useQuery({
    queryKey: [ORG_QUERY_KEY, 'categories', lang],
    queryFn: async (): Promise<TreeNode<CategoryRow>[]> =>
      buildTree(await post<CategoryRow[]>(CATEGORY_TREE_API, {}, { lang }), {
        key: 'categoryId',
        parentKey: 'parentCategoryId',
        levelKey: 'levelId',
        treeTitle: 'title',
      }),
  });
}

/** Every permit of a holder in one dimension (to mark what is granted already). */
export function useHolderPermits(holder: Holder | null, dimension: Dimension) {
  return useQuery({
    queryKey: ['adminPerson', 'permits', holder?.targetType, holder?.targetId, dimension],
    queryFn: () =>
      post<PermitRow[]>(PERMIT_API.list, {
        searchParams: { targetType: holder!.targetType, targetId: holder!.targetId, dimension },
        pageIndex: 1,
        pageRows: 500,
      }),
    enabled: holder != null,
  });
}
