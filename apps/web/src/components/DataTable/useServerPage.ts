import type { PageInfo } from '@srm/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../app/api/client.ts';

/**
 * One page of a server list (spec §7 "Table data, named api"): POST `{searchParams, pageIndex,
 * pageRows}` and read `data` plus `page.count`. Through React Query so that going back to a page
 * already seen is instant and two tables on one list share it; the previous page stays on screen
 * while the next one loads, so the pager does not jump.
 */
export type ServerPage<R> = {
  rows: R[];
  /** Rows matching the search (capped by the server past 10 000: see `capped`). */
  total: number;
  /** The server stopped counting: the pager shows "10,000+" (ARCHITECTURE §9). */
  capped: boolean;
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

/** The body of a list call. */
export function pageBody(searchParams: Record<string, unknown>, pageIndex: number, pageRows: number) {
  return { searchParams, pageIndex, pageRows };
}

/** Fetches one page; also used by the select dialog's select-all. */
export async function fetchPage<R>(
  path: string,
  searchParams: Record<string, unknown>,
  pageIndex: number,
  pageRows: number,
  signal?: AbortSignal,
): Promise<{ rows: R[]; page: PageInfo | undefined }> {
  const envelope = await request<R[]>(path, pageBody(searchParams, pageIndex, pageRows), { signal });
  return { rows: Array.isArray(envelope.data) ? envelope.data : [], page: envelope.page };
}

/** One empty list for every table without rows, so effects that depend on rows do not loop. */
const NO_ROWS: never[] = [];

export function useServerPage<R>({ path, searchParams, pageIndex, pageRows }: ServerPageRequest): ServerPage<R> {
  const query = useQuery({
    queryKey: ['listPage', path, searchParams, pageIndex, pageRows],
    queryFn: ({ signal }) => fetchPage<R>(path as string, searchParams, pageIndex, pageRows, signal),
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
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
