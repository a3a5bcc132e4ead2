/*
 * The template renderer: logic-less `{{name}}` placeholders (spaces inside the braces allowed), nothing
 * else — no helpers, no expressions, no partials, so a template can never run code. No mustache-like
 * library is installed; this is the whole of what the message centre needs, and it is tested.
 * Values are inserted as given (in-app and e-mail bodies are plain text, shown by the screens as text);
 * `escapeHtml` is for a consumer that puts the result into HTML.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;
/** A name is letters, digits, `_` and `.`, starting with a letter or `_`. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** The variable names a template text uses, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names];
}

/** The names used in the texts that are not declared. */
export function unknownVariables(texts: string[], declared: string[]): string[] {
  const known = new Set(declared);
  return [...new Set(texts.flatMap(placeholdersOf))].filter((n) => !known.has(n));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Fills the placeholders; a variable without a value renders empty. */
export function renderTemplate(
  text: string,
  variables: Record<string, unknown>,
  options: { escapeHtml?: boolean } = {},
): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    const s = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return options.escapeHtml ? escapeHtml(s) : s;
  });
}
