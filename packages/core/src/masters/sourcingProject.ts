import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Sourcing projects (寻源项目) on Sourcing → Sourcing projects (SRC_PROJECT): a code and name grouping the
 * sourcing events of one purpose (a new plant's equipment, the year's packaging), of one organisation, with
 * its year and period, budget, owner and status. Events name their project (a nullable projectId). Rows
 * belong to organisations: the caller lists, finds and saves only those of its data scope.
 */
export const sourcingProjectList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSrcProject',
  name: { CN: '寻源项目', EN: 'Sourcing projects' },
  one: { CN: '寻源项目', EN: 'sourcing project' },
  menuCode: 'SRC_PROJECT',
  readers: 'menu',
  idKey: 'projectId',
  codeKey: 'projectCode',
  nameKey: 'projectName',
  nameEnKey: 'projectNameEn',
  fields: [
    ...codeAndNames(
      { code: 'projectCode', name: 'projectName', nameEn: 'projectNameEn' },
      { code: { CN: '项目编码', EN: 'Project code' }, name: { CN: '项目名称', EN: 'Project name' } },
      { code: 130, name: 200, nameEn: 180 },
    ),
    {
      key: 'orgId',
      label: { CN: '所属组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      required: true,
      filter: true,
      column: false,
    },
    {
      key: 'projectYear',
      label: { CN: '年度', EN: 'Year' },
      type: 'integer',
      required: true,
      min: 2000,
      max: 2100,
      filter: true,
      // The list shows it as written (2027, not 2,027): the screen's own column.
      column: false,
    },
    {
      key: 'projectPeriod',
      label: { CN: '期间', EN: 'Period' },
      type: 'lookup',
      lookupType: 'SRC_PROJECT_PERIOD',
      defaultValue: 'YEAR',
      column: false,
    },
    {
      key: 'budgetAmount',
      label: { CN: '预算金额', EN: 'Budget amount' },
      type: 'decimal',
      precision: 2,
      money: true,
      min: 0,
      max: 999_999_999_999.99,
      column: 140,
    },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
      defaultValue: 'CNY',
      column: false,
    },
    {
      key: 'ownerUserId',
      label: { CN: '负责人', EN: 'Owner' },
      type: 'ref',
      ref: 'user',
      required: true,
      column: false,
    },
    {
      key: 'projectStatus',
      label: { CN: '项目状态', EN: 'Project status' },
      type: 'lookup',
      lookupType: 'SRC_PROJECT_STATUS',
      required: true,
      defaultValue: 'PLANNING',
      filter: true,
      column: 100,
    },
    { key: 'description', label: { CN: '说明', EN: 'Description' }, type: 'textarea', maxLength: 2000, column: false },
  ],
  orderBy: ['projectCode'],
  // Rows belong to organisations (a scoped list): enabling and disabling is the form's box, not a row button.
  buttons: { add: 'btnAdd', edit: 'btnEdit' },
  findById: true,
  picker: true,
};
