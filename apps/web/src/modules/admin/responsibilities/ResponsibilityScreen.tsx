import { isSupplierUserType, USER_TYPE_INSIDE } from '@srm/core/constants/identity';
import { Button, Card, Flex, Input, Select, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { EnabledSelect } from '../../../components/EnabledSelect/EnabledSelect.tsx';
import { RESP_API, type RespRow } from './api.ts';
import { RespGrantDrawer } from './RespGrantDrawer.tsx';
import { ResponsibilityFormModal } from './ResponsibilityFormModal.tsx';

type Filters = { responsibilityCode?: string; responsibilityName?: string; userType?: string; enabledFlag?: 'Y' | 'N' };

/**
 * Administration → Responsibilities (htmlUrl 'resp' / 'responsibility'): the responsibilities with
 * filters, add and edit, and the drawer that grants a responsibility its menus and buttons.
 */
export default function ResponsibilityScreen() {
  const { t } = useTranslation();
  const table = useRef<DataTableHandle>(null);
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [form, setForm] = useState<{ open: boolean; editing: RespRow | null }>({ open: false, editing: null });
  const [granting, setGranting] = useState<RespRow | null>(null);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'responsibilityCode', title: t('adminResp.code'), width: 150, fixedStyle: 'left' },
      { key: 'responsibilityName', title: t('adminResp.nameCn'), width: 160 },
      { key: 'responsibilityNameEn', title: t('adminResp.nameEn'), width: 180 },
      { key: 'systemCode', title: t('adminResp.systemCode'), width: 100 },
      {
        key: 'userType',
        title: t('adminResp.userType'),
        width: 130,
        render: (value) =>
          isSupplierUserType(String(value)) ? (
            <Tag color="orange">{t('adminResp.supplier')}</Tag>
          ) : (
            <Tag color="blue">{t('adminResp.inside')}</Tag>
          ),
      },
      {
        key: 'dataScope',
        title: t('adminResp.dataScope'),
        width: 170,
        render: (value) => (value ? t(`adminResp.scope${value as 'PERMITTED' | 'OWN_ORG' | 'ALL'}`) : ''),
      },
      { key: 'enabledFlag', title: t('adminCommon.enabledFlag'), editType: 'checkbox', width: 100 },
      { key: 'lastUpdateDate', title: t('adminCommon.updatedAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'add',
        label: t('adminCommon.add'),
        resourceCode: 'btnAdd',
        onClick: () => setForm({ open: true, editing: null }),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'edit',
        label: t('adminCommon.edit'),
        resourceCode: 'btnEdit',
        onClick: (row) => setForm({ open: true, editing: row as RespRow }),
      },
      {
        key: 'grant',
        label: t('adminResp.grant'),
        resourceCode: 'btnGrant',
        onClick: (row) => setGranting(row as RespRow),
      },
    ],
    [t],
  );
  const searchParams = useMemo(() => filters, [filters]);
  const search = () =>
    setFilters({
      responsibilityCode: draft.responsibilityCode?.trim() || undefined,
      responsibilityName: draft.responsibilityName?.trim() || undefined,
      userType: draft.userType,
      enabledFlag: draft.enabledFlag,
    });

  return (
    <Card data-testid="screen-resp" title={t('adminResp.title')} size="small">
      <Flex wrap gap={8} style={{ marginBottom: 12 }} data-testid="resp-filters">
        <Input
          allowClear
          placeholder={t('adminResp.code')}
          value={draft.responsibilityCode}
          onChange={(e) => setDraft({ ...draft, responsibilityCode: e.target.value })}
          onPressEnter={search}
          style={{ width: 180 }}
          data-testid="resp-filter-code"
        />
        <Input
          allowClear
          placeholder={t('adminResp.name')}
          value={draft.responsibilityName}
          onChange={(e) => setDraft({ ...draft, responsibilityName: e.target.value })}
          onPressEnter={search}
          style={{ width: 180 }}
          data-testid="resp-filter-name"
        />
        <Select
          allowClear
          placeholder={t('adminResp.userType')}
          value={draft.userType}
          onChange={(userType) => setDraft({ ...draft, userType })}
          style={{ width: 150 }}
          options={[
            { value: USER_TYPE_INSIDE, label: t('adminResp.inside') },
            { value: 'EX', label: t('adminResp.supplier') },
          ]}
          data-testid="resp-filter-user-type"
        />
        <EnabledSelect
          placeholder={t('adminCommon.enabledFlag')}
          value={draft.enabledFlag}
          onChange={(enabledFlag) => setDraft({ ...draft, enabledFlag })}
          style={{ width: 130 }}
          data-testid="resp-filter-enabled"
        />
        <Button type="primary" onClick={search} data-testid="resp-search">
          {t('adminCommon.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            setFilters({});
          }}
          data-testid="resp-reset"
        >
          {t('adminCommon.reset')}
        </Button>
      </Flex>
      <DataTable
        ref={table}
        api={RESP_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="responsibilityId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={250}
        tableKey="admin.responsibilities"
      />
      <ResponsibilityFormModal
        open={form.open}
        editing={form.editing}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={() => table.current?.reload()}
      />
      {granting && (
        <RespGrantDrawer
          key={granting.responsibilityId}
          resp={granting}
          onClosed={() => setGranting(null)}
          onSaved={() => table.current?.reload()}
        />
      )}
    </Card>
  );
}
