/** The history rows of a document as the server sends them (listHistory), shared by the history tab and the alteration summary. */

/** A field's change; a reference carries the names of the records before and after. */
export type Change = {
  field: string;
  before: unknown;
  after: unknown;
  beforeName?: string | null;
  afterName?: string | null;
};
export type LineChange = {
  lineId?: number;
  lineNumber?: number;
  change: 'added' | 'changed' | 'removed';
  fields?: unknown;
};
export type HistoryRow = {
  historyId: number;
  action: string;
  actionName?: string;
  fromStatusName?: string | null;
  toStatusName?: string | null;
  userFullName?: string | null;
  comment?: string | null;
  creationDate: string;
  changes?: { header?: Change[]; lines?: LineChange[] } | null;
};

/** One cache entry per document and language, refreshed after every action on it. */
export const historyKey = (api: string, id: unknown, lang: string) => ['docHistory', api, id, lang];

export const showValue = (v: unknown) =>
  v == null || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);
/** A changed value as shown: a reference by its name (the server names it), anything else as stored. */
export const shownBefore = (c: Change) => showValue(c.beforeName ?? c.before);
export const shownAfter = (c: Change) => showValue(c.afterName ?? c.after);
