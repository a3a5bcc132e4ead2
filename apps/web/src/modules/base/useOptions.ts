import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';

/** Options of a select read from a paged list (the first 200 rows; pickers of short master lists). */
export function useOptions<R>(path: string, toOption: (row: R) => { value: number; label: string }, enabled = true) {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['baseData.options', path, lang],
    queryFn: () => post<R[]>(path, { pageIndex: 1, pageRows: 200 }),
    enabled,
    staleTime: 60_000,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: toOption is a mapping the caller writes inline
  const options = useMemo(() => (query.data ?? []).map(toOption), [query.data]);
  return { options, isLoading: query.isLoading };
}

export const ORG_OPTIONS_API = '/api/baseServer/v1/baseOrganizationRestful/listForSelect';
export const USER_OPTIONS_API = '/api/baseServer/v1/baseUsersRestful/listForSelect';
export type OrgOption = { orgId: number; orgCode: string; title: string };
export const orgOption = (o: OrgOption) => ({ value: o.orgId, label: `${o.orgCode} ${o.title}` });
