import { Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayField } from '../../../components/DisplayField/index.ts';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { Section } from './Section.tsx';

/** LookupSelect over DOC_STATUS, single and multiple, with the stored codes shown. */
export function LookupSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>('APPROVED');
  const [statuses, setStatuses] = useState<string[]>(['DRAFT', 'APPROVING']);
  return (
    <Section name="lookup-select" title="LookupSelect" intro={t('gallery.lookupIntro')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <LookupSelect
            typeCode="DOC_STATUS"
            value={status}
            onChange={(value) => setStatus((value as string | null) ?? null)}
            style={{ width: 220 }}
          />
          <Typography.Text type="secondary" data-testid="gallery-lookup-value">
            {t('gallery.storedValue', { value: status ?? '—' })}
          </Typography.Text>
        </Space>
        <Space wrap>
          <LookupSelect
            typeCode="DOC_STATUS"
            multiple
            value={statuses}
            onChange={(value) => setStatuses((value as string[] | null) ?? [])}
            style={{ width: 360 }}
          />
          <Typography.Text type="secondary">
            {t('gallery.storedValue', { value: statuses.join(',') || '—' })}
          </Typography.Text>
        </Space>
      </Space>
    </Section>
  );
}

/** YNCheckbox: the Y/N flag behind a checkbox. */
export function CheckboxSection() {
  const { t } = useTranslation();
  const [flag, setFlag] = useState<string>('Y');
  return (
    <Section name="yn-checkbox" title="YNCheckbox" intro={t('gallery.checkboxIntro')}>
      <Space wrap size="large">
        <YNCheckbox value={flag} onChange={setFlag}>
          {t('gallery.enabledFlag')}
        </YNCheckbox>
        <Typography.Text type="secondary" data-testid="gallery-yn-value">
          {t('gallery.storedValue', { value: flag })}
        </Typography.Text>
        <YNCheckbox value="Y" disabled data-testid="gallery-yn-disabled">
          {t('gallery.disabled')}
        </YNCheckbox>
      </Space>
    </Section>
  );
}

/** DisplayField: read-only values formatted by type. */
export function DisplaySection() {
  const { t } = useTranslation();
  const samples: { key: string; label: string; field: React.ReactNode }[] = [
    {
      key: 'amount',
      label: t('gallery.displayAmount'),
      field: <DisplayField value="1234567.5" type="amount" precision={2} />,
    },
    {
      key: 'price',
      label: t('gallery.displayPrice'),
      field: <DisplayField value="88.1234" type="price" precision={4} />,
    },
    { key: 'number', label: t('gallery.displayNumber'), field: <DisplayField value={42} type="number" /> },
    { key: 'date', label: t('gallery.displayDate'), field: <DisplayField value="2026-03-05T08:30:00" type="date" /> },
    {
      key: 'datetime',
      label: t('gallery.displayDatetime'),
      field: <DisplayField value="2026-03-05T08:30:00" type="datetime" />,
    },
    {
      key: 'lookup',
      label: t('gallery.displayLookup'),
      field: <DisplayField value="APPROVED" type="lookup" typeCode="DOC_STATUS" />,
    },
    { key: 'flag', label: t('gallery.displayFlag'), field: <DisplayField value="Y" type="flag" /> },
    { key: 'empty', label: t('gallery.displayEmpty'), field: <DisplayField value={null} /> },
  ];
  return (
    <Section name="display-field" title="DisplayField" intro={t('gallery.displayIntro')}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={samples.map((s) => ({ key: s.key, label: s.label, children: s.field }))}
      />
    </Section>
  );
}
