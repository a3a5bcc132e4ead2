import { useCascaderAreaData } from '@vant/area-data';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access/rules.ts';
import { defineAction } from '../../platform/http/action.ts';

/*
 * Districts (行政区划): China's provinces, cities and counties from the maintained npm package
 * @vant/area-data (GB/T 2260 codes, six digits), not a table: the data changes with the package
 * version, never by hand. Built once in memory; the tree is public because the registration page
 * (no login) picks an address with it. It holds names and codes only — nothing private.
 */

export type DistrictNode = { value: string; label: string; children?: DistrictNode[] };

let cache: { tree: DistrictNode[]; fullNames: Map<string, string> } | null = null;

function load() {
  if (cache) return cache;
  const fullNames = new Map<string, string>();
  type Source = { text: string; value: string; children?: Source[] };
  const convert = (nodes: Source[], prefix: string): DistrictNode[] =>
    nodes.map((n) => {
      // Beijing's only "city" is Beijing again: the full name says it once.
      const fullName = prefix === n.text ? prefix : prefix ? `${prefix}/${n.text}` : n.text;
      fullNames.set(n.value, fullName);
      return n.children?.length
        ? { value: n.value, label: n.text, children: convert(n.children, fullName) }
        : { value: n.value, label: n.text };
    });
  cache = { tree: convert(useCascaderAreaData() as Source[], ''), fullNames };
  return cache;
}

/** The whole tree, provinces → cities → counties. */
export const districtTree = (): DistrictNode[] => load().tree;

/** "广东省/深圳市/南山区" for a district code, or null for an unknown code. */
export const districtFullName = (code: string | null | undefined): string | null =>
  code ? (load().fullNames.get(code) ?? null) : null;

export const isDistrict = (code: string) => load().fullNames.has(code);

const listTree = defineAction({
  server: 'baseServer',
  entity: 'baseDistrict',
  action: 'listTree',
  summary:
    'Public, no login: China’s provinces, cities and counties as a cascader tree {value: code, label, children} (read-only; names and codes only)',
  auth: PUBLIC,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ reply }) => {
    // The same for everyone and changes only with a new release: let browsers keep it for an hour.
    reply.header('cache-control', 'public, max-age=3600');
    return { data: districtTree() };
  },
});

export const districtActions = [listTree];
