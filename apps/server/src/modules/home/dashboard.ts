import { isSupplierUserType } from '@srm/core';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { accessFor } from '../../platform/access/snapshot.ts';
import { defineAction, noBody } from '../../platform/http/action.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { contractDueFigures } from '../contract/index.ts';
import { deliveryAccuracy, deliveryFigures, orderFigures, receiptsValue } from '../purchase/index.ts';

/*
 * The home dashboard (issue 15): figures computed from the documents, for the home that fits the caller's
 * current responsibility. Which parts a home gets is decided here, once, from the menus the responsibility
 * holds — the work it does — so a new responsibility gets a fitting home without code:
 * - approvals (holds "My approvals"): the caller's open approval tasks;
 * - orders (holds the buyer's or the supplier's order page): awaiting confirmation, the caller's open
 *   orders (buyers), overdue and due-soon lines, the delivery accuracy;
 * - deliveries (holds a delivery-note page): in transit, refused at receipt;
 * - receipts (holds the invoice page, finance): what was received in the last 30 days — only when
 *   something was received; there is no invoice document yet, so nothing is said about invoicing;
 * - contracts (holds the buyer's or the supplier's contract page, issue 19): signed contracts ending within
 *   30/60/90 days and payment stages due within 30 days (contract/contractDue.ts);
 * - sendsSupplierTodos: the home offers "send a supplier to-do" only to responsibilities that buy (hold the
 *   order page's Add button; an approver reads orders on the same page without it).
 * The figures see what the caller's lists see (purchase/homeFigures.ts), so a supplier its own only.
 */

const MENUS = {
  approvals: ['BPM_MY_APPROVAL'],
  orders: ['PUR_ORDER', 'SUP_ORDER'],
  deliveries: ['PUR_DELIVERY', 'SUP_DELIVERY'],
  receipts: ['SET_INVOICE'],
  contracts: ['CCT_CONTRACT', 'SUP_CONTRACT'],
} as const;

const dashboard = defineAction({
  server: 'srmServer',
  entity: 'srmBaseHome',
  action: 'dashboard',
  summary:
    "The home dashboard of the caller's responsibility: approvals, orders, deliveries, delivery accuracy, receipts, contracts due — each part only for the menus held, figures within the caller's data scope",
  auth: LOGGED_IN,
  body: noBody,
  handler: async ({ deps, user, req }) => {
    const me = user!;
    const db = deps.db;
    const supplier = isSupplierUserType(me.userType) || me.supplierId != null;
    const codes = Object.values(MENUS).flat();
    const access = await accessFor(db, me, req, codes);
    const held = access.menus;
    const holds = (part: keyof typeof MENUS) => MENUS[part].some((code) => held.has(code));
    const scope = await scopeFor(db, me, req);
    const approvals =
      !supplier && holds('approvals')
        ? Number(
            (
              await db
                .select({ n: count() })
                .from(interiorPendings)
                .where(
                  and(
                    eq(interiorPendings.receiverUserId, me.userId),
                    isNotNull(interiorPendings.taskId),
                    eq(interiorPendings.handleFlag, 'N'),
                    eq(interiorPendings.cancelFlag, 'N'),
                  ),
                )
            )[0].n,
          )
        : null;
    // Buying is writing orders, not reading them: an approver opens the order page to approve, without Add.
    const buys = !supplier && (access.buttons.get('PUR_ORDER')?.has('btnAdd') ?? false);
    const ordersPart = supplier ? held.has('SUP_ORDER') : buys;
    const orders = ordersPart ? await orderFigures(db, scope, supplier ? null : me.userId) : null;
    const accuracy = ordersPart ? await deliveryAccuracy(db, scope) : null;
    const deliveries = holds('deliveries') ? await deliveryFigures(db, scope) : null;
    const receipts = !supplier && holds('receipts') ? await receiptsValue(db, scope) : null;
    const contracts = holds('contracts') ? await contractDueFigures(db, scope) : null;
    return {
      data: {
        approvals,
        orders,
        deliveries,
        accuracy,
        receipts,
        contracts,
        sendsSupplierTodos: buys,
      },
    };
  },
});

export const dashboardActions = [dashboard];
