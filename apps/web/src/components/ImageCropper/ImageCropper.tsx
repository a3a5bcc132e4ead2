import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Modal, Slider, Space, Typography } from 'antd';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { IMAGE_SUFFIXES, isImage } from '../Attachments/rules.ts';

export type CropOutputType = 'image/png' | 'image/jpeg' | 'image/webp';

export type ImageCropperProps = {
  /** Called with the cropped image and the file it came from. */
  onCropped: (blob: Blob, source: File) => void;
  /** Width ÷ height of the crop area; default 1. */
  aspect?: number;
  cropShape?: 'rect' | 'round';
  /** Output type; default JPEG for a jpg/jpeg source, PNG otherwise. */
  outputType?: CropOutputType;
  /** JPEG/WebP quality 0–1; default 0.92. */
  quality?: number;
  /** Longest side of the result in pixels (scaled down when larger); default no limit. */
  maxOutputSize?: number;
  disabled?: boolean;
  /** Text of the pick button. */
  children?: ReactNode;
};

/** Spec §5: the image picker accepts only gif, jpg, jpeg, png or bmp. */
export function isPickableImage(fileName: string): boolean {
  return isImage(fileName);
}

/** `accept` for the picker's file input. */
export const IMAGE_ACCEPT = IMAGE_SUFFIXES.map((suffix) => `.${suffix}`).join(',');

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/**
 * Draws `area` (pixels of the rotated image, as react-easy-crop reports them) of the image at `src`
 * rotated by `rotation` degrees, and returns it as a Blob.
 */
export async function cropToBlob(
  src: string,
  area: Area,
  rotation = 0,
  type: CropOutputType = 'image/png',
  quality = 0.92,
  maxOutputSize?: number,
): Promise<Blob> {
  const image = await loadImage(src);
  const radians = (rotation * Math.PI) / 180;
  const boxWidth = Math.abs(Math.cos(radians) * image.width) + Math.abs(Math.sin(radians) * image.height);
  const boxHeight = Math.abs(Math.sin(radians) * image.width) + Math.abs(Math.cos(radians) * image.height);

  const rotated = document.createElement('canvas');
  rotated.width = Math.round(boxWidth);
  rotated.height = Math.round(boxHeight);
  const rctx = rotated.getContext('2d');
  if (!rctx) throw new Error('canvas unavailable');
  rctx.translate(boxWidth / 2, boxHeight / 2);
  rctx.rotate(radians);
  rctx.translate(-image.width / 2, -image.height / 2);
  rctx.drawImage(image, 0, 0);

  const factor =
    maxOutputSize && Math.max(area.width, area.height) > maxOutputSize
      ? maxOutputSize / Math.max(area.width, area.height)
      : 1;
  const output = document.createElement('canvas');
  output.width = Math.max(1, Math.round(area.width * factor));
  output.height = Math.max(1, Math.round(area.height * factor));
  const octx = output.getContext('2d');
  if (!octx) throw new Error('canvas unavailable');
  if (type === 'image/jpeg') {
    octx.fillStyle = '#fff'; // JPEG has no transparency: white, not black, behind transparent pixels
    octx.fillRect(0, 0, output.width, output.height);
  }
  octx.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) =>
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), type, quality),
  );
}

/**
 * The image cropper (spec §1, §5): a button that picks an image (gif, jpg, jpeg, png or bmp only —
 * anything else gets a warning dialog), then a dialog to move, zoom and rotate the crop area; the
 * result goes to `onCropped` as a Blob.
 */
export function ImageCropper({
  onCropped,
  aspect = 1,
  cropShape = 'rect',
  outputType,
  quality = 0.92,
  maxOutputSize,
  disabled,
  children,
}: ImageCropperProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!picked) return;
    if (!isPickableImage(picked.name)) {
      modal.warning({ title: t('viewer.imageTypeTitle'), content: t('viewer.imageTypeText', { name: picked.name }) });
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
    setFile(picked);
  };

  const close = () => setFile(null);

  const confirm = async () => {
    if (!file || !url || !area) return;
    setBusy(true);
    try {
      const type: CropOutputType = outputType ?? (/\.(jpe?g)$/i.test(file.name) ? 'image/jpeg' : 'image/png');
      const blob = await cropToBlob(url, area, rotation, type, quality, maxOutputSize);
      onCropped(blob, file);
      close();
    } catch {
      message.error(t('viewer.cropFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <span data-testid="image-cropper-input">
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onPick}
          style={{ display: 'none' }}
          aria-label={t('viewer.cropPick')}
        />
        <Button icon={<PictureOutlined />} disabled={disabled} onClick={() => inputRef.current?.click()}>
          {children ?? t('viewer.cropPick')}
        </Button>
      </span>
      <Modal
        open={!!file}
        title={t('viewer.cropTitle')}
        onCancel={close}
        onOk={() => void confirm()}
        okText={t('viewer.cropConfirm')}
        okButtonProps={{ disabled: !area, loading: busy, 'data-testid': 'image-cropper-confirm' }}
        width={640}
        destroyOnHidden
        centered
      >
        <div data-testid="image-cropper">
          <div style={{ position: 'relative', height: 360, background: '#333', borderRadius: 6, overflow: 'hidden' }}>
            {url && (
              <Cropper
                image={url}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                aspect={aspect}
                cropShape={cropShape}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={setRotation}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            )}
          </div>
          <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <Typography.Text style={{ width: 48 }}>{t('viewer.cropZoom')}</Typography.Text>
              <Slider
                style={{ flex: 1 }}
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={setZoom}
                data-testid="image-cropper-zoom"
              />
            </div>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <Typography.Text style={{ width: 48 }}>{t('viewer.cropRotate')}</Typography.Text>
              <Slider
                style={{ flex: 1 }}
                min={-180}
                max={180}
                step={1}
                value={rotation}
                onChange={setRotation}
                data-testid="image-cropper-rotate"
              />
            </div>
          </Space>
        </div>
      </Modal>
    </>
  );
}
