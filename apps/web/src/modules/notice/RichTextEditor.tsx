import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/*
 * The rich text editor of notices and notifications (react-quill-new). Loaded only by the edit screens through
 * LazyRichTextEditor, so Quill stays out of the login and home bundles. No image button: pictures travel as
 * attachments (the server keeps only images from our own download addresses anyway).
 */

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'blockquote'],
  ['clean'],
];

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  testId?: string;
};

export default function RichTextEditor({ value, onChange, placeholder, testId }: RichTextEditorProps) {
  return (
    <div data-testid={testId} className="srm-rich-editor">
      <ReactQuill
        theme="snow"
        value={value ?? ''}
        onChange={(html) => onChange?.(html)}
        modules={{ toolbar: TOOLBAR }}
        placeholder={placeholder}
        style={{ background: '#fff' }}
      />
    </div>
  );
}
