import { sourcingTypeList } from '@srm/core/masters/sourcingType';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import { type MasterListRow, MasterListScreen } from '../../../components/MasterList/MasterListScreen.tsx';

type TemplateOption = { templateId: number; templateCode: string; title: string };

const TEMPLATES = '/api/srmServer/v1/srmSrcTemplateRestful/listForSelect';

/** The default template: the enabled templates of the method chosen above it. */
function TemplatePicker({ value, onChange }: { value?: number | null; onChange?: (v: number | null) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const method = Form.useWatch('sourcingMethod') as string | undefined;
  const query = useQuery({
    queryKey: ['sourcing.templates', method, lang],
    queryFn: () => post<TemplateOption[]>(TEMPLATES, { searchParams: { sourcingMethod: method }, pageRows: 200 }),
    enabled: !!method,
    staleTime: 30_000,
  });
  const options = (query.data ?? []).map((o) => ({ value: o.templateId, label: `${o.templateCode} ${o.title}` }));
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      loading={query.isLoading && !!method}
      disabled={!method}
      placeholder={method ? undefined : t('sourcing.rules.noTemplate')}
      data-testid="sourcing-type-form-defaultTemplateId"
    />
  );
}

/** Sourcing → Sourcing types (htmlUrl sourcingTypeList): the declared list, its template picked by method. */
export default function SourcingTypeScreen() {
  const { t } = useTranslation();
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [{ key: 'templateTitle', title: t('sourcing.rules.template'), width: 200 }],
    [t],
  );
  const extras = useMemo(() => ({ inputs: { defaultTemplateId: <TemplatePicker /> } }), []);
  return (
    <MasterListScreen
      def={sourcingTypeList}
      testId="sourcing-type"
      rootTestId="screen-sourcingTypeList"
      extras={extras}
      moreColumns={moreColumns}
    />
  );
}
