import type { ActionDef } from '../../../platform/http/action.ts';
import { templateStatusActions } from './templateStatus.ts';
import { templateBinding } from './templates.ts';
import { termActions } from './terms.ts';
import { watermarkActions } from './watermarks.ts';

/*
 * Contract templates, the terms library and watermarks (issue 19 item 1) and the rendering of contracts to
 * DOCX and PDF (item 3). What the contract document uses is exported below; the data it fills is
 * packages/core/src/contract/templateData.ts (ContractTemplateData, CONTRACT_PLACEHOLDERS).
 */

export { docxToPdf } from './pdfConvert.ts';
export { type WatermarkSpec, watermarkPdf } from './pdfWatermark.ts';
export { renderContractDocx, renderContractPdf, type TemplateForContract, templateForContract } from './render.ts';
export { seedTemplateDemo } from './seed.ts';
export { currentTerms, type TermVersion, termAtVersion } from './terms.ts';
export { watermarkSpec } from './watermarks.ts';

/** Every action of the template setup: terms, watermarks, templates and their versions. */
export const templateActions: ActionDef[] = [
  ...termActions,
  ...watermarkActions,
  ...templateBinding,
  ...templateStatusActions,
];
