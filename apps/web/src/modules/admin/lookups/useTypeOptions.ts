import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { LOOKUP_API, type LookupTypeRow, localName } from './api.ts';

/** The query key of the type options; the screen invalidates it after a type is saved or deleted. */
export const TYPE_OPTIONS_KEY = ['adminLookup', 'typeOptions'] as const;

/** Every lookup type (at most 500) as select options `CODE · name`, and the rows by id. */
export function useTypeOptions() {
  const lang = useLang();
  const query = useQuery({
    queryKey: TYPE_OPTIONS_KEY,
    queryFn: () => post<LookupTypeRow[]>(LOOKUP_API.listTypes, { pageIndex: 1, pageRows: 500 }),
    staleTime: 60_000,
  });
  return useMemo(() => {
    const rows = query.data ?? [];
    return {
      isLoading: query.isLoading,
      byId: new Map(rows.map((row) => [row.lookupTypeId, row])),
      options: rows.map((row) => ({
        value: row.lookupTypeId,
        label: `${row.lookupType} · ${localName(lang, row.meaning, row.meaningEn)}`,
      })),
    };
  }, [query.data, query.isLoading, lang]);
}
