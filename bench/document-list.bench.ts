/**
 * ARCHITECTURE §9 for documents: the purchase-requisition list (the document engine's generic listByPage:
 * the caller's data scope, a status filter, paged 20, names of organisations, departments and requesters,
 * `_actions` per row) over BENCH_DOCS requisitions of which the buyer may see about half, against a bare
 * Fastify handler replaying the very statements ours sent (captured, see lib/sqlCapture.ts) and answering
 * the page's rows. Target on PostgreSQL: ours ≥ 0.7× baseline; on PGlite only reported.
 *
 * The baseline does no session lookup, no rule check, no validation and no mapping: the gap is what the
 * engine costs above its SQL.
 */
import { type Execute, type Query, runReplayBench } from './lib/replayBench.ts';
import { envNumber } from './lib/util.ts';

const DOCS = envNumber(process.env.BENCH_DOCS, 100_000);

/**
 * The statements that are the list's own work: the requisition page, its count and the names it shows.
 * The session, responsibility and permission lookups are the platform's price, which the baseline skips
 * (PLATFORM_WORK in lib/replayBench.ts).
 */
const LIST_WORK = /srm_pur_requisition|base_organization|base_department|base_person|base_lookup/;

/**
 * DOCS requisition headers with two lines each, alternating between the buyer's organisation and one it
 * is not permitted (so the scope condition has work to do), in five states.
 */
async function seedRequisitions(execute: Execute, query: Query) {
  const [sample] = (
    await query(
      `select org_id, department_id, requester_id, created_by from srm_pur_requisition_header order by id limit 1`,
      [],
    )
  ).rows;
  const [other] = (await query(`select id from base_organization where id <> $1 order by id limit 1`, [sample.org_id]))
    .rows;
  const [line] = (await query(`select category_id, unit_code from srm_pur_requisition_line limit 1`, [])).rows;
  await execute(`insert into srm_pur_requisition_header
      (requisition_number, status, org_id, department_id, requester_id, purpose, currency_code, need_by_date,
       total_amount, created_by, last_updated_by)
    select 'BENCH' || lpad(g::text, 9, '0'),
      (array['DRAFT','APPROVING','APPROVED','REJECTED','CLOSED'])[1 + g % 5],
      case when g % 2 = 0 then ${sample.org_id} else ${other.id} end,
      ${sample.department_id}, ${sample.requester_id}, '基准申请 ' || g, 'CNY',
      date '2026-01-01' + (g % 365), (g % 1000) * 10, ${sample.created_by}, ${sample.created_by}
    from generate_series(1, ${DOCS}) g`);
  await execute(`insert into srm_pur_requisition_line
      (requisition_id, line_number, item_description, category_id, quantity, unit_code, estimated_price, amount,
       need_by_date, created_by, last_updated_by)
    select h.id, n, 'Bench line ' || n, ${line.category_id}, 10, '${line.unit_code}', 5, 50, h.need_by_date,
      h.created_by, h.created_by
    from srm_pur_requisition_header h cross join generate_series(1, 2) n
    where h.requisition_number like 'BENCH%'`);
  // Written without the engine: the headers' copy of their lines' categories too (store.ts visibleWhere).
  await execute(`update srm_pur_requisition_header set line_category_ids = array[${line.category_id}]
    where requisition_number like 'BENCH%'`);
  await execute('analyze srm_pur_requisition_header');
  await execute('analyze srm_pur_requisition_line');
  const [{ n: total }] = (await query('select count(*)::int as n from srm_pur_requisition_header', [])).rows;
  return { text: `${total.toLocaleString('en-US')} requisitions, two lines each`, details: { documents: total } };
}

await runReplayBench({
  name: 'document-list',
  seed: seedRequisitions,
  path: '/api/srmServer/v1/srmPurRequisitionRestful/listByPage',
  body: { searchParams: { status: 'APPROVED' }, pageIndex: 3, pageRows: 20 },
  listWork: LIST_WORK,
  pageStatement: /^select "id", "requisition_number"/,
  oursId: (row) => row.requisitionId,
  noun: 'requisitions',
});
