import { Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { ContentFormat } from './api.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import './richContent.css';

/** The editor in its own chunk: only edit screens pay for Quill. */
const Editor = lazy(() => import('./RichTextEditor.tsx'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 220 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** Does the editor's HTML say anything? (An emptied editor leaves "<p><br></p>".) */
export const richTextIsEmpty = (html: string | undefined | null) =>
  !html ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** Plain text as editor HTML, so an older plain-text draft opens in the rich editor with its line breaks. */
export function textToHtml(text: string): string {
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split('\n')
    .map((line) => `<p>${line ? escapeHtml(line) : '<br>'}</p>`)
    .join('');
}

/**
 * A body as readers see it: HTML as the server stored it — sanitised to its allow-list on every save, so it
 * is rendered as is — and older plain text with its line breaks.
 */
export function RichContent({
  content,
  format,
  empty,
  testId,
}: {
  content: string | null | undefined;
  format: ContentFormat | undefined;
  empty: string;
  testId?: string;
}) {
  if (!content || (format === 'HTML' && richTextIsEmpty(content))) {
    return (
      <Typography.Paragraph type="secondary" data-testid={testId} style={{ minHeight: 80 }}>
        {empty}
      </Typography.Paragraph>
    );
  }
  if (format === 'HTML') {
    return (
      <div
        className="srm-rich-content"
        data-testid={testId}
        style={{ minHeight: 80, padding: 0, overflowWrap: 'anywhere' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (richText.ts allow-list)
        dangerouslySetInnerHTML={{ __html: content }}
      />
    );
  }
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', minHeight: 80 }} data-testid={testId}>
      {content}
    </Typography.Paragraph>
  );
}
