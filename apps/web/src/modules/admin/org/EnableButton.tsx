import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** Enable / disable with a confirmation naming the record; the promise keeps the OK button loading. */
export function EnableButton({
  enabled,
  name,
  onToggle,
  testId,
}: {
  enabled: boolean;
  name: string;
  onToggle: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={enabled ? t('adminOrg.disableConfirm', { name }) : t('adminOrg.enableConfirm', { name })}
      onConfirm={onToggle}
      okText={t('app.ok')}
      cancelText={t('app.cancel')}
      okButtonProps={{ danger: enabled, 'data-testid': `${testId}-ok` } as ButtonProps}
    >
      <Button size="small" danger={enabled} data-testid={testId}>
        {enabled ? t('adminCommon.disable') : t('adminCommon.enable')}
      </Button>
    </Popconfirm>
  );
}
