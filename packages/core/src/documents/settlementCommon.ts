import type { ActionDef, FieldDef, Label } from './types.ts';

/*
 * What the settlement documents (statement, deduction, invoice) declare alike: the organisation and supplier
 * they are between, and the buyer's sending to the supplier and recalling to correct (the supplier sees the
 * document from its sending on, and not while it is recalled).
 */

/** The organisation and the supplier; read-only where the document copies them (an invoice, from its statement). */
export const partyFields = (readOnly = false): FieldDef[] => [
  {
    key: 'orgId',
    label: { CN: '组织', EN: 'Organisation' },
    type: 'ref',
    ref: 'org',
    displayKey: 'orgName',
    ...(readOnly ? { readOnly } : { required: true }),
  },
  {
    key: 'supplierId',
    label: { CN: '供应商', EN: 'Supplier' },
    type: 'ref',
    ref: 'supplier',
    displayKey: 'supplierName',
    ...(readOnly ? { readOnly } : { required: true }),
  },
];

/** Send (DRAFT → SUBMITTED, btnSubmit) and recall (back to DRAFT, btnWithdraw) of a document named `noun`. */
export const sendAndRecall = (noun: Label): { send: ActionDef; recall: ActionDef } => ({
  send: {
    label: { CN: '发送供应商', EN: 'Send to supplier' },
    from: ['DRAFT'],
    to: 'SUBMITTED',
    resource: 'btnSubmit',
    actor: 'holder',
    kind: 'save',
    confirm: { CN: `确定将${noun.CN}发送给供应商确认吗？`, EN: `Send the ${noun.EN} to the supplier to answer?` },
  },
  recall: {
    label: { CN: '撤回修改', EN: 'Recall to correct' },
    from: ['SUBMITTED', 'REJECTED'],
    to: 'DRAFT',
    resource: 'btnWithdraw',
    actor: 'holder',
    confirm: {
      CN: `撤回后供应商将看不到此${noun.CN}，直到再次发送。确定撤回吗？`,
      EN: `The supplier will not see the ${noun.EN} until it is sent again. Recall it?`,
    },
  },
});
