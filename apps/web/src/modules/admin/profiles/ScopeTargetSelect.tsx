import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { PROFILE_API, type ScopeTarget } from './api.ts';

/**
 * `name (code)` of an organisation (its name in the interface language) or of a user (the full
 * name, which has no translation, and the user name).
 */
export function targetLabel(
  lang: string,
  scopeType: 'ORG' | 'USER',
  target: Pick<ScopeTarget, 'scopeCode' | 'scopeName' | 'scopeNameEn'>,
) {
  const name = (scopeType === 'ORG' && lang === 'EN' ? target.scopeNameEn || target.scopeName : target.scopeName) ?? '';
  return target.scopeCode && target.scopeCode !== name ? `${name} (${target.scopeCode})` : name;
}

/**
 * Picks one enabled organisation or user, searched on the server by code or name as the user types
 * (baseProfileRestful/listScopeTargets, first 50 matches).
 */
export function ScopeTargetSelect({
  scopeType,
  value,
  onChange,
  current,
  disabled,
}: {
  scopeType: 'ORG' | 'USER';
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The option of the value being edited, shown even when it is not among the matches. */
  current?: { value: number; label: string };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    queryKey: ['adminProfile', 'scopeTargets', scopeType, keyword],
    queryFn: () =>
      post<ScopeTarget[]>(PROFILE_API.scopeTargets, {
        searchParams: { scopeType, keyword: keyword || undefined },
        pageIndex: 1,
        pageRows: 50,
      }),
    enabled: !disabled,
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const found = (query.data ?? []).map((target) => ({
      value: target.scopeId,
      label: targetLabel(lang, scopeType, target),
    }));
    if (current && !found.some((option) => option.value === current.value)) found.unshift(current);
    return found;
  }, [query.data, lang, current, scopeType]);
  return (
    <Select<number | null>
      allowClear
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={query.isFetching}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={scopeType === 'ORG' ? t('adminProfile.searchOrg') : t('adminProfile.searchUser')}
      notFoundContent={query.isFetching ? t('app.loading') : undefined}
      data-testid="profile-scope-target"
    />
  );
}
