import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import {
  batchTrialScreens,
  dailyRecordScreens,
  inspectionPlanScreens,
  inspectionScreens,
  sampleTrialScreens,
} from './configs.ts';

/** The list, edit and print pages of each lifecycle document: the generic screens of its declaration. */

export const InspectionPlanList = () => <DocumentListScreen config={inspectionPlanScreens} />;
export const InspectionPlanEdit = () => <DocumentEditScreen config={inspectionPlanScreens} />;
export const InspectionPlanPrint = () => <PrintScreen config={inspectionPlanScreens} />;

export const InspectionList = () => <DocumentListScreen config={inspectionScreens} />;
export const InspectionEdit = () => <DocumentEditScreen config={inspectionScreens} />;
export const InspectionPrint = () => <PrintScreen config={inspectionScreens} />;

export const SampleTrialList = () => <DocumentListScreen config={sampleTrialScreens} />;
export const SampleTrialEdit = () => <DocumentEditScreen config={sampleTrialScreens} />;
export const SampleTrialPrint = () => <PrintScreen config={sampleTrialScreens} />;

export const BatchTrialList = () => <DocumentListScreen config={batchTrialScreens} />;
export const BatchTrialEdit = () => <DocumentEditScreen config={batchTrialScreens} />;
export const BatchTrialPrint = () => <PrintScreen config={batchTrialScreens} />;

export const DailyRecordList = () => <DocumentListScreen config={dailyRecordScreens} />;
export const DailyRecordEdit = () => <DocumentEditScreen config={dailyRecordScreens} />;
export const DailyRecordPrint = () => <PrintScreen config={dailyRecordScreens} />;
