import { USER_TYPE_INSIDE } from '@srm/core';
import { sourcingProjectList } from '@srm/core/masters/sourcingProject';
import { and, eq, isNull } from 'drizzle-orm';
import { scopeFor } from '../../../platform/access/scope.ts';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { fieldError, localName } from '../../../platform/http/fieldErrors.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { checkOrgRef } from '../../admin/department.ts';
import { orgScope } from '../../admin/orgCommon.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { userNamesByIds } from '../../admin/userService.ts';
import { sourcingProjects } from '../ruleSchema.ts';

/*
 * Sourcing projects (寻源项目), declared in packages/core/src/masters/sourcingProject.ts: rows of an
 * organisation, so the caller lists, finds and saves only those of its data scope (a row outside answers
 * 404) and may name only an organisation inside it; the owner is an enabled internal user.
 */

type Row = Record<string, unknown>;

/** Each row with its organisation's and owner's names (one query each per page). */
async function withNames(db: DbOrTx, rows: Row[], lang: 'CN' | 'EN'): Promise<Row[]> {
  const [orgs, owners] = await Promise.all([
    orgsByIds(
      db,
      rows.map((r) => r.orgId as number),
    ),
    userNamesByIds(
      db,
      rows.map((r) => r.ownerUserId as number),
    ),
  ]);
  return rows.map((r) => {
    const org = orgs.get(r.orgId as number);
    const owner = owners.get(r.ownerUserId as number);
    return {
      ...r,
      orgName: org ? localName(lang, org.orgName, org.orgNameEn) : null,
      ownerUserName: owner?.userName ?? null,
      ownerFullName: owner?.userFullName ?? null,
    };
  });
}

export const projectActions = bindMasterList(sourcingProjectList, {
  table: sourcingProjects,
  columns: {
    projectCode: sourcingProjects.projectCode,
    projectName: sourcingProjects.projectName,
    projectNameEn: sourcingProjects.projectNameEn,
    orgId: sourcingProjects.orgId,
    projectYear: sourcingProjects.projectYear,
    projectPeriod: sourcingProjects.projectPeriod,
    budgetAmount: sourcingProjects.budgetAmount,
    currencyCode: sourcingProjects.currencyCode,
    ownerUserId: sourcingProjects.ownerUserId,
    projectStatus: sourcingProjects.projectStatus,
    description: sourcingProjects.description,
  },
  scope: orgScope(sourcingProjects.orgId),
  hooks: {
    beforeSave: async (tx, values, { lang, user, req }) => {
      await checkOrgRef(tx, await scopeFor(tx, user, req), lang, {
        orgId: values.orgId as number,
        enabled: values.enabledFlag !== 'N',
      });
      if (!(await isEnabledInternalUser(tx, values.ownerUserId as number)))
        throw fieldError(lang, 400, 'ownerUserId', 'srcProject.ownerNotFound');
    },
    presentRows: withNames,
  },
});

/** An enabled internal user (a project's owner: never a supplier's user). */
async function isEnabledInternalUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.enabledFlag, 'Y'),
        eq(users.userType, USER_TYPE_INSIDE),
        isNull(users.supplierId),
      ),
    );
  return !!row;
}
