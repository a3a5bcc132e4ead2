import { watermarkList } from '@srm/core/contract/templateLists';
import { watermarkText } from '@srm/core/contract/watermark';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import type { MasterFormExtras } from '../../../components/MasterList/MasterListScreen.tsx';
import { MasterListScreen } from '../../../components/MasterList/MasterListScreen.tsx';
import { SingleFileInput } from './SingleFileInput.tsx';
import { templateTexts } from './texts.ts';

const FORM = 'cct-watermark-form';

/** The watermark as it will look on a page: its text with sample values, at its angle, size and opacity. */
function WatermarkPreview() {
  const x = templateTexts[useLang()];
  const form = Form.useFormInstance();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  if (values?.watermarkKind !== 'TEXT') return null;
  const text = watermarkText(String(values.watermarkText ?? ''), {
    contractNumber: 'HT-20260101-0001',
    supplierName: '苏州恒信电子科技有限公司',
    date: new Date().toISOString().slice(0, 10),
  });
  return (
    <Form.Item label={x.preview}>
      <div
        data-testid={`${FORM}-preview`}
        style={{ position: 'relative', height: 160, overflow: 'hidden', border: '1px solid #ddd', background: '#fff' }}
      >
        <div
          style={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            whiteSpace: 'nowrap',
            fontSize: Number(values.fontSize ?? 36) / 2,
            opacity: Number(values.opacity ?? 20) / 100,
            transform: `translate(-50%, -50%) rotate(${-Number(values.angle ?? 0)}deg)`,
          }}
        >
          {text}
        </div>
      </div>
    </Form.Item>
  );
}

/** Contracts → Watermarks (htmlUrl cctWatermarkList): text or image drawn over contracts' PDF pages. */
export default function WatermarkScreen() {
  const x = templateTexts[useLang()];
  const extras = useMemo<MasterFormExtras>(
    () => ({
      inputs: {
        watermarkKind: (
          <Select
            data-testid={`${FORM}-watermarkKind`}
            options={[
              { value: 'TEXT', label: x.kindText },
              { value: 'IMAGE', label: x.kindImage },
            ]}
          />
        ),
        position: (
          <Select
            data-testid={`${FORM}-position`}
            options={[
              { value: 'TILED', label: x.tiled },
              { value: 'CENTER', label: x.centre },
            ]}
          />
        ),
        imageFileId: <SingleFileInput accept=".png,.jpg,.jpeg" />,
      },
      showIf: {
        watermarkText: (v) => v.watermarkKind !== 'IMAGE',
        imageFileId: (v) => v.watermarkKind === 'IMAGE',
      },
    }),
    [x],
  );
  return (
    <MasterListScreen
      def={watermarkList}
      testId="cct-watermark"
      rootTestId="screen-cctWatermarkList"
      formWidth={640}
      extras={extras}
      formExtra={() => <WatermarkPreview />}
    />
  );
}
