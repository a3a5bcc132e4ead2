import type { OrgDirectory } from '../../platform/workflow/assignees.ts';
import { departmentsByIds, personsByIds } from '../admin/directoryService.ts';
import { orgsByIds } from '../admin/orgService.ts';

/**
 * The department facts the assignee rules need (a person's department; a department's head and parent),
 * through the administration module's directory service. Disabled persons and departments count as
 * absent: a disabled department names no head.
 */
export const bpmOrgDirectory: OrgDirectory = {
  async departmentOfPerson(db, personId) {
    const person = (await personsByIds(db, [personId])).get(personId);
    return person?.enabledFlag === 'Y' ? person.departmentId : null;
  },
  async department(db, departmentId) {
    const department = (await departmentsByIds(db, [departmentId])).get(departmentId);
    if (department?.enabledFlag !== 'Y') return null;
    return { headPersonId: department.headPersonId, parentId: department.parentDepartmentId };
  },
  async parentOrg(db, orgId) {
    return (await orgsByIds(db, [orgId])).get(orgId)?.parentOrgId ?? null;
  },
};
