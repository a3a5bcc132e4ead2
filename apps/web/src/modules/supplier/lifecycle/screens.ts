import type { ScreenLoader, ScreenMap } from '../../../app/screens/define.ts';

/*
 * The supplier lifecycle screens (issue 7 item 5), keyed by the menus' htmlUrl; modules/supplier/screens.ts
 * takes them in. The document pages share one chunk (DocumentScreens.tsx).
 */

type Pages = typeof import('./DocumentScreens.tsx');
const page =
  (name: keyof Pages): ScreenLoader =>
  () =>
    import('./DocumentScreens.tsx').then((m) => ({ default: m[name] }));

export const lifecycleScreens: ScreenMap = {
  supplierLifecycleStatus: {
    load: () => import('./LifecycleStatusScreen.tsx'),
    title: { CN: '供应商生命周期', EN: 'Supplier lifecycle' },
  },
  supplierInspectionPlanList: { load: page('InspectionPlanList'), title: { CN: '考察计划', EN: 'Inspection plans' } },
  supplierInspectionPlanEdit: { load: page('InspectionPlanEdit'), title: { CN: '考察计划', EN: 'Inspection plan' } },
  supplierInspectionPlanPrint: {
    load: page('InspectionPlanPrint'),
    title: { CN: '打印考察计划', EN: 'Print inspection plans' },
  },
  supplierInspectionList: { load: page('InspectionList'), title: { CN: '现场考察', EN: 'On-site inspection' } },
  supplierInspectionEdit: { load: page('InspectionEdit'), title: { CN: '现场考察', EN: 'On-site inspection' } },
  supplierInspectionPrint: { load: page('InspectionPrint'), title: { CN: '打印现场考察', EN: 'Print inspections' } },
  supplierSampleTrialList: { load: page('SampleTrialList'), title: { CN: '样件试制', EN: 'Sample trials' } },
  supplierSampleTrialEdit: { load: page('SampleTrialEdit'), title: { CN: '样件试制', EN: 'Sample trial' } },
  supplierSampleTrialPrint: {
    load: page('SampleTrialPrint'),
    title: { CN: '打印样件试制', EN: 'Print sample trials' },
  },
  supplierBatchTrialList: { load: page('BatchTrialList'), title: { CN: '小批量试制', EN: 'Batch trials' } },
  supplierBatchTrialEdit: { load: page('BatchTrialEdit'), title: { CN: '小批量试制', EN: 'Batch trial' } },
  supplierBatchTrialPrint: { load: page('BatchTrialPrint'), title: { CN: '打印小批量试制', EN: 'Print batch trials' } },
  supplierDailyRecordList: { load: page('DailyRecordList'), title: { CN: '日常管理', EN: 'Daily management' } },
  supplierDailyRecordEdit: {
    load: page('DailyRecordEdit'),
    title: { CN: '日常管理记录', EN: 'Daily management record' },
  },
  supplierDailyRecordPrint: {
    load: page('DailyRecordPrint'),
    title: { CN: '打印日常管理记录', EN: 'Print daily records' },
  },
};
