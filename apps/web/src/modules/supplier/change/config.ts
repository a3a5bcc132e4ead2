import { supplierChange } from '@srm/core/documents/supplierChange';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { CHANGE_API } from '../info/types.ts';

/** The change request's list (the generic document list of its declaration) and its own edit page. */
export const changeScreens: DocumentScreenConfig = {
  def: supplierChange,
  base: CHANGE_API,
  editScreen: 'changeInfoEdit',
  testId: 'supplier-change',
  attachmentPath: 'supplier/change',
  functionId: 'SLC_SUPPLIER_CHANGE',
};
