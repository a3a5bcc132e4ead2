import { forwardRef, useImperativeHandle } from 'react';
import { Attachments } from '../../../components/Attachments/index.ts';

/*
 * One uploaded file as a form field's value (a template's .docx, a watermark's image): the attachment list with
 * its upload, the value being the last uploaded attachment's id. The form hands value and onChange; the ref makes
 * it a field instance of the form, so a server's message on the field (a placeholder that binds to nothing) is
 * shown under it.
 */
export const SingleFileInput = forwardRef<
  { focus: () => void },
  { value?: number | null; onChange?: (id: number | null) => void; accept: string }
>(function SingleFileInput({ value, onChange, accept }, ref) {
  useImperativeHandle(ref, () => ({ focus: () => undefined }), []);
  return (
    <Attachments
      ids={value ? String(value) : ''}
      onChange={(ids) => {
        const last = ids.split(',').filter(Boolean).at(-1);
        onChange?.(last ? Number(last) : null);
      }}
      accept={accept}
      multiple={false}
      checkPermission={false}
    />
  );
});
