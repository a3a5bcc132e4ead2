import { defineScreens } from '../../../app/screens/define.ts';

/**
 * The tender's screens (issue 17 items 3-6) by htmlUrl: the buyer's list (menu SRC_TENDER) and document
 * page, the committee's bid opening with the member key (SRC_TENDER_OPENING), the experts' scoring sheets
 * (SRC_EVALUATION) and the bid reports (SRC_BID_REPORT). The supplier's portal pages are not here.
 */
export const tenderScreens = defineScreens({
  // SRC_TENDER's htmlUrl (the spec's route name)
  tenderProjectList: { load: () => import('./TenderListScreen.tsx'), title: { CN: '招标', EN: 'Tenders' } },
  tenderEdit: { load: () => import('./TenderEditScreen.tsx'), title: { CN: '招标单', EN: 'Tender' } },
  tenderOpening: { load: () => import('./TenderOpeningScreen.tsx'), title: { CN: '开标', EN: 'Bid opening' } },
  tenderEvaluation: { load: () => import('./TenderEvaluationScreen.tsx'), title: { CN: '评标', EN: 'Evaluation' } },
  bidReportList: { load: () => import('./BidReportScreen.tsx'), title: { CN: '投标报表', EN: 'Bid reports' } },
});
