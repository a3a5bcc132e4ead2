import { introSceneList } from '@srm/core/masters/introScene';
import { MasterListScreen } from '../../../components/MasterList/MasterListScreen.tsx';

/**
 * Suppliers → Introduction scenes (htmlUrl 'introductionSceneList'): the master list of the ways a
 * supplier is introduced and the steps each requires (inspection, sample trial, batch trial); declared in
 * packages/core/src/masters/introScene.ts.
 */
export default function IntroSceneScreen() {
  return <MasterListScreen def={introSceneList} testId="intro-scene" rootTestId="screen-introductionSceneList" />;
}
