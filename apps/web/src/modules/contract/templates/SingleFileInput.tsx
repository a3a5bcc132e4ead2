import { Attachments } from '../../../components/Attachments/index.ts';

/*
 * One uploaded file as a form field's value (a template's .docx, a watermark's image): the attachment list with
 * its upload, the value being the last uploaded attachment's id. The form hands value and onChange.
 */
export function SingleFileInput({
  value,
  onChange,
  accept,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  accept: string;
}) {
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
}
