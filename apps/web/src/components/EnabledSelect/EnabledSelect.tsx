import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

type Flag = 'Y' | 'N';

/** The "enabled / disabled / all" filter of the administration lists (an empty choice = all). */
export function EnabledSelect(props: Omit<SelectProps<Flag>, 'options' | 'allowClear'>) {
  const { t } = useTranslation();
  return (
    <Select<Flag>
      allowClear
      placeholder={t('adminCommon.enabledFlag')}
      {...props}
      options={[
        { value: 'Y', label: t('adminCommon.enabled') },
        { value: 'N', label: t('adminCommon.disabled') },
      ]}
    />
  );
}
