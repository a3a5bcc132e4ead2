/**
 * The API conventions of ARCHITECTURE §3 shared by server and web: the response envelope,
 * the request headers and how a restful path is built.
 */
export type Envelope<T = unknown> = {
  status: 'S' | 'E';
  msg: string;
  data: T;
  page?: PageInfo;
};

/** Paged response of spec §3: count of all rows, current page index (1-based), number of pages. */
export type PageInfo = {
  count: number;
  curIndex: number;
  pagesCount: number;
  /** The count is not exact: more rows match than were counted (server platform/db/paging.ts). */
  countCapped?: boolean;
  /** With countCapped: `count` is the planner's estimate of the rows matching ("about 120 000"), not a floor. */
  countEstimated?: boolean;
  /** A list that walks by key (server platform/db/walk.ts): its last row's order values, sent back as `walkAfter` for the next page. */
  walkAfter?: (string | number)[];
};

export type PagedRequest<S = Record<string, unknown>> = { searchParams?: S; pageIndex?: number; pageRows?: number };

export const HEADERS = {
  certificate: 'certificate',
  authorizationCode: 'AuthorizationCode',
  language: 'SAAF-Language',
  gatewayTag: 'Gateway-Tag',
  timestamp: 'timestamp',
  idempotencyKey: 'Idempotency-Key',
} as const;

export const GATEWAY_TAG = 'SRM';

export const SERVERS = [
  'baseServer',
  'srmServer',
  'fileServer',
  'bpmServer',
  'messageServer',
  'exportServer',
  'schedule',
] as const;
export type ServerName = (typeof SERVERS)[number];

/** `/api/{server}/v1/{entity}Restful/{action}` */
export function restPath(server: ServerName, entity: string, action: string, version: 'v1' | 'v2' = 'v1'): string {
  return `/api/${server}/${version}/${entity}Restful/${action}`;
}

/** Page sizes of spec §9. */
export const PAGE_SIZES = [20, 50, 100, 200, 500] as const;
export const DEFAULT_PAGE_ROWS = 20;
export const MAX_PAGE_ROWS = 500_000;
