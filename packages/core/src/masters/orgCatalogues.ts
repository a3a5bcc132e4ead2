import { nameEnLabel } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * The catalogues of the organisation structure kept on Administration → Organisations (SYS_INSTITUTION):
 * job titles (岗位, given to persons and positions) and position levels (职级, grading positions).
 */

export const jobTitleList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseJobTitle',
  name: { CN: '岗位', EN: 'Job titles' },
  one: { CN: '岗位', EN: 'job title' },
  menuCode: 'SYS_INSTITUTION',
  readers: 'menu',
  idKey: 'jobTitleId',
  codeKey: 'jobTitleCode',
  nameKey: 'jobTitleName',
  nameEnKey: 'jobTitleNameEn',
  fields: [
    {
      key: 'jobTitleCode',
      label: { CN: '岗位编码', EN: 'Code' },
      type: 'code',
      required: true,
      maxLength: 64,
      column: 150,
    },
    {
      key: 'jobTitleName',
      label: { CN: '岗位名称', EN: 'Name' },
      type: 'text',
      required: true,
      maxLength: 128,
      column: 180,
    },
    { key: 'jobTitleNameEn', label: nameEnLabel, type: 'text', maxLength: 128, column: 180 },
    { key: 'description', label: { CN: '说明', EN: 'Description' }, type: 'textarea', maxLength: 512, column: 260 },
  ],
  orderBy: ['jobTitleCode'],
  buttons: { add: 'btnJobTitleEdit', edit: 'btnJobTitleEdit' },
  findById: true,
};

export const positionLevelList: MasterListDef = {
  server: 'baseServer',
  entity: 'basePositionLevel',
  name: { CN: '职级', EN: 'Position levels' },
  one: { CN: '职级', EN: 'level' },
  help: {
    CN: '职级用于职位分级；按职级授予的数据权限对该职级下所有职位的任职人员生效。',
    EN: 'Levels grade positions; a data permit granted on a level applies to everyone holding a position of that level.',
  },
  menuCode: 'SYS_INSTITUTION',
  readers: 'menu',
  idKey: 'positionLevelId',
  codeKey: 'levelCode',
  nameKey: 'levelName',
  nameEnKey: 'levelNameEn',
  fields: [
    {
      key: 'levelCode',
      label: { CN: '职级编码', EN: 'Code' },
      type: 'code',
      required: true,
      maxLength: 64,
      column: 140,
    },
    {
      key: 'levelName',
      label: { CN: '职级名称', EN: 'Name' },
      type: 'text',
      required: true,
      maxLength: 128,
      column: 180,
    },
    { key: 'levelNameEn', label: nameEnLabel, type: 'text', maxLength: 128, column: 180 },
    {
      key: 'levelRank',
      label: { CN: '排序', EN: 'Rank' },
      type: 'integer',
      min: 0,
      max: 9999,
      defaultValue: 0,
      column: 90,
      hint: { CN: '数值越小职级越高，列表按此排序', EN: 'A smaller rank is a higher level; the list is ordered by it' },
    },
  ],
  orderBy: ['levelRank', 'levelCode'],
  buttons: { add: 'btnPositionEdit', edit: 'btnPositionEdit' },
  findById: true,
};
