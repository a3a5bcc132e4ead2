import { formatDateTime } from '@srm/core/dates/date-format';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgRow, OrgType } from './api.ts';
import { EnableButton } from './EnableButton.tsx';
import { StatusTag } from './StatusTag.tsx';

type Props = {
  org: OrgRow;
  parent: OrgRow | null;
  /** The type a child would have here, when this tab shows it; null: no “add child”. */
  childType: OrgType | null;
  canEdit: boolean;
  onAddChild: () => void;
  onEdit: () => void;
  onToggle: () => Promise<unknown>;
};

/** The selected organisation: its fields and its actions. */
export function OrgDetail({ org, parent, childType, canEdit, onAddChild, onEdit, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="org-detail"
      title={
        <Space size={8}>
          <span data-testid="org-detail-title">{org.title}</span>
          <Tag color="blue">{t(`adminOrg.typeName.${org.orgType}`)}</Tag>
          <StatusTag flag={org.enabledFlag} />
        </Space>
      }
      extra={
        canEdit && (
          <Space size={8}>
            {childType && (
              <Button size="small" type="primary" onClick={onAddChild} data-testid="org-add-child">
                {t('adminOrg.addChild', { type: t(`adminOrg.typeWord.${childType}`) })}
              </Button>
            )}
            <Button size="small" onClick={onEdit} data-testid="org-edit">
              {t('adminCommon.edit')}
            </Button>
            <EnableButton enabled={org.enabledFlag === 'Y'} name={org.title} onToggle={onToggle} testId="org-toggle" />
          </Space>
        )
      }
    >
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'code', label: t('adminOrg.orgCode'), children: org.orgCode },
          { key: 'name', label: t('adminOrg.orgName'), children: org.orgName },
          { key: 'nameEn', label: t('adminOrg.orgNameEn'), children: org.orgNameEn || '—' },
          { key: 'type', label: t('adminOrg.orgType'), children: t(`adminOrg.typeName.${org.orgType}`) },
          {
            key: 'parent',
            label: t('adminOrg.parentOrg'),
            children: parent ? `${parent.title} (${parent.orgCode})` : '—',
          },
          { key: 'status', label: t('adminOrg.status'), children: <StatusTag flag={org.enabledFlag} /> },
          { key: 'created', label: t('adminCommon.createdAt'), children: formatDateTime(org.creationDate) },
          { key: 'updated', label: t('adminCommon.updatedAt'), children: formatDateTime(org.lastUpdateDate) },
        ]}
      />
    </Card>
  );
}
