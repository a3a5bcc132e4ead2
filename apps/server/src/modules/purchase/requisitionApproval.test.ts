import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { createKit, draftBody, inDays, type Kit, REQ } from './testKit.ts';

/**
 * The requisition's life: submit (one workflow start however often it is sent), approve and reject
 * through the workflow double and the approval callback, withdraw, abolish, close, print, and the
 * `_actions` each user sees in each state.
 */

let k: Kit;
beforeAll(async () => {
  k = await createKit();
});
afterAll(async () => k?.t.close());
beforeEach(() => {
  k.flow.chain = [k.ids.approverUser];
});

type Doc = { requisitionId: number; version: number; status: string; _actions: string[] };
const ref = (d: Doc, extra: object = {}) => ({ requisitionId: d.requisitionId, version: d.version, ...extra });
const draft = async (overrides: Record<string, unknown> = {}): Promise<Doc> =>
  (await k.call(`${REQ}/saveOrUpdate`, draftBody(k.ids, overrides), k.cert.buyer)).body.data;
const find = async (d: Doc, who = k.cert.buyer): Promise<Doc> =>
  (await k.call(`${REQ}/findById`, { requisitionId: d.requisitionId }, who)).body.data;
const submitted = async (): Promise<Doc> =>
  (await k.call(`${REQ}/doSubmit`, ref(await draft()), k.cert.buyer)).body.data;

describe('doSubmit', () => {
  it('moves a draft to APPROVING and starts one approval with the document variables, however often it is sent', async () => {
    const doc = await draft();
    const startsBefore = k.flow.started.length;
    const first = await k.call(`${REQ}/doSubmit`, ref(doc), k.cert.buyer);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'APPROVING', version: 1 });
    // A double click without a key meets the state check.
    const again = await k.call(`${REQ}/doSubmit`, ref(doc, { version: 1 }), k.cert.buyer);
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe('The document is In approval; Submit is not allowed');
    const againCn = await k.call(`${REQ}/doSubmit`, ref(doc, { version: 1 }), k.cert.buyer, { lang: 'CN' });
    expect(againCn.body.msg).toBe('单据状态为「审批中」，不能执行「提交」');
    expect(k.flow.started.length).toBe(startsBefore + 1);
    expect(k.flow.started.at(-1)).toMatchObject({
      billType: 'PUR_REQUISITION',
      docId: doc.requisitionId,
      orgId: k.ids.east,
      menuCode: 'PUR_REQUISITION',
      variables: {
        totalAmount: 169,
        totalAmountText: '169.00',
        requesterId: k.ids.buyerPerson,
        departmentId: k.ids.purEast,
        orgId: k.ids.east,
      },
    });
  });

  it('answers a retry with the same Idempotency-Key with the first result, without a second start', async () => {
    const doc = await draft();
    const startsBefore = k.flow.started.length;
    const first = await k.call(`${REQ}/doSubmit`, ref(doc), k.cert.buyer, { key: `submit-${doc.requisitionId}` });
    const retry = await k.call(`${REQ}/doSubmit`, ref(doc), k.cert.buyer, { key: `submit-${doc.requisitionId}` });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(k.flow.started.length).toBe(startsBefore + 1);
  });

  it('needs at least one line and no need-by date in the past', async () => {
    const empty = await draft({ lines: [] });
    const noLines = await k.call(`${REQ}/doSubmit`, ref(empty), k.cert.buyer);
    expect(noLines.statusCode).toBe(400);
    expect(noLines.body.data.errors).toEqual([{ field: 'lines', message: 'At least one line is needed to submit' }]);
    const late = await draft({ needByDate: inDays(-1) });
    const past = await k.call(`${REQ}/doSubmit`, ref(late), k.cert.buyer, { lang: 'CN' });
    expect(past.body.data.errors).toEqual([{ field: 'needByDate', message: '需求日期不能早于今天' }]);
    expect((await find(late)).status).toBe('DRAFT');
  });

  it('is refused while no process is deployed, leaving the draft as it was', async () => {
    const start = k.flow.start;
    k.flow.start = async () => {
      throw new AppError(400, 'error.workflowNotDeployed');
    };
    try {
      const doc = await draft();
      const res = await k.call(`${REQ}/doSubmit`, ref(doc), k.cert.buyer);
      expect(res.statusCode).toBe(400);
      expect(res.body.msg).toBe(
        'No approval process is deployed for this document type; ask an administrator to deploy one',
      );
      expect(await find(doc)).toMatchObject({ status: 'DRAFT', version: 0 });
    } finally {
      k.flow.start = start;
    }
  });

  it('is for the owner only', async () => {
    const doc = await draft();
    const res = await k.call(`${REQ}/doSubmit`, ref(doc), k.cert.approver);
    expect(res.statusCode).toBe(403);
  });

  it('cannot edit while approving', async () => {
    const doc = await submitted();
    const full = await find(doc);
    const res = await k.call(`${REQ}/saveOrUpdate`, { ...full, purpose: 'late change' }, k.cert.buyer);
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe('The document is In approval; Edit is not allowed');
  });
});

