/**
 * The ILIKE pattern for "contains this text", with the user's own %, _ and \ taken literally
 * (otherwise typing "50%" would match everything starting with 50).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
