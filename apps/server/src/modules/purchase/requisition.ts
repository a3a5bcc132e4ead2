import { multiplyToAmount, sumAmounts } from '@srm/core/documents/amounts';
import { purchaseRequisition } from '@srm/core/documents/purchaseRequisition';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type { BoundType, DocInput, StoredDoc } from '../../platform/documents/binding.ts';
import { validateRequisition, validateRequisitionSubmit } from './requisitionChecks.ts';
import { resolveRequisitionRefs } from './requisitionImport.ts';
import { presentRequisitions } from './requisitionNames.ts';
import { requisitionLines, requisitions } from './schema.ts';

/*
 * The purchase requisition (采购申请, issue 5): the declaration of packages/core bound to its tables.
 * Everything generic (numbers PRyyMMdd0001, states, versions, buttons, scope, history, approval,
 * printing) is the document engine's; what is special to a requisition is here and in the two files
 * beside it.
 */

/** Cents for amounts, as the declaration's amount precision says. */
const AMOUNT_SCALE = 2;

/** Line amount = quantity × estimated price; total = Σ line amounts (exact decimals, rounded half up). */
export function computeAmounts(input: DocInput): void {
  for (const line of input.lines) {
    line.amount = multiplyToAmount(String(line.quantity), String(line.estimatedPrice), AMOUNT_SCALE);
  }
  input.header.totalAmount = sumAmounts(
    input.lines.map((l) => String(l.amount)),
    AMOUNT_SCALE,
  );
}

/**
 * What the approval process reads (ARCHITECTURE §6; issue 5: the requester's department head, then a
 * second approver above an amount). totalAmount is a number here because gateway conditions compare
 * numbers; the exact decimal is in totalAmountText.
 */
function workflowVariables({ header }: StoredDoc): Record<string, unknown> {
  return {
    orgId: header.orgId,
    departmentId: header.departmentId,
    requesterId: header.requesterId,
    currencyCode: header.currencyCode,
    totalAmount: Number(header.totalAmount),
    totalAmountText: header.totalAmount,
    requisitionNumber: header.requisitionNumber,
  };
}

const requisitionBinding = {
  server: 'srmServer' as const,
  entity: 'srmPurRequisition',
  header: requisitions,
  lines: { table: requisitionLines, parentKey: 'requisitionId' },
  scope: { header: ['orgId'], lines: ['categoryId'] },
  hooks: {
    validate: validateRequisition,
    compute: computeAmounts,
    validateSubmit: validateRequisitionSubmit,
    workflowVariables,
    present: presentRequisitions,
    importRefs: resolveRequisitionRefs,
    // The creator, or the requester when someone else keyed it in for them.
    isOwner: (header, user) =>
      header.createdBy === user.userId || (user.personId != null && header.requesterId === user.personId),
  },
} satisfies BoundType['binding'];

export const requisitionBound: BoundType = { def: purchaseRequisition, binding: requisitionBinding };

export const requisitionActions = bindDocumentType(purchaseRequisition, requisitionBinding);