describe('approval', () => {
  it('lists per user and state the actions each may take now', async () => {
    const doc = await submitted();
    expect((await find(doc, k.cert.buyer))._actions).toEqual(['print', 'withdraw']);
    expect((await find(doc, k.cert.approver))._actions).toEqual(['print', 'approve', 'reject']);
    expect((await find(doc, k.cert.admin))._actions).toEqual(['print']);
    const list = await k.call(`${REQ}/listByPage`, { searchParams: { status: 'APPROVING' } }, k.cert.approver);
    expect(list.body.data.find((r: Doc) => r.requisitionId === doc.requisitionId)._actions).toEqual([
      'print',
      'approve',
      'reject',
    ]);
  });

  it('approves through the workflow: the callback moves the document to APPROVED', async () => {
    const doc = await submitted();
    const res = await k.call(`${REQ}/doApproval`, ref(doc, { comment: 'ok' }), k.cert.approver);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'APPROVED', version: 2 });
    expect(k.flow.completed.at(-1)).toMatchObject({ docId: doc.requisitionId, outcome: 'APPROVE', comment: 'ok' });
    expect((await find(doc))._actions).toEqual(['print', 'alter', 'close']);
    const history = (await k.call(`${REQ}/listHistory`, { requisitionId: doc.requisitionId }, k.cert.buyer)).body.data;
    expect(history.map((h: any) => [h.action, h.fromStatus, h.toStatus, h.comment])).toEqual([
      ['create', null, 'DRAFT', null],
      ['submit', 'DRAFT', 'APPROVING', null],
      ['approve', 'APPROVING', 'APPROVING', 'ok'],
      ['approvalEnd', 'APPROVING', 'APPROVED', null],
    ]);
    expect(history[3].actionName).toBe('Approval ended');
  });

  it('keeps the document APPROVING until the last approver of the chain', async () => {
    k.flow.chain = [k.ids.approverUser, k.ids.financeUser];
    const doc = await submitted();
    const first = await k.call(`${REQ}/doApproval`, ref(doc), k.cert.approver);
    expect(first.body.data).toMatchObject({ status: 'APPROVING', version: 1 });
    const again = await k.call(`${REQ}/doApproval`, ref(doc), k.cert.approver);
    expect(again.statusCode).toBe(403);
    expect(again.body.msg).toBe('You have no approval task open on this document');
  });

  it('rejects with a required comment; the owner edits and submits again', async () => {
    const doc = await submitted();
    const noComment = await k.call(`${REQ}/doReject`, ref(doc), k.cert.approver);
    expect(noComment.statusCode).toBe(400);
    expect(noComment.body.data.errors).toEqual([{ field: 'comment', message: 'required' }]);
    const rejected = await k.call(`${REQ}/doReject`, ref(doc, { comment: 'too expensive' }), k.cert.approver);
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', version: 2 });
    const full = await find(rejected.body.data);
    expect(full._actions).toEqual(['edit', 'print', 'submit', 'abolish']);
    const edited = await k.call(`${REQ}/saveOrUpdate`, { ...full, purpose: 'cheaper' }, k.cert.buyer);
    expect(edited.body.data).toMatchObject({ status: 'REJECTED', version: 3 });
    const startsBefore = k.flow.started.length;
    const again = await k.call(`${REQ}/doSubmit`, ref(edited.body.data), k.cert.buyer);
    expect(again.body.data.status).toBe('APPROVING');
    expect(k.flow.started.length).toBe(startsBefore + 1);
  });

  it('lets the owner withdraw back to DRAFT, cancelling the approval', async () => {
    const doc = await submitted();
    const res = await k.call(`${REQ}/withdraw`, ref(doc), k.cert.buyer);
    expect(res.body.data).toMatchObject({ status: 'DRAFT', version: 2 });
    expect(k.flow.withdrawn).toContain(doc.requisitionId);
    expect((await find(doc, k.cert.approver))._actions).not.toContain('approve');
    const history = (await k.call(`${REQ}/listHistory`, { requisitionId: doc.requisitionId }, k.cert.buyer)).body.data;
    // The callback of the withdrawn instance found the document moved already: no second row.
    expect(history.map((h: any) => h.action)).toEqual(['create', 'submit', 'withdraw']);
  });

  it('applies one of 20 concurrent approvals of the same task; the others meet the state', async () => {
    const doc = await submitted();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => k.call(`${REQ}/doApproval`, ref(doc), k.cert.approver)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 200))).toEqual(new Set([409]));
    expect(k.flow.completed.filter((c) => c.docId === doc.requisitionId)).toHaveLength(1);
    expect((await find(doc)).status).toBe('APPROVED');
  });

  it('starts one approval for 20 concurrent submits of the same draft', async () => {
    const doc = await draft();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => k.call(`${REQ}/doSubmit`, ref(doc), k.cert.buyer)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(k.flow.started.filter((s) => s.docId === doc.requisitionId)).toHaveLength(1);
  });

  it('approves with a stale version: 409', async () => {
    const doc = await submitted();
    const res = await k.call(`${REQ}/doApproval`, ref(doc, { version: 0 }), k.cert.approver);
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe('The document was changed by someone else, reload it');
  });
});

