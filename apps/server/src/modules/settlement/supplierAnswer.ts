import type { DocumentTypeDef } from '@srm/core/documents/types';
import type { DocContext, StepTaken, StoredDoc } from '../../platform/documents/binding.ts';
import {
  cancelSupplierTodo,
  handleBuyerTodo,
  handleSupplierTodo,
  openBuyerTodo,
  openSupplierTodo,
} from './supplierTodos.ts';

/*
 * The steps of a settlement document the buyer sends for the supplier's answer (a deduction, a statement of
 * account): sent, the supplier sees it (sentDate) and gets a to-do; it agrees (comment optional) or refuses with
 * a reason, which becomes the buyer's to-do; recalled to correct, it is hidden again; voided, both to-dos end.
 * One flow, so the documents answer alike; each type says what its sending and refusal are called and what an
 * agreement does.
 */

type AnswerFlow = {
  def: Pick<DocumentTypeDef, 'billType' | 'menuCode' | 'supplierMenuCode' | 'numberKey'>;
  /** The supplier's refusal: the name of its action ('appeal', 'dispute'). */
  refusal: string;
  /** Writes the sending date and the supplier's answer on the header. */
  setHeader: (
    ctx: DocContext,
    id: number,
    values: { sentDate?: Date | null; supplierNote?: string | null },
  ) => Promise<unknown>;
  /** The supplier's to-do when sent, and the buyer's after a refusal (in the portal's default language). */
  sentTitle: (ctx: DocContext, doc: StoredDoc) => Promise<string>;
  refusedTitle: (doc: StoredDoc, reason: string) => string;
  /** What the supplier's agreement does besides (an accepted deduction enters the supply storage). */
  onAgreed?: (ctx: DocContext, doc: StoredDoc) => Promise<void>;
};

export async function supplierAnswerStep(flow: AnswerFlow, ctx: DocContext, doc: StoredDoc, step: StepTaken) {
  const { def } = flow;
  const id = doc.header.id;
  const userId = ctx.user.userId;
  switch (step.action) {
    case 'send':
      await flow.setHeader(ctx, id, { sentDate: new Date(), supplierNote: null });
      await handleBuyerTodo(ctx.tx, def, doc, userId);
      await openSupplierTodo(ctx.tx, def, doc, await flow.sentTitle(ctx, doc), userId);
      return;
    case 'confirm':
    case flow.refusal:
      await flow.setHeader(ctx, id, { supplierNote: step.comment });
      await handleSupplierTodo(ctx.tx, def, doc, userId);
      if (step.action === 'confirm') await flow.onAgreed?.(ctx, doc);
      else await openBuyerTodo(ctx.tx, def, doc, flow.refusedTitle(doc, step.comment ?? ''), userId);
      return;
    case 'recall':
      await flow.setHeader(ctx, id, { sentDate: null });
      await cancelSupplierTodo(ctx.tx, def, doc, userId);
      return;
    case 'abolish':
      await cancelSupplierTodo(ctx.tx, def, doc, userId);
      await handleBuyerTodo(ctx.tx, def, doc, userId);
      return;
  }
}
