import { restPath } from '@srm/core/api';

/**
 * Named list apis (spec §5, §7 "Table data, named api"): a DataTable or a SelectDialog names the
 * list it pages through (`api="baseGallery"`, `findApi="supplierInfo"`) instead of holding a path,
 * so a screen reads like its configuration and a path changes in one place. Every registered call
 * takes `{searchParams, pageIndex, pageRows}` and answers `data` plus `page` (spec §3).
 *
 * A domain registers its lists when its screens' module loads (`registerListApi('srmPoHeader',
 * restPath('srmServer', 'srmPoHeader', 'listByPage'))`); the platform's own lists are registered here.
 */
const registry = new Map<string, string>();

/** Raised when a name was never registered; a select dialog's unknown findApi throws it (spec §8). */
export class UnknownListApiError extends Error {
  readonly apiName: string;

  constructor(apiName: string) {
    super(`List api "${apiName}" is not registered (registerListApi in app/api/named.ts)`);
    this.name = 'UnknownListApiError';
    this.apiName = apiName;
  }
}

/** Registers (or replaces) the path of a named list call. */
export function registerListApi(name: string, path: string): void {
  if (!name.trim()) throw new Error('registerListApi: the name is empty');
  if (!path.startsWith('/')) throw new Error(`registerListApi: the path of "${name}" must start with "/"`);
  registry.set(name, path);
}

/** Whether `name` is a registered list api. */
export function hasListApi(name: string): boolean {
  return registry.has(name);
}

/**
 * The path of a list api: a registered name, or a path (starting with "/") used as it is.
 * Throws UnknownListApiError for a name that was never registered.
 */
export function listApi(nameOrPath: string): string {
  if (nameOrPath.startsWith('/')) return nameOrPath;
  const path = registry.get(nameOrPath);
  if (path === undefined) throw new UnknownListApiError(nameOrPath);
  return path;
}

/** The registered names, for diagnostics and the component gallery. */
export function listApiNames(): string[] {
  return [...registry.keys()].sort();
}

registerListApi('baseLookupValues', restPath('baseServer', 'baseLookupValues', 'listByPage'));
registerListApi('baseGallery', restPath('baseServer', 'baseGallery', 'listByPage'));
