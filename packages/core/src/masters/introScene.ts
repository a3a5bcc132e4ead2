import type { MasterListDef } from './types.ts';

/*
 * Introduction scenes (引入场景) on Suppliers → Introduction scenes (SLC_INTRO_SCENE): the ways a supplier is
 * brought in (new product, second source, emergency…), each saying which steps it requires. Lifecycle
 * documents pick one (listForSelect).
 */
export const introSceneList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSlcIntroScene',
  name: { CN: '引入场景', EN: 'Introduction scenes' },
  one: { CN: '引入场景', EN: 'introduction scene' },
  menuCode: 'SLC_INTRO_SCENE',
  readers: 'menu',
  idKey: 'sceneId',
  codeKey: 'sceneCode',
  nameKey: 'sceneName',
  nameEnKey: 'sceneNameEn',
  fields: [
    {
      key: 'sceneCode',
      label: { CN: '场景编码', EN: 'Scene code' },
      type: 'code',
      required: true,
      maxLength: 64,
      column: 150,
    },
    {
      key: 'sceneName',
      label: { CN: '场景名称', EN: 'Scene name' },
      type: 'text',
      required: true,
      maxLength: 128,
      column: 180,
    },
    { key: 'sceneNameEn', label: { CN: '英文名称', EN: 'English name' }, type: 'text', maxLength: 128, column: 180 },
    { key: 'description', label: { CN: '说明', EN: 'Description' }, type: 'textarea', maxLength: 1000, column: 260 },
    { key: 'inspectionFlag', label: { CN: '需现场考察', EN: 'On-site inspection' }, type: 'yn', column: 120 },
    { key: 'sampleTrialFlag', label: { CN: '需样件试制', EN: 'Sample trial' }, type: 'yn', column: 120 },
    { key: 'batchTrialFlag', label: { CN: '需小批量试制', EN: 'Batch trial' }, type: 'yn', column: 120 },
  ],
  orderBy: ['sceneCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit' },
  picker: true,
};
