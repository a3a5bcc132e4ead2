import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Sourcing types (寻源类型) on Sourcing → Sourcing types (SRC_RULE_TYPE): the kinds of sourcing event a
 * buyer starts (a spare-parts inquiry, an annual tender…), each with its method and the template that gives
 * its rules by default. An inquiry names its type (sourcingTypeId) and takes the template's evaluation
 * method, rounds and quote validity.
 */
export const sourcingTypeList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSrcSourcingType',
  name: { CN: '寻源类型', EN: 'Sourcing types' },
  one: { CN: '寻源类型', EN: 'sourcing type' },
  menuCode: 'SRC_RULE_TYPE',
  // Picked on every sourcing event by buyers: every internal user reads it.
  readers: 'internal',
  idKey: 'sourcingTypeId',
  codeKey: 'typeCode',
  nameKey: 'typeName',
  nameEnKey: 'typeNameEn',
  fields: [
    ...codeAndNames(
      { code: 'typeCode', name: 'typeName', nameEn: 'typeNameEn' },
      { code: { CN: '类型编码', EN: 'Type code' }, name: { CN: '类型名称', EN: 'Type name' } },
      { code: 130, name: 180, nameEn: 180 },
    ),
    {
      key: 'sourcingMethod',
      label: { CN: '寻源方式', EN: 'Sourcing method' },
      type: 'lookup',
      lookupType: 'SRC_METHOD',
      required: true,
      filter: true,
      column: 110,
    },
    {
      key: 'defaultTemplateId',
      label: { CN: '默认模板', EN: 'Default template' },
      type: 'ref',
      ref: 'sourcingTemplate',
      hint: { CN: '须为同一寻源方式的启用模板', EN: 'An enabled template of the same sourcing method' },
      column: false,
    },
    { key: 'description', label: { CN: '说明', EN: 'Description' }, type: 'textarea', maxLength: 1000, column: false },
  ],
  orderBy: ['typeCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit' },
  findById: true,
  picker: true,
};
