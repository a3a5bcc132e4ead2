/**
 * ImageCropper — pick an image and crop it to a Blob (react-easy-crop). Only gif, jpg, jpeg, png and bmp
 * are accepted (spec §5); another file gets a warning dialog (antd Modal.warning) in the interface language.
 *
 * Props (`ImageCropperProps`): `onCropped(blob, sourceFile)`, `aspect` (default 1), `cropShape`
 * ('rect' | 'round'), `outputType` (default JPEG for jpg/jpeg, else PNG), `quality` (0.92),
 * `maxOutputSize` (longest side in px), `disabled`, `children` (button text).
 * Helpers: `isPickableImage(name)`, `cropToBlob(src, area, rotation, type, quality, maxOutputSize)`,
 * `IMAGE_ACCEPT`.
 *
 * Test ids: `image-cropper-input` (wraps the file input: use setInputFiles on `input` inside it),
 * `image-cropper` (dialog body), `image-cropper-zoom`, `image-cropper-rotate`, `image-cropper-confirm`.
 */
export {
  type CropOutputType,
  cropToBlob,
  IMAGE_ACCEPT,
  ImageCropper,
  type ImageCropperProps,
  isPickableImage,
} from './ImageCropper.tsx';
