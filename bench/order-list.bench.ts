/**
 * ARCHITECTURE §9 for purchase orders (issue 8): the buyer's order list (the document engine's generic
 * listByPage with the caller's data scope on organisation, purchasing group and the lines' categories, a
 * status filter, paged 20, the names of organisations, suppliers and buyers, `_actions` per row) over
 * BENCH_ORDER_LINES order lines (1 000 000 by default: BENCH_ORDERS headers of ten lines), against a bare
 * Fastify handler replaying the very statements ours sent and answering the page's rows. Target on
 * PostgreSQL: ours ≥ 0.7× baseline; on PGlite only reported (run it there with smaller figures).
 *
 * The list never joins the lines: their categories are judged through the header's copy
 * (line_category_ids), so a million lines cost the list nothing but their share of the table's size.
 */
import { type Execute, type Query, runReplayBench } from './lib/replayBench.ts';
import { envNumber } from './lib/util.ts';

const LINES = envNumber(process.env.BENCH_ORDER_LINES, 1_000_000);
const LINES_PER_ORDER = 10;
const ORDERS = Math.ceil(LINES / LINES_PER_ORDER);

/** The list's own statements: the order page, its count and the names it shows. */
const LIST_WORK =
  /srm_po_header|srm_po_line|base_organization|srm_pos_supplier_info|base_users|base_person|base_lookup/;

/**
 * ORDERS headers alternating between the buyer's organisation and one it is not permitted, in six states,
 * for the demo suppliers, each with ten lines of the demo category.
 */
async function seedOrders(execute: Execute, query: Query) {
  // The demo order's organisation, purchasing group and category: the buyer is permitted all three.
  const [requisition] = (
    await query('select org_id, purchasing_group_id, created_by from srm_po_header order by id limit 1', [])
  ).rows;
  const [other] = (
    await query('select id from base_organization where id <> $1 order by id limit 1', [requisition.org_id])
  ).rows;
  const [line] = (await query('select category_id, unit_code from srm_po_line order by id limit 1', [])).rows;
  const suppliers = (await query('select id from srm_pos_supplier_info order by id limit 2', [])).rows.map((r) => r.id);
  await execute(`insert into srm_po_header
      (order_number, status, org_id, purchasing_group_id, supplier_id, currency_code, order_date, total_amount, total_tax, total_with_tax,
       publish_date, line_category_ids, created_by, last_updated_by)
    select 'BENCH' || lpad(g::text, 9, '0'),
      (array['DRAFT','APPROVED','NO_CONFIRMED','CONFIRMED','CLOSED','REJECTED'])[1 + g % 6],
      case when (g / 6) % 2 = 0 then ${requisition.org_id} else ${other.id} end, ${requisition.purchasing_group_id ?? 'null'},
      (array[${suppliers.join(',')}])[1 + g % ${suppliers.length}], 'CNY', date '2026-01-01' + (g % 365),
      500, 65, 565, case when g % 6 >= 2 then now() end, array[${line.category_id}],
      ${requisition.created_by}, ${requisition.created_by}
    from generate_series(1, ${ORDERS}) g`);
  await execute(`insert into srm_po_line
      (order_id, line_number, item_description, category_id, quantity, unit_code, price, tax_rate, amount, tax_amount,
       need_by_date, created_by, last_updated_by)
    select h.id, n, 'Bench line ' || n, ${line.category_id}, 10, '${line.unit_code}', 5, 13, 50, 6.5,
      h.order_date + 30, h.created_by, h.created_by
    from srm_po_header h cross join generate_series(1, ${LINES_PER_ORDER}) n
    where h.order_number like 'BENCH%'`);
  await execute('analyze srm_po_header');
  await execute('analyze srm_po_line');
  const [{ h, l }] = (
    await query(
      'select (select count(*) from srm_po_header)::int as h, (select count(*) from srm_po_line)::int as l',
      [],
    )
  ).rows;
  return {
    text: `${h.toLocaleString('en-US')} orders with ${l.toLocaleString('en-US')} lines`,
    details: { orders: h, lines: l },
  };
}

await runReplayBench({
  name: 'order-list',
  seed: seedOrders,
  path: '/api/srmServer/v1/srmPoHeaderRestful/listByPage',
  body: { searchParams: { status: 'CONFIRMED' }, pageIndex: 3, pageRows: 20 },
  listWork: LIST_WORK,
  pageStatement: /^select "id", "order_number"/,
  oursId: (row) => row.orderId,
  noun: 'orders',
});
