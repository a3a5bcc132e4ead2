import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOrderKit,
  type Order,
  type OrderKit,
  orderBody,
  PO,
  ref,
} from '../../modules/purchase/orders/orderKit.ts';
import { boundTypes } from './bind.ts';
import type { BoundType } from './binding.ts';
import { documentHistory } from './schema.ts';

/**
 * What a supplier reads of a document's history (issue 15 item 9), for EVERY bound document type a supplier
 * user can read — found by asking the server, so a new type is covered without touching this file: only
 * what happened from the publication to it on, only its own actions and the buyer's shared ones; never an
 * approval step, an approver's name or comment, an internal remark or edit. The approval trail (monitor) is
 * closed to it. Internal users keep the whole history.
 */

let k: OrderKit;
let users: { buyer: number; approver: number; supplier1: number };
beforeAll(async () => {
  k = await createOrderKit();
  const [row] = await k.rows<{ buyer: number; approver: number; supplier1: number }>(sql`select
    (select id from base_users where user_name = 'buyer') as buyer,
    (select id from base_users where user_name = 'approver') as approver,
    (select id from base_users where user_name = 'supplier1') as supplier1`);
  users = { buyer: Number(row.buyer), approver: Number(row.approver), supplier1: Number(row.supplier1) };
});
afterAll(async () => k?.t.close());
beforeEach(() => {
  k.flow.chain = [k.ids.approverUser];
});

const base = ({ binding }: BoundType) => `/api/${binding.server}/v1/${binding.entity}Restful`;
const historyOf = async (bound: BoundType, id: number, who: string) => {
  const res = await k.call(`${base(bound)}/listHistory`, { [bound.def.idKey]: id }, who);
  expect(res.statusCode, `${bound.def.billType}: ${res.raw}`).toBe(200);
  return res.body.data as Record<string, any>[];
};

/** The types whose list a supplier user may call (its menu or the supplier portal's page of it). */
async function supplierReadable(): Promise<BoundType[]> {
  const readable: BoundType[] = [];
  const seen = new Set<string>();
  for (const bound of boundTypes) {
    if (seen.has(bound.def.billType)) continue;
    seen.add(bound.def.billType);
    const res = await k.call(`${base(bound)}/listByPage`, { pageRows: 1 }, k.cert.supplier1);
    if (res.statusCode === 404) continue; // bound by a test file, not served by this app
    if (res.statusCode === 200) readable.push(bound);
    else expect(res.statusCode, `${bound.def.billType} listByPage as supplier1`).toBe(403);
  }
  return readable;
}

