import { Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/Attachments/index.ts';
import { ImageCropper } from '../../../components/ImageCropper/index.ts';
import { Section } from './Section.tsx';

type Result = { url: string; width: number; height: number; size: number; type: string };

/** The image cropper: pick gif/jpg/jpeg/png/bmp, crop, see the Blob that comes out. */
export function CropperSection() {
  const { t } = useTranslation();
  const [aspect, setAspect] = useState(1);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  const onCropped = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    const image = new Image();
    image.onload = () =>
      setResult({ url, width: image.naturalWidth, height: image.naturalHeight, size: blob.size, type: blob.type });
    image.src = url;
  };

  return (
    <Section name="cropper" title={t('gallery.cropper')} intro={t('gallery.cropperIntro')}>
      <Space wrap align="start" size="large">
        <Space orientation="vertical">
          <Radio.Group
            value={aspect}
            onChange={(event) => setAspect(event.target.value as number)}
            optionType="button"
            options={[
              { value: 1, label: '1 : 1' },
              { value: 4 / 3, label: '4 : 3' },
              { value: 16 / 9, label: '16 : 9' },
            ]}
          />
          <ImageCropper aspect={aspect} onCropped={onCropped} />
        </Space>
        {result && (
          <Space orientation="vertical" data-testid="gallery-cropper-result">
            <img
              src={result.url}
              alt={t('gallery.cropResult')}
              data-testid="gallery-cropper-img"
              style={{ maxWidth: 240, maxHeight: 180, border: '1px solid #f0f0f0', borderRadius: 6 }}
            />
            <Typography.Text type="secondary" data-testid="gallery-cropper-size">
              {`${result.width} × ${result.height} px · ${formatFileSize(result.size)} · ${result.type}`}
            </Typography.Text>
          </Space>
        )}
      </Space>
    </Section>
  );
}
