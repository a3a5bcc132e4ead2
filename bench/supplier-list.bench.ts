/**
 * ARCHITECTURE §9 for the supplier information list (issue 7, modules/supplier/info/list.ts): the internal
 * users' `supplierInfoRestful/listByPage` — a status and a name-fragment filter, paged 20, each row with its
 * primary (else first enabled) contact — over BENCH_SUPPLIERS suppliers, against a bare Fastify handler
 * replaying the very statements ours sent (lib/replayBench.ts). Target on PostgreSQL: ours ≥ 0.7× baseline;
 * on PGlite only reported.
 *
 * Every internal user sees every supplier (no data scope), so the gap is the session, the rule check,
 * validation, Drizzle building the two statements and the envelope.
 */
import { type Execute, type Query, runReplayBench } from './lib/replayBench.ts';
import { envNumber } from './lib/util.ts';

const SUPPLIERS = envNumber(process.env.BENCH_SUPPLIERS, 100_000);

/** The list's own work: the supplier page (with its contact subquery) and its capped count. */
const LIST_WORK = /srm_pos_supplier/;

/** Words of the suppliers' names: a city, a trade name, a trade, a company form (苏州精密机械有限公司). */
const CITIES = ['苏州', '深圳', '上海', '宁波', '东莞', '无锡', '青岛', '天津', '成都'];
/** The registration district of each city, for the credit code (GB/T 2260). */
const DISTRICTS = ['320500', '440300', '310115', '330200', '441900', '320200', '370200', '120116', '510100'];
const TRADE_NAMES = [
  ...['精密', '华信', '恒通', '宏达', '鑫源', '联创', '永盛', '金桥', '瑞丰'],
  ...['博远', '天成', '嘉利', '新锐', '中泰', '汇丰', '广益', '凯旋'],
];
const TRADES = ['机械', '电子', '五金', '包装', '化工', '物流', '塑胶', '模具', '电气', '材料', '贸易'];
const FORMS = ['有限公司', '股份有限公司', '科技有限公司'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛'];

const array = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** The `i`-th word of `values` (i an SQL integer expression ≥ 0). */
const pick = (values: string[], i: string) => `(${array(values)})[1 + (${i}) % ${values.length}]`;

/**
 * SUPPLIERS suppliers (numbers SB0000001…): half EFFECTIVE, the rest spread over every SLC_SUPPLIER_STATUS
 * value; a credit code each; two in three with a primary contact, one in five with a further contact (so
 * some have a contact but no primary one), one in seven of those disabled; three in four supply one or two
 * of the demo's purchase categories. Status (g % 2, then g / 2 % 7) and trade name (g % 17) are independent,
 * so the filter's matches are spread over the whole number range the page walks.
 */
async function seedSuppliers(execute: Execute, query: Query) {
  const statuses = (
    await query(
      `select lookup_code from base_lookup_values where lookup_type = 'SLC_SUPPLIER_STATUS' order by seq_num, id`,
      [],
    )
  ).rows.map((r) => r.lookup_code as string);
  if (statuses.length === 0) throw new Error('the demo seed has no SLC_SUPPLIER_STATUS values');
  const [{ id: createdBy }] = (await query(`select id from base_users where user_name = 'buyer'`, [])).rows;
  await execute(`insert into srm_pos_supplier_info
      (supplier_number, supplier_name, supplier_short_name, supplier_status, credit_code, legal_person,
       registered_capital, registered_currency, establish_date, phone, created_by, last_updated_by)
    select 'SB' || lpad(g::text, 7, '0'),
      ${pick(CITIES, 'g')} || ${pick(TRADE_NAMES, 'g')} || ${pick(TRADES, 'g')} || ${pick(FORMS, 'g')},
      ${pick(TRADE_NAMES, 'g')} || ${pick(TRADES, 'g')},
      case when g % 2 = 0 then 'EFFECTIVE' else ${pick(statuses, 'g / 2')} end,
      '91' || ${pick(DISTRICTS, 'g')} || lpad(g::text, 9, '0') || chr(65 + g % 26),
      ${pick(SURNAMES, 'g')} || ${pick(GIVEN_NAMES, 'g')},
      100 + (g % 50) * 100, 'CNY', date '2000-01-01' + (g % 9000), '0512-' || lpad((g % 10000000)::text, 8, '6'),
      ${createdBy}, ${createdBy}
    from generate_series(1, ${SUPPLIERS}) g`);
  const mine = `from srm_pos_supplier_info s where s.supplier_number like 'SB%'`;
  await execute(`insert into srm_pos_supplier_contact
      (supplier_id, contact_name, position, mobile, email, primary_flag, enabled_flag, created_by, last_updated_by)
    select s.id, ${pick(SURNAMES, 's.id + 3')} || ${pick(GIVEN_NAMES, 's.id')}, '销售经理',
      '138' || lpad((s.id % 100000000)::text, 8, '0'), 'sales' || s.id || '@example.com', 'Y', 'Y',
      ${createdBy}, ${createdBy}
    ${mine} and s.id % 3 <> 0`);
  await execute(`insert into srm_pos_supplier_contact
      (supplier_id, contact_name, position, mobile, primary_flag, enabled_flag, created_by, last_updated_by)
    select s.id, ${pick(SURNAMES, 's.id + 7')} || ${pick(GIVEN_NAMES, 's.id + 5')}, '客户经理',
      '139' || lpad((s.id % 100000000)::text, 8, '0'), 'N', case when s.id % 7 = 0 then 'N' else 'Y' end,
      ${createdBy}, ${createdBy}
    ${mine} and s.id % 5 = 0`);
  await execute(`insert into srm_pos_supplier_category (supplier_id, category_id, category_status, created_by)
    select s.id, c.id, case when s.id % 2 = 0 then 'EFFECTIVE' else 'QUALIFIED' end, ${createdBy}
    from srm_pos_supplier_info s
      join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from base_purchase_category) c
        on c.k in (s.id % c.n, (s.id + 3) % c.n)
    where s.supplier_number like 'SB%' and s.id % 4 <> 0`);
  for (const table of ['srm_pos_supplier_info', 'srm_pos_supplier_contact', 'srm_pos_supplier_category']) {
    await execute(`analyze ${table}`);
  }
  const [counts] = (
    await query(
      `select (select count(*)::int from srm_pos_supplier_info) as suppliers,
        (select count(*)::int from srm_pos_supplier_contact) as contacts,
        (select count(*)::int from srm_pos_supplier_category) as categories`,
      [],
    )
  ).rows;
  const n = (v: number) => v.toLocaleString('en-US');
  return {
    text: `${n(counts.suppliers)} suppliers, ${n(counts.contacts)} contacts, ${n(counts.categories)} categories supplied`,
    details: { suppliers: counts.suppliers, contacts: counts.contacts, categories: counts.categories },
  };
}

await runReplayBench({
  name: 'supplier-list',
  seed: seedSuppliers,
  path: '/api/srmServer/v1/supplierInfoRestful/listByPage',
  // What a buyer looking for an effective precision-parts supplier types into the screen's filters.
  body: { searchParams: { supplierStatus: 'EFFECTIVE', supplierName: '精密' }, pageIndex: 3, pageRows: 20 },
  listWork: LIST_WORK,
  pageStatement: /^select "id", "supplier_number"/,
  oursId: (row) => row.supplierId,
  noun: 'suppliers',
});
