import { positionList } from '@srm/core/masters/orgStructure';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { positionLevels, positions } from '../../platform/access/scopeSchema.ts';
import { defineAction } from '../../platform/http/action.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { checkDepartmentRef, checkOrgRef } from './department.ts';
import { checkJobTitleRef } from './jobTitle.ts';
import { idSchema, orgScope, presentAll, presentAs, refName, storedColumns, ynSchema } from './orgCommon.ts';
import { checkLevelRef } from './positionLevel.ts';
import { departments, jobTitles, organizations } from './schema.ts';

/*
 * Positions (spec §2 `position`, `position/positiondetail`): a post in an organisation and department,
 * with a level and a job title, declared in packages/core/src/masters/orgStructure.ts. A data permit on a
 * position reaches everyone who holds it (allotment). Lists, finds and changes keep to the caller's
 * organisations; the references are checked by the save's hook.
 */

const columns = {
  positionCode: positions.positionCode,
  positionName: positions.positionName,
  positionNameEn: positions.positionNameEn,
  orgId: positions.orgId,
  departmentId: positions.departmentId,
  positionLevelId: positions.positionLevelId,
  jobTitleId: positions.jobTitleId,
};

/** Each position with the names of its organisation, department, level and job title in the reader's language. */
const names = presentAll(
  refName('orgId', 'orgName', organizations, organizations.orgName, organizations.orgNameEn),
  refName('departmentId', 'departmentName', departments, departments.departmentName, departments.departmentNameEn),
  refName('positionLevelId', 'levelName', positionLevels, positionLevels.levelName, positionLevels.levelNameEn),
  refName('jobTitleId', 'jobTitleName', jobTitles, jobTitles.jobTitleName, jobTitles.jobTitleNameEn),
);
const scope = orgScope(positions.orgId);

const bound = bindMasterList(positionList, {
  table: positions,
  columns,
  scope,
  // As before the engine: a save without the flag enables the position, and its code may change.
  save: { body: { enabledFlag: ynSchema.optional().default('Y') }, codeChangeable: true },
  hooks: {
    presentRows: names,
    beforeSave: async (tx, values, { lang, user, req }) => {
      const enabled = values.enabledFlag === 'Y';
      const dataScope = await scopeFor(tx, user, req);
      const orgId = values.orgId as number;
      await checkOrgRef(tx, dataScope, lang, { orgId, enabled });
      await checkDepartmentRef(tx, dataScope, lang, {
        departmentId: values.departmentId as number | null,
        orgId,
        enabled,
      });
      await checkLevelRef(tx, lang, { positionLevelId: values.positionLevelId as number | null, enabled });
      await checkJobTitleRef(tx, lang, { jobTitleId: values.jobTitleId as number | null, enabled });
    },
  },
});

const findByDepartmentId = defineAction({
  server: positionList.server,
  entity: positionList.entity,
  action: 'findByDepartmentId',
  method: 'GET',
  summary: 'The enabled positions of a department (spec §7: positions by department id is a GET)',
  auth: menu(positionList.menuCode),
  body: z.object({ departmentId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const rows = await deps.db
      .select(storedColumns(positionList, positions, columns))
      .from(positions)
      .where(
        and(
          eq(positions.departmentId, body.departmentId),
          eq(positions.enabledFlag, 'Y'),
          await scope.where(deps.db, user!, req),
        ),
      )
      .orderBy(asc(positions.positionCode));
    return { data: await presentAs(positionList, names)(deps.db, rows, lang) };
  },
});

export const positionActions = [...bound, findByDepartmentId];
