import type { Lang } from '@srm/core';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { parseDeployed } from './bpmn/parse.ts';
import { processInstances, processModels } from './schema.ts';

/*
 * A node's name as its reader's language has it. Tasks and the trail store the node's `name` (Chinese)
 * when they happen; a model that gives a node an English name (srm:nameEn) has it shown instead to users
 * working in English — read from the version the instance runs, so a renamed node in a later version
 * does not rewrite an old trail. One place for every list that names nodes.
 */

type Named = { nodeId: string | null; nodeName: string | null };

/** The English names of a version's nodes (node id → name), from its XML (parsed once per text). */
export async function englishNodeNames(bpmnXml: string): Promise<Map<string, string>> {
  const graph = await parseDeployed(bpmnXml);
  const names = new Map<string, string>();
  for (const node of graph.nodes.values()) if (node.nameEn) names.set(node.id, node.nameEn);
  return names;
}

/** `rows` with each node named in `lang`, for rows that come from one known version's XML. */
export async function nodeNamesIn<R extends Named>(bpmnXml: string, rows: R[], lang: Lang): Promise<R[]> {
  if (lang !== 'EN' || rows.length === 0) return rows;
  const names = await englishNodeNames(bpmnXml);
  return rows.map((r) => (r.nodeId && names.has(r.nodeId) ? { ...r, nodeName: names.get(r.nodeId)! } : r));
}

/** `rows` (of any instances) with each node named in `lang`: the versions they run are read in one query. */
export async function localizeNodeNames<R extends Named & { instanceId: number }>(
  db: DbOrTx,
  rows: R[],
  lang: Lang,
): Promise<R[]> {
  if (lang !== 'EN' || rows.length === 0) return rows;
  const versions = await db
    .select({ instanceId: processInstances.id, bpmnXml: processModels.bpmnXml })
    .from(processInstances)
    .innerJoin(processModels, eq(processModels.id, processInstances.modelId))
    .where(inArray(processInstances.id, [...new Set(rows.map((r) => r.instanceId))]));
  const byInstance = new Map<number, Map<string, string>>();
  for (const v of versions) byInstance.set(v.instanceId, await englishNodeNames(v.bpmnXml));
  return rows.map((r) => {
    const name = r.nodeId ? byInstance.get(r.instanceId)?.get(r.nodeId) : undefined;
    return name ? { ...r, nodeName: name } : r;
  });
}