describe('every document type a supplier reads', () => {
  it('declares where the supplier history starts and what is shared, and the engine applies it', async () => {
    const readable = await supplierReadable();
    // The types suppliers act on today; the list grows by itself as types are added.
    expect(readable.map((b) => b.def.billType)).toEqual(expect.arrayContaining(['PO_ORDER', 'SLC_SUPPLIER_CHANGE']));
    for (const bound of readable) {
      const { def } = bound;
      expect(def.supplierHistory, `${def.billType} declares supplierHistory`).toBeDefined();
      const docId = await visibleDocument(bound);
      const declared = def.supplierHistory!;
      const publication = declared.publishedBy[0];
      // A shared action other than the publication, to show that one taken before publication stays hidden.
      const laterShared = declared.shared.find((a) => a !== publication);
      // An approval step by the approver (a type whose `approve` is a buyer's review shared with the supplier,
      // as a capacity assessment's, has none).
      const steps = Object.entries(def.actions as Record<string, { workflow?: string }>);
      const approval =
        steps.find(([, a]) => a.workflow === 'approve')?.[0] ??
        (declared.shared.includes('approve') ? null : 'approve');
      const row = (action: string, userId: number | null, comment: string | null, field?: string) => ({
        billType: def.billType,
        docId,
        docNumber: 'T',
        action,
        fromStatus: null,
        toStatus: null,
        userId,
        comment,
        changes: field ? { header: [{ field, before: null, after: field }], lines: [] } : null,
      });
      await k.t.database.db.execute(
        sql`delete from base_document_history where bill_type = ${def.billType} and doc_id = ${docId}`,
      );
      const internal = [
        row('create', users.buyer, null, 'internal: budget ceiling 12.00'),
        row('edit', users.buyer, null, 'internal: second draft'),
        row('submit', users.buyer, 'internal: please hurry'),
        ...(approval ? [row(approval, users.approver, 'internal: approver comment')] : []),
        row('approvalEnd', null, null),
        ...(laterShared ? [row(laterShared, users.buyer, 'internal: before publication')] : []),
      ];
      const shownPublication = publication
        ? row(publication, users.buyer, null)
        : row('create', users.supplier1, 'shown: own creation');
      const after = [
        shownPublication,
        row('edit', users.buyer, null, 'internal: edit after publication'),
        row('print', users.buyer, null),
        ...(approval ? [row(approval, users.approver, 'internal: approval after publication')] : []),
        ...declared.shared.filter((a) => a !== publication).map((a) => row(a, users.buyer, `shown: shared ${a}`)),
        row('edit', users.supplier1, 'shown: own edit', 'shown: own field'),
      ];
      // For a type the supplier writes, the "publication" is its own creation: what the buyer did before is cut too.
      await k.t.database.db.insert(documentHistory).values([...internal, ...after]);

      const seen = await historyOf(bound, docId, k.cert.supplier1);
      const text = JSON.stringify(seen);
      expect(text, def.billType).not.toContain('internal');
      expect(
        seen.map((r) => r.userFullName),
        def.billType,
      ).not.toContain(expect.stringMatching(/审批|approver/i));
      const expected = after.filter((r) => r.comment?.startsWith('shown') || r === shownPublication);
      expect(
        seen.map((r) => [r.action, r.comment]),
        def.billType,
      ).toEqual(expected.map((r) => [r.action, r.comment]));
      // Inside the company the whole history is kept (the administrator: whatever the type's menu and scope).
      const all = await historyOf(bound, docId, k.cert.admin);
      expect(all.length, def.billType).toBe(internal.length + after.length);
      // The approval trail is internal: closed to a supplier user whatever the document.
      const trail = await k.call(
        '/api/bpmServer/v1/bpmInstanceRestful/monitor',
        { billType: def.billType, docId },
        k.cert.supplier1,
      );
      expect(trail.statusCode, def.billType).toBe(403);
    }
  });
});

/**
 * A document of the type supplier1 may read: the first of its list, or else a bare header written straight
 * into its table — every required column filled by its kind, the scope columns with supplier1's supplier and
 * the demo organisation, the state the publication leaves it in and every date set (an order's publishDate) —
 * so a new type needs no fixture here. The engine reads history by bill type and id; lines do not matter.
 */
async function visibleDocument(bound: BoundType): Promise<number> {
  const listed = await k.call(`${base(bound)}/listByPage`, { pageRows: 1 }, k.cert.supplier1);
  if (listed.body.data[0]) return listed.body.data[0][bound.def.idKey] as number;
  const { def, binding } = bound;
  // Past the publication, or past the supplier's own first step for a document it writes (a buyer never sees
  // a supplier's draft).
  const actions = Object.entries(def.actions as Record<string, { to?: string; actor: string }>);
  const publication = def.supplierHistory?.publishedBy[0];
  const status =
    actions.find(([name, a]) => (publication ? name === publication : a.actor === 'supplier') && a.to)?.[1].to ??
    def.statuses[0];
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(binding.header))) {
    if (key === 'id') continue;
    if (key === 'supplierId') values[key] = k.ids.supplier1;
    else if (key === 'orgId') values[key] = k.ids.east;
    else if (key === 'status') values[key] = status;
    else if (key === def.numberKey) values[key] = `HIST-${def.billType}`;
    else if (column.dataType === 'date' || column.columnType === 'PgDateString')
      values[key] = column.dataType === 'date' ? new Date() : '2026-01-01';
    else if (column.columnType === 'PgTimestampString') values[key] = new Date().toISOString();
    else if (column.notNull && !column.hasDefault) {
      if (column.dataType === 'number') values[key] = key.endsWith('Id') ? k.ids.east : 0;
      else if (column.dataType === 'array') values[key] = [];
      else if (column.columnType === 'PgNumeric') values[key] = '0';
      else values[key] = 'T';
    }
  }
  const [row] = (await k.t.database.db.insert(binding.header).values(values).returning()) as { id: number }[];
  const seen = await k.call(`${base(bound)}/findById`, { [def.idKey]: row.id }, k.cert.supplier1);
  expect(seen.statusCode, `a bare ${def.billType} is visible to supplier1: ${seen.raw}`).toBe(200);
  return row.id;
}

