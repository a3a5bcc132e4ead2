import { codeAndNames } from './codeAndNames.ts';
import type { MasterFieldDef, MasterListDef } from './types.ts';

/*
 * The organisation structure (Administration → Organisations, SYS_INSTITUTION, and → Persons, SYS_EMPLOYEE):
 * organisations (a BU → OU → INV tree), departments (a tree inside one organisation), positions and persons.
 * The server binds each (apps/server/src/modules/admin) and keeps their trees, their organisation's data
 * scope and their references in hooks; the screens take their fields from here.
 */

/** The code, name and English name of a list of the structure (each with its own keys and labels). */
function structureNames(code: string, name: string, label: { code: string; name: string }): MasterFieldDef[] {
  return codeAndNames(
    { code, name, nameEn: `${name}En` },
    { code: { CN: label.code, EN: 'Code' }, name: { CN: label.name, EN: 'Name' } },
    { code: 150, name: 180, nameEn: 180 },
  );
}

/** The organisation a row belongs to (departments, positions): required, a filter of the list. */
const orgRef: MasterFieldDef = {
  key: 'orgId',
  label: { CN: '所属组织', EN: 'Organisation' },
  type: 'ref',
  ref: 'org',
  required: true,
  filter: true,
  column: false,
};
const departmentRef: MasterFieldDef = {
  key: 'departmentId',
  label: { CN: '所属部门', EN: 'Department' },
  type: 'ref',
  ref: 'department',
  filter: true,
  column: false,
};
const jobTitleRef: MasterFieldDef = {
  key: 'jobTitleId',
  label: { CN: '岗位', EN: 'Job title' },
  type: 'ref',
  ref: 'jobTitle',
  column: false,
};

export const ORG_TYPES = ['BU', 'OU', 'INV'] as const;

/** What the lists of Administration → Organisations share: their server, menu and readers, a find by id. */
const onInstitution = { server: 'baseServer', menuCode: 'SYS_INSTITUTION', readers: 'menu', findById: true } as const;

export const organizationList: MasterListDef = {
  ...onInstitution,
  entity: 'baseOrganization',
  name: { CN: '组织', EN: 'Organisations' },
  one: { CN: '组织', EN: 'organisation' },
  idKey: 'orgId',
  codeKey: 'orgCode',
  nameKey: 'orgName',
  nameEnKey: 'orgNameEn',
  fields: [
    ...structureNames('orgCode', 'orgName', { code: '组织编码', name: '组织名称' }),
    {
      key: 'orgType',
      label: { CN: '组织类型', EN: 'Type' },
      type: 'text',
      required: true,
      filter: true,
      column: 120,
    },
    {
      key: 'parentOrgId',
      label: { CN: '上级组织', EN: 'Parent organisation' },
      type: 'ref',
      ref: 'org',
      column: false,
    },
  ],
  orderBy: ['orgCode'],
  buttons: { add: 'btnOrgEdit', edit: 'btnOrgEdit' },
};

export const departmentList: MasterListDef = {
  ...onInstitution,
  entity: 'baseDepartment',
  name: { CN: '部门', EN: 'Departments' },
  one: { CN: '部门', EN: 'department' },
  idKey: 'departmentId',
  codeKey: 'departmentCode',
  nameKey: 'departmentName',
  nameEnKey: 'departmentNameEn',
  fields: [
    ...structureNames('departmentCode', 'departmentName', { code: '部门编码', name: '部门名称' }),
    orgRef,
    {
      key: 'parentDepartmentId',
      label: { CN: '上级部门', EN: 'Parent department' },
      type: 'ref',
      ref: 'department',
      column: false,
    },
    {
      key: 'headPersonId',
      label: { CN: '部门负责人', EN: 'Head' },
      type: 'ref',
      ref: 'person',
      column: false,
    },
  ],
  orderBy: ['departmentCode'],
  buttons: { add: 'btnDepartmentEdit', edit: 'btnDepartmentEdit' },
};

export const positionList: MasterListDef = {
  ...onInstitution,
  entity: 'basePosition',
  name: { CN: '职位', EN: 'Positions' },
  one: { CN: '职位', EN: 'position' },
  idKey: 'positionId',
  codeKey: 'positionCode',
  nameKey: 'positionName',
  nameEnKey: 'positionNameEn',
  fields: [
    ...structureNames('positionCode', 'positionName', { code: '职位编码', name: '职位名称' }),
    orgRef,
    departmentRef,
    {
      key: 'positionLevelId',
      label: { CN: '职级', EN: 'Level' },
      type: 'ref',
      ref: 'positionLevel',
      filter: true,
      column: false,
    },
    jobTitleRef,
  ],
  orderBy: ['positionCode'],
  buttons: { add: 'btnPositionEdit', edit: 'btnPositionEdit' },
};

export const personList: MasterListDef = {
  server: 'baseServer',
  entity: 'basePerson',
  name: { CN: '人员', EN: 'Persons' },
  one: { CN: '人员', EN: 'person' },
  menuCode: 'SYS_EMPLOYEE',
  readers: 'menu',
  idKey: 'personId',
  codeKey: 'employeeNumber',
  nameKey: 'personName',
  nameEnKey: 'personNameEn',
  fields: [
    {
      key: 'employeeNumber',
      label: { CN: '员工编号', EN: 'Employee no.' },
      type: 'code',
      required: true,
      maxLength: 32,
      column: 120,
    },
    { key: 'personName', label: { CN: '姓名', EN: 'Name' }, type: 'text', required: true, maxLength: 128, column: 120 },
    { key: 'personNameEn', label: { CN: '英文名', EN: 'English name' }, type: 'text', maxLength: 128, column: 140 },
    // Formats (e-mail, mobile, telephone) are the shared form validators', checked by the binding's hook.
    { key: 'email', label: { CN: '邮箱', EN: 'E-mail' }, type: 'text', maxLength: 128, column: 180 },
    { key: 'mobilePhone', label: { CN: '手机', EN: 'Mobile' }, type: 'text', maxLength: 32, column: 130 },
    { key: 'telephone', label: { CN: '电话', EN: 'Telephone' }, type: 'text', maxLength: 32, column: false },
    { ...orgRef, required: false },
    departmentRef,
    jobTitleRef,
  ],
  orderBy: ['employeeNumber'],
  buttons: { add: 'btnPersonEdit', edit: 'btnPersonEdit' },
  findById: true,
  picker: true,
};
