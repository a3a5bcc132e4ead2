/**
 * Records the statements one request of ours sends to the database, so a baseline can replay exactly
 * that SQL. Hand-copying the SQL of a document list (scope conditions, filters, the names the list shows)
 * would drift from the code; replaying what was sent cannot.
 *
 * Works on the `$client` under Drizzle: a pg Pool (`query(config)` / `query(text, values)`) or a PGlite
 * instance (`query(text, params, options)`). Statements that overlapped in time ran side by side
 * (Promise.all in ours) and are grouped into one batch, which the replay runs side by side too.
 */

type QueryFn = (...args: any[]) => Promise<any>;
export type Statement = { args: unknown[]; text: string };
/** Statements in the order ours started them; each batch's statements overlapped and run together. */
export type Batches = Statement[][];

const textOf = (args: unknown[]) =>
  typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');

/** Runs `during()` with the client's query() recording; returns the batches it sent. */
export async function captureStatements(client: { query: QueryFn }, during: () => Promise<unknown>): Promise<Batches> {
  const original = client.query;
  const batches: Batches = [];
  let running = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    // A statement that starts while another is still running joins that one's batch.
    if (running === 0 || batches.length === 0) batches.push([]);
    batches[batches.length - 1].push({ args, text: textOf(args) });
    running++;
    return original.apply(this, args).finally(() => {
      running--;
    });
  } as QueryFn;
  try {
    await during();
  } finally {
    client.query = original;
  }
  return batches;
}

/** Keeps the statements `keep` accepts (e.g. drops the session lookup the baseline has no part in). */
export function filterBatches(batches: Batches, keep: (text: string) => boolean): Batches {
  return batches.map((b) => b.filter((s) => keep(s.text))).filter((b) => b.length > 0);
}

/** Replays the batches in order, each batch's statements side by side; answers each statement's rows. */
export async function replay(client: { query: QueryFn }, batches: Batches): Promise<unknown[][]> {
  const results: unknown[][] = [];
  for (const batch of batches) {
    const answers = await Promise.all(batch.map((s) => client.query(...s.args)));
    for (const a of answers) results.push(a.rows);
  }
  return results;
}

/** One line per statement, for the printout: what the baseline replays. */
export function describeBatches(batches: Batches): string {
  return batches
    .map((b, i) =>
      b.map((s) => `    ${String(i + 1).padStart(2)}. ${s.text.replace(/\s+/g, ' ').slice(0, 150)}`).join('\n'),
    )
    .join('\n');
}
