import './applyOnApproval.ts';
import { blacklistActions, designatedActions, partsAuthorisationActions, quitActions } from './bindings.ts';
import { introSceneActions } from './introScenes.ts';
import { supplierSiteActions } from './sites.ts';

/** The supplier-status part of the supplier module (issue 7 item 5). */
export { isDesignatedSupplier, isPartAuthorised } from './designations.ts';
export { supplierTradeBlock, type TradeBlock } from './tradeBlock.ts';

export const supplierStatusActions = [
  ...blacklistActions,
  ...quitActions,
  ...designatedActions,
  ...partsAuthorisationActions,
  ...supplierSiteActions,
  ...introSceneActions,
];