describe('abolish, close and print', () => {
  it('abolishes a draft and closes an approved requisition, each from its states only', async () => {
    const doc = await draft();
    const abolished = await k.call(`${REQ}/doAbolish`, ref(doc), k.cert.buyer);
    expect(abolished.body.data).toMatchObject({ status: 'ABOLISHED', _actions: ['print'] });
    const approved = (await k.call(`${REQ}/doApproval`, ref(await submitted()), k.cert.approver)).body.data;
    expect((await k.call(`${REQ}/doAbolish`, ref(approved), k.cert.buyer)).statusCode).toBe(409);
    const closed = await k.call(`${REQ}/close`, ref(approved), k.cert.buyer);
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', _actions: ['print'] });
  });

  it('prints one or several requisitions and marks them printed without changing the version', async () => {
    const a = await draft();
    const b = await draft();
    const one = await k.call(`${REQ}/findByIdToPrint`, { requisitionId: a.requisitionId }, k.cert.buyer);
    expect(one.body.data.lines).toHaveLength(2);
    const both = await k.call(`${REQ}/printFindByIds`, { ids: `${a.requisitionId},${b.requisitionId}` }, k.cert.buyer);
    expect(both.body.data.map((d: Doc) => d.requisitionId)).toEqual([a.requisitionId, b.requisitionId]);
    const marked = await k.call(`${REQ}/updatePrintFlagById`, { requisitionId: a.requisitionId }, k.cert.buyer);
    expect(marked.body.data).toMatchObject({ printFlag: 'Y', printCount: 1, version: 0 });
    expect(marked.body.data.lastPrintDate).toBeTruthy();
  });
});

describe('alteration', () => {
  const approvedOne = async (): Promise<Doc> =>
    (await k.call(`${REQ}/doApproval`, ref(await submitted()), k.cert.approver)).body.data;
  const alter = async (d: Doc, comment = 'Quantity changed by production') =>
    k.call(`${REQ}/alter`, ref(d, { comment }), k.cert.buyer);

  it('opens an approved requisition for change with a reason, and approves the change again', async () => {
    const approved = await approvedOne();
    expect((await find(approved))._actions).toEqual(['print', 'alter', 'close']);
    const noReason = await k.call(`${REQ}/alter`, ref(approved), k.cert.buyer, { lang: 'EN' });
    expect(noReason.statusCode).toBe(400);
    // Only the owner alters: the approver holds the button but is not the requester.
    expect((await k.call(`${REQ}/alter`, ref(approved, { comment: 'x' }), k.cert.approver)).statusCode).toBe(403);

    const changing = (await alter(approved)).body.data;
    expect(changing).toMatchObject({ status: 'CHANGING', _actions: ['edit', 'print', 'submit'] });
    const full = await find(changing);
    const edited = await k.call(`${REQ}/saveOrUpdate`, { ...full, purpose: 'Changed after approval' }, k.cert.buyer);
    expect(edited.body.data).toMatchObject({ status: 'CHANGING', purpose: 'Changed after approval' });
    const resubmitted = await k.call(`${REQ}/doSubmit`, ref(edited.body.data), k.cert.buyer);
    expect(resubmitted.body.data.status).toBe('APPROVING');
    const reapproved = await k.call(`${REQ}/doApproval`, ref(resubmitted.body.data), k.cert.approver);
    expect(reapproved.body.data.status).toBe('APPROVED');

    const history = (await k.call(`${REQ}/listHistory`, { requisitionId: approved.requisitionId }, k.cert.buyer)).body
      .data;
    const alterRow = history.find((h: any) => h.action === 'alter');
    expect(alterRow).toMatchObject({
      fromStatus: 'APPROVED',
      toStatus: 'CHANGING',
      comment: 'Quantity changed by production',
    });
  });

  it('returns a rejected or withdrawn alteration to CHANGING, never to a deletable draft', async () => {
    const changing = (await alter(await approvedOne())).body.data;
    const inApproval = (await k.call(`${REQ}/doSubmit`, ref(changing), k.cert.buyer)).body.data;
    const rejected = await k.call(`${REQ}/doReject`, ref(inApproval, { comment: 'no' }), k.cert.approver);
    expect(rejected.body.data.status).toBe('CHANGING');
    expect(rejected.body.data._actions).not.toContain('delete');

    const again = (await k.call(`${REQ}/doSubmit`, ref(await find(rejected.body.data)), k.cert.buyer)).body.data;
    const withdrawn = await k.call(`${REQ}/withdraw`, ref(again), k.cert.buyer);
    expect(withdrawn.body.data.status).toBe('CHANGING');
    // A first approval still ends as declared.
    const first = await submitted();
    const plainReject = await k.call(`${REQ}/doReject`, ref(first, { comment: 'no' }), k.cert.approver);
    expect(plainReject.body.data.status).toBe('REJECTED');
  });
});
