import { Form, Input, Select, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { MasterScreen } from '../../components/MasterList/MasterScreen.tsx';
import { ENTITY, type MasterRow } from './api.ts';
import { ORG_OPTIONS_API, type OrgOption, orgOption, USER_OPTIONS_API, useOptions } from './useOptions.ts';

type Member = { userId: number; userName: string; userFullName: string };
type GroupRow = MasterRow & {
  purchasingGroupId: number;
  groupCode: string;
  groupName: string;
  groupNameEn: string | null;
  orgId: number | null;
  members: Member[];
  memberUserIds: number[];
};
type GroupValues = {
  groupCode: string;
  groupName: string;
  groupNameEn?: string;
  orgId?: number;
  memberUserIds: number[];
};

/** The organisation and buyer fields of the form (their options load when the form opens). */
function GroupFields() {
  const { t } = useTranslation();
  const orgs = useOptions<OrgOption>(ORG_OPTIONS_API, orgOption);
  const buyers = useOptions<Member>(USER_OPTIONS_API, (u) => ({
    value: u.userId,
    label: `${u.userFullName} (${u.userName})`,
  }));
  return (
    <>
      <Form.Item name="orgId" label={t('baseData.group.org')}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={orgs.options} loading={orgs.isLoading} />
      </Form.Item>
      <Form.Item name="memberUserIds" label={t('baseData.group.buyers')} style={{ gridColumn: '1 / span 2' }}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={buyers.options}
          loading={buyers.isLoading}
          data-testid="group-form-buyers"
        />
      </Form.Item>
    </>
  );
}

/** Base data → Purchasing groups (htmlUrl purchasingGroupList): code, names, organisation, buyers. */
export default function PurchasingGroupScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig<GroupRow>[]>(
    () => [
      { key: 'groupCode', title: t('baseData.group.code'), width: 150, fixedStyle: 'left' },
      { key: 'title', title: t('baseData.group.name'), width: 200 },
      {
        key: 'members',
        title: t('baseData.group.buyers'),
        width: 320,
        render: (_, row) => (
          <Space size={[4, 4]} wrap>
            {row.members.map((m) => (
              <Tag key={m.userId}>{m.userFullName}</Tag>
            ))}
          </Space>
        ),
      },
    ],
    [t],
  );
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminCommon.required', { field }) },
  ];
  return (
    <MasterScreen<GroupRow, GroupValues>
      testId="purchasing-group"
      entity={ENTITY.group}
      idKey="purchasingGroupId"
      title={t('baseData.group.title')}
      importWhat={t('baseData.group.title')}
      importHint={t('baseData.group.importHint')}
      columns={columns}
      formTitle={(row) => (row ? t('baseData.group.editTitle', { code: row.groupCode }) : t('baseData.group.addTitle'))}
      initialValues={(row) =>
        row
          ? {
              groupCode: row.groupCode,
              groupName: row.groupName,
              groupNameEn: row.groupNameEn ?? undefined,
              orgId: row.orgId ?? undefined,
              memberUserIds: row.memberUserIds,
            }
          : { memberUserIds: [] }
      }
      toBody={(values) => ({ ...values, orgId: values.orgId ?? null })}
      form={() => (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item name="groupCode" label={t('baseData.group.code')} rules={required(t('baseData.group.code'))}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="groupName" label={t('baseData.group.name')} rules={required(t('baseData.group.name'))}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="groupNameEn" label={t('baseData.nameEn')}>
            <Input maxLength={128} />
          </Form.Item>
          <GroupFields />
        </div>
      )}
    />
  );
}
