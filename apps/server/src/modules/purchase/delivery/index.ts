import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { ActionDef } from '../../../platform/http/action.ts';
import { labelData } from './labels.ts';
import { noteType } from './noteBinding.ts';
import { saveAnswer } from './noticeAnswer.ts';
import { noticeType } from './noticeBinding.ts';
import { listOpenOrderLines } from './openLinesAction.ts';
import { doReceive } from './receiveAction.ts';
import { listReturns } from './returns.ts';

/** Every restful action of the delivery part of procurement execution (issue 8). */
export const deliveryActions: ActionDef[] = [
  ...bindDocumentType(noteType.def, noteType.binding),
  doReceive,
  listReturns,
  labelData,
  listOpenOrderLines,
  ...bindDocumentType(noticeType.def, noticeType.binding),
  saveAnswer,
];
