import type { Batches } from './sqlCapture.ts';

type QueryFn = (...args: any[]) => Promise<any>;

/**
 * BENCH_EXPLAIN: what each statement one request sent costs inside PostgreSQL, to find which of a list's
 * statements makes its database CPU per request (a figure of the whole request). Each statement is run
 * `times` times under EXPLAIN (ANALYZE, BUFFERS) with its own parameters; the median planning and execution
 * times and the buffers of the last run are printed. A prepared statement's planning is paid once per
 * connection in ours (after five runs, a generic plan), so its "plan" column is an upper bound for it.
 */
export async function explainStatements(client: { query: QueryFn }, batches: Batches, times = 5): Promise<string> {
  const lines: string[] = [];
  let totalPlan = 0;
  let totalExec = 0;
  for (const statement of batches.flat()) {
    const [first, values] = statement.args as [unknown, unknown[] | undefined];
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
    // drizzle passes (config, params); a plain call (text, params) or a config holding its values also occur.
    const params = values ?? (first as { values?: unknown[] }).values ?? [];
    if (!/^\s*(select|with)\b/i.test(text)) {
      lines.push(`    (not a select) ${oneLine(text)}`);
      continue;
    }
    const plans: number[] = [];
    const execs: number[] = [];
    let buffers = '';
    let shape = '';
    for (let i = 0; i < times; i++) {
      const result = await client
        .query(`explain (analyze, buffers, format json) ${text}`, params)
        .catch((error: Error) => ({ error }));
      if ('error' in result) {
        lines.push(`    (EXPLAIN failed: ${result.error.message}) ${oneLine(text)}`);
        break;
      }
      const [explained] = result.rows[0]['QUERY PLAN'];
      plans.push(explained['Planning Time']);
      execs.push(explained['Execution Time']);
      const top = explained.Plan;
      buffers = `hit ${top['Shared Hit Blocks'] ?? 0} read ${top['Shared Read Blocks'] ?? 0}`;
      shape = planShape(top);
    }
    if (plans.length === 0) continue;
    const plan = median(plans);
    const exec = median(execs);
    totalPlan += plan;
    totalExec += exec;
    lines.push(`    plan ${plan.toFixed(3)} ms  exec ${exec.toFixed(3)} ms  ${buffers.padEnd(18)} ${oneLine(text)}`);
    lines.push(`      ${shape}`);
  }
  lines.push(`    total: plan ${totalPlan.toFixed(3)} ms, exec ${totalExec.toFixed(3)} ms`);
  return lines.join('\n');
}

/** The plan's nodes, outermost first: `Limit > Index Scan (base_menu_list_ix) rows 20/20 …`. */
function planShape(node: any): string {
  const own = `${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''} rows ${node['Actual Rows']}${
    node['Rows Removed by Filter'] ? `, ${node['Rows Removed by Filter']} filtered out` : ''
  }`;
  const children: any[] = node.Plans ?? [];
  return children.length ? `${own} > ${children.map(planShape).join(' | ')}` : own;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 140);
