import { introSceneList } from '@srm/core/masters/introScene';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { introductionScenes } from '../statusSchema.ts';

/*
 * Introduction scenes (引入场景): the master list of the ways a supplier is brought in (new product,
 * second source, emergency…), each saying which steps are required: on-site inspection, sample trial,
 * batch trial. Declared in packages/core/src/masters/introScene.ts; lifecycle documents pick one
 * (listForSelect), the screen maintains them.
 */

export const INTRO_SCENE_MENU = introSceneList.menuCode;

export const introSceneActions = bindMasterList(introSceneList, {
  table: introductionScenes,
  columns: {
    sceneCode: introductionScenes.sceneCode,
    sceneName: introductionScenes.sceneName,
    sceneNameEn: introductionScenes.sceneNameEn,
    description: introductionScenes.description,
    inspectionFlag: introductionScenes.inspectionFlag,
    sampleTrialFlag: introductionScenes.sampleTrialFlag,
    batchTrialFlag: introductionScenes.batchTrialFlag,
  },
  messages: { codeTaken: 'introScene.codeTaken', saved: 'introScene.saved' },
});
