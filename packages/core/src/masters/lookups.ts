import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Lookup types (值集类型, spec §2 `lookuptype`) on Administration → Lookups (SYS_LOOKUP): the catalogue of
 * code lists. A type is never disabled (its values are), so it has no enabled flag; its values, which belong
 * to a type and are cached by every client, keep their own actions (apps/server/src/modules/admin/lookupValues.ts).
 */
export const lookupTypeList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseLookupType',
  name: { CN: '值集类型', EN: 'Lookup types' },
  one: { CN: '值集类型', EN: 'lookup type' },
  menuCode: 'SYS_LOOKUP',
  readers: 'menu',
  idKey: 'lookupTypeId',
  codeKey: 'lookupType',
  nameKey: 'meaning',
  nameEnKey: 'meaningEn',
  fields: [
    ...codeAndNames(
      { code: 'lookupType', name: 'meaning', nameEn: 'meaningEn' },
      { code: { CN: '值集类型编码', EN: 'Type code' }, name: { CN: '名称', EN: 'Name' } },
    ),
    { key: 'description', label: { CN: '描述', EN: 'Description' }, type: 'textarea', maxLength: 512 },
    {
      key: 'systemCode',
      label: { CN: '系统代码', EN: 'System code' },
      type: 'text',
      maxLength: 32,
      defaultValue: 'BASE',
    },
    /** The type whose values are the parents of this type's values (a city's region). */
    { key: 'parentLookupTypeId', label: { CN: '父值集类型', EN: 'Parent type' }, type: 'ref', ref: 'lookupType' },
  ],
  orderBy: ['lookupType'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};
