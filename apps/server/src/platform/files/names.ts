/**
 * Uploaded file names are data, never paths (ARCHITECTURE §10): they are cleaned for display and
 * for the Content-Disposition of a download, and nothing else.
 */

const MAX_NAME_LENGTH = 200;

/** The last path segment of a client-supplied name, without control characters, trimmed to a sane length. */
export function cleanFileName(raw: string | undefined | null): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  let name = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '.' || name === '..') name = '';
  if (name.length > MAX_NAME_LENGTH) {
    const suffix = suffixOf(name);
    const keep = suffix ? MAX_NAME_LENGTH - suffix.length - 1 : MAX_NAME_LENGTH;
    name = suffix ? `${name.slice(0, keep)}.${suffix}` : name.slice(0, keep);
  }
  return name;
}

/** The suffix of a name, lower case, without the dot; '' when there is none or it is not a plain suffix. */
export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const suffix = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9_+-]{1,16}$/.test(suffix) ? suffix : '';
}

/**
 * A Content-Disposition header value carrying `name`: an ASCII fallback in `filename` and the exact
 * name, UTF-8 and percent-encoded as RFC 5987 / 6266 say, in `filename*` (for Chinese names).
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Names for the entries of a zip: the same name again gets ` (1)`, ` (2)` … before its suffix. */
export function dedupeNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((original) => {
    const name = original || 'file';
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 1; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
