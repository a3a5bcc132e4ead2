import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { post } from '../../app/api/client.ts';
import { baseApi, ENTITY } from './api.ts';

export type DistrictNode = { value: string; label: string; children?: DistrictNode[] };

/**
 * The district tree (public, no login: the registration page uses it too), fetched once per session:
 * it changes only with a new release of the data package.
 */
export function useDistricts() {
  const query = useQuery({
    queryKey: ['baseData.districts'],
    queryFn: () => post<DistrictNode[]>(baseApi(ENTITY.district, 'listTree')),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  /** Each code's path of codes and full name ("广东省/深圳市/南山区"). */
  const index = useMemo(() => {
    const byCode = new Map<string, { path: string[]; fullName: string }>();
    const walk = (nodes: DistrictNode[], path: string[], names: string[]) => {
      for (const n of nodes) {
        // Beijing's only "city" is Beijing again: say it once.
        const fullNames = names[names.length - 1] === n.label ? names : [...names, n.label];
        byCode.set(n.value, { path: [...path, n.value], fullName: fullNames.join('/') });
        if (n.children) walk(n.children, [...path, n.value], fullNames);
      }
    };
    walk(query.data ?? [], [], []);
    return byCode;
  }, [query.data]);
  return { ...query, tree: query.data ?? [], index };
}

/**
 * Picks a district of China (province → city → county) for forms (registration, addresses); the value
 * is the district code of the last level chosen, the field shows the full name.
 */
export function DistrictCascader({
  value,
  onChange,
  placeholder,
  disabled,
  changeOnSelect = false,
  'data-testid': testId,
  style,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Allows a province or city as the value (default: a county is required). */
  changeOnSelect?: boolean;
  'data-testid'?: string;
  style?: React.CSSProperties;
}) {
  const { tree, index, isLoading } = useDistricts();
  const path = value ? (index.get(value)?.path ?? []) : [];
  return (
    <Cascader
      options={tree}
      value={path}
      onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : null)}
      displayRender={(labels) => (value ? (index.get(value)?.fullName ?? labels.join('/')) : labels.join('/'))}
      showSearch={{
        filter: (input, nodes) =>
          nodes.some((n) => String(n.label).includes(input) || String(n.value).startsWith(input)),
      }}
      changeOnSelect={changeOnSelect}
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      data-testid={testId}
      style={{ width: '100%', ...style }}
    />
  );
}
