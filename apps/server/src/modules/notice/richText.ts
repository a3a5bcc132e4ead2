import sanitizeHtml from 'sanitize-html';

/*
 * Rich text of notices and notifications: what the editor (react-quill-new) writes, kept to an allow-list on
 * every save, so what readers' browsers render was never able to carry script. Links: http, https and mailto
 * only, opened in a new window without the opener. Images: only our own attachment download addresses (an
 * image is normally an attachment; data: and other hosts are dropped). Styles are not kept — Quill writes its
 * formatting as classes (ql-align-*, ql-indent-*), which are allowed.
 */

export const CONTENT_FORMATS = ['TEXT', 'HTML'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

const OWN_IMAGE = /^\/api\/[A-Za-z]+\/v1\/[A-Za-z]+\/(download|preview)\?id=\d{1,10}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'ol',
    'ul',
    'li',
    'a',
    'span',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
    li: ['class', 'data-list'],
  },
  allowedClasses: { '*': ['ql-align-center', 'ql-align-right', 'ql-align-justify', /^ql-indent-\d$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
};

/** The allow-listed HTML of an editor's output. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The body to store: rich text sanitised, plain text as written. */
export function storedContent(content: string, format: ContentFormat): string {
  return format === 'HTML' ? sanitizeRichText(content) : content;
}

/** Text only, to check that a rich body says something (an editor's empty "<p><br></p>"). */
export const plainTextOf = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
