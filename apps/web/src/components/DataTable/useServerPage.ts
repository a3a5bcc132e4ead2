import type { PageInfo } from '@srm/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { request } from '../../app/api/client.ts';

/**
 * One page of a server list (spec §7 "Table data, named api"): POST `{searchParams, pageIndex,
 * pageRows}` and read `data` plus `page.count`. Through React Query so that going back to a page
 * already seen is instant and two tables on one list share it; the previous page stays on screen
 * while the next one loads, so the pager does not jump.
 */
export type ServerPage<R> = {
  rows: R[];
  /** Rows matching the search (past the server's exact count, its estimate: see `capped`, `estimated`). */
  total: number;
  /** The server stopped counting: the pager shows "1,000+" (ARCHITECTURE §9). */
  capped: boolean;
  /** `total` is the server's estimate: the pager shows "about 120,000" and pages through it. */
  estimated: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
};

export type ServerPageRequest = {
  /** The list's path (already resolved from its name); null = nothing to fetch. */
  path: string | null;
  searchParams: Record<string, unknown>;
  pageIndex: number;
  pageRows: number;
};

/** The count the server answered for a search, sent back when only the page changes (see useServerPage). */
export type KnownCount = { count: number; countCapped?: boolean; countEstimated?: boolean };

/** The body of a list call. */
export function pageBody(
  searchParams: Record<string, unknown>,
  pageIndex: number,
  pageRows: number,
  knownCount?: KnownCount,
) {
  return knownCount ? { searchParams, pageIndex, pageRows, knownCount } : { searchParams, pageIndex, pageRows };
}

/** Fetches one page; also used by the select dialog's select-all. */
export async function fetchPage<R>(
  path: string,
  searchParams: Record<string, unknown>,
  pageIndex: number,
  pageRows: number,
  signal?: AbortSignal,
  knownCount?: KnownCount,
  walkAfter?: PageInfo['walkAfter'],
): Promise<{ rows: R[]; page: PageInfo | undefined }> {
  const body = { ...pageBody(searchParams, pageIndex, pageRows, knownCount), ...(walkAfter ? { walkAfter } : {}) };
  const envelope = await request<R[]>(path, body, { signal });
  return { rows: Array.isArray(envelope.data) ? envelope.data : [], page: envelope.page };
}

/** The last count a table was told, and for which list, search and page. */
type Counted = { path: string; search: string; pageIndex: number; page: PageInfo };

/** One empty list for every table without rows, so effects that depend on rows do not loop. */
const NO_ROWS: never[] = [];

export function useServerPage<R>({ path, searchParams, pageIndex, pageRows }: ServerPageRequest): ServerPage<R> {
  // Moving to another page of the same search sends the count back instead of having it counted again
  // (issue 16 item 2: page 500 costs what page 1 does). A new search, or the same page fetched again
  // after a save or a refresh, is counted afresh, so a count never outlives what changed it.
  const counted = useRef<Counted | null>(null);
  const query = useQuery({
    queryKey: ['listPage', path, searchParams, pageIndex, pageRows],
    queryFn: async ({ signal }) => {
      const search = JSON.stringify(searchParams);
      const last = counted.current;
      const known =
        last && last.path === path && last.search === search && last.pageIndex !== pageIndex
          ? {
              count: last.page.count,
              ...(last.page.countCapped ? { countCapped: true } : {}),
              ...(last.page.countEstimated ? { countEstimated: true } : {}),
            }
          : undefined;
      const result = await fetchPage<R>(path as string, searchParams, pageIndex, pageRows, signal, known);
      if (result.page) counted.current = { path: path as string, search, pageIndex, page: result.page };
      return result;
    },
    enabled: path !== null,
    placeholderData: keepPreviousData,
    // A list is live data: refetch when the table mounts again, but not on every focus.
    staleTime: 0,
  });
  const page = query.data?.page;
  const rows = query.data?.rows ?? (NO_ROWS as R[]);
  return {
    rows,
    total: page?.count ?? rows.length,
    capped: page?.countCapped === true,
    estimated: page?.countEstimated === true,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
