import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';

/**
 * A filter that picks one record of a reference kind (REF_SOURCES: supplier, org), searched on the server as the
 * user types; answers the id and the name shown.
 */
export function RefFilterSelect(props: {
  source: 'supplier' | 'org';
  value: number | undefined;
  onChange: (id: number | undefined, name: string | undefined) => void;
  placeholder: string;
  testId: string;
}) {
  const lang = useLang();
  const source = REF_SOURCES[props.source];
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: ['payPlanFilter', props.source, keyword, lang],
    queryFn: async () =>
      (await source.load(keyword, {})).map((row) => ({
        value: Number(row[source.idKey]),
        label: source.name(row, lang),
      })),
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      style={{ width: 260 }}
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      loading={options.isFetching}
      options={options.data ?? []}
      value={props.value}
      onChange={(id, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        props.onChange(id ?? undefined, picked?.label as string | undefined);
      }}
      data-testid={props.testId}
    />
  );
}