describe('an order as the supplier reads its history (the case of the issue)', () => {
  const step = async (o: Order, action: string, who: string, extra: object = {}): Promise<Order> => {
    const res = await k.call(`${PO}/${action}`, ref(o, extra), who);
    expect(res.statusCode, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  };

  it('starts at the publication: no draft remark, no approver, no approval comment', async () => {
    const saved = await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.cert.buyer);
    let o: Order = saved.body.data;
    const edited = await k.call(
      `${PO}/saveOrUpdate`,
      {
        ...orderBody(k),
        orderId: o.orderId,
        version: o.version,
        remark: 'internal: budget ceiling 12.00',
        lines: o.lines,
      },
      k.cert.buyer,
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    o = await step(edited.body.data, 'doSubmit', k.cert.buyer);
    o = await step(o, 'doApproval', k.cert.approver, { comment: 'internal: ok within budget' });
    o = await step(o, 'publish', k.cert.buyer);
    o = await step(o, 'refuse', k.cert.supplier1, { comment: 'Price too low' });

    const orders = boundTypes.find((b) => b.def.billType === 'PO_ORDER')!;
    const supplier = await historyOf(orders, o.orderId, k.cert.supplier1);
    expect(supplier.map((r) => r.action)).toEqual(['publish', 'refuse']);
    expect(supplier[1].comment).toBe('Price too low');
    expect(JSON.stringify(supplier)).not.toMatch(/internal|budget|approver/i);

    const buyer = await k.call(`${PO}/listHistory`, { orderId: o.orderId }, k.cert.buyer);
    expect(buyer.body.data.map((r: any) => r.action)).toEqual(
      expect.arrayContaining(['create', 'edit', 'submit', 'approve', 'publish', 'refuse']),
    );
    expect(JSON.stringify(buyer.body.data)).toContain('internal: budget ceiling 12.00');
  });

  it("shows an alteration's reason at once and its edits once published again, never its approval", async () => {
    const orders = boundTypes.find((b) => b.def.billType === 'PO_ORDER')!;
    let o: Order = (await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.cert.buyer)).body.data;
    o = await step(await step(o, 'doSubmit', k.cert.buyer), 'doApproval', k.cert.approver);
    o = await step(await step(o, 'publish', k.cert.buyer), 'confirm', k.cert.supplier1);
    o = await step(o, 'alter', k.cert.buyer, { comment: 'More plates' });
    const body = orderBody(k, { orderId: o.orderId, version: o.version, remark: 'internal: while changing' });
    body.lines = o.lines.map((l: Record<string, unknown>, i: number) => ({
      ...(orderBody(k).lines[i] as object),
      lineId: l.lineId,
      quantity: i === 0 ? '25' : l.quantity,
    })) as never;
    const edited = await k.call(`${PO}/saveOrUpdate`, body, k.cert.buyer);
    expect(edited.statusCode, edited.raw).toBe(200);
    const changing = await historyOf(orders, o.orderId, k.cert.supplier1);
    expect(changing.map((r) => r.action)).toEqual(['publish', 'confirm', 'alter']);
    expect(changing[2].comment).toBe('More plates');

    o = await step(edited.body.data, 'doSubmit', k.cert.buyer);
    o = await step(o, 'doApproval', k.cert.approver, { comment: 'internal: fine by me' });
    await step(o, 'publish', k.cert.buyer);
    const republished = await historyOf(orders, o.orderId, k.cert.supplier1);
    expect(republished.map((r) => r.action)).toEqual(['publish', 'confirm', 'alter', 'edit', 'publish']);
    expect(republished[3].changes.lines[0].fields[0]).toMatchObject({ field: 'quantity', after: '25.0000' });
    expect(JSON.stringify(republished)).not.toMatch(/fine by me|王审批/);
  });
});
