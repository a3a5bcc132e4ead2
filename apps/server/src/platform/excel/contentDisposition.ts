/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 5987 encoding): browsers use the
 * UTF-8 form, so Chinese names arrive intact; the quoted ASCII fallback serves old clients. The name
 * is cleaned of path separators and control characters and given the right extension.
 */
export function contentDisposition(fileName: string, extension: string): string {
  const cleaned = fileName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/\.(xlsx|xls|csv)$/i, '')
    .trim()
    .slice(0, 150);
  const name = `${cleaned || 'export'}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
