import type { Key } from 'react';

/**
 * The user's edits and validation marks, outside React state and keyed by row key and column.
 *
 * Why a store and not useState: with 500 rows on a page, putting edits in the table's state would
 * re-render every row on every keystroke (ARCHITECTURE §9 budget: no long task over 200 ms). Here a
 * cell subscribes to its own (row, column) and re-renders alone; the summary row subscribes to all.
 * Edits are keyed by row key, so they survive paging and a reload of the same rows.
 */
export class EditStore<R extends object> {
  /** rowKey → the fields the user changed. */
  private readonly edits = new Map<Key, Record<string, unknown>>();
  /** rowKey → the row as last seen, so edited rows of other pages can still be handed out. */
  private readonly bases = new Map<Key, R>();
  /** cell id → validation message. */
  private readonly errors = new Map<string, string>();
  /** cell id → how many times it changed (the snapshot a cell subscribes to). */
  private readonly versions = new Map<string, number>();
  private readonly cellListeners = new Map<string, Set<() => void>>();
  /** rowKey → how many times any of its cells changed; its listeners (cells that show the whole row). */
  private readonly rowVersions = new Map<Key, number>();
  private readonly rowListeners = new Map<Key, Set<() => void>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  private static id(rowKey: Key, key: string): string {
    return `${String(rowKey)}\u0000${key}`;
  }

  /** The cell's value: the edit when there is one, else the row's own. */
  value(row: R, rowKey: Key, key: string): unknown {
    const edit = this.edits.get(rowKey);
    if (edit && key in edit) return edit[key];
    return (row as Record<string, unknown>)[key];
  }

  set(row: R, rowKey: Key, key: string, value: unknown): void {
    const edit = this.edits.get(rowKey) ?? {};
    edit[key] = value;
    this.edits.set(rowKey, edit);
    this.bases.set(rowKey, row);
    this.touch(rowKey, key);
  }

  error(rowKey: Key, key: string): string | null {
    return this.errors.get(EditStore.id(rowKey, key)) ?? null;
  }

  setError(rowKey: Key, key: string, message: string | null): void {
    const id = EditStore.id(rowKey, key);
    if ((this.errors.get(id) ?? null) === message) return;
    if (message === null) this.errors.delete(id);
    else this.errors.set(id, message);
    this.touch(rowKey, key);
  }

  hasErrors(): boolean {
    return this.errors.size > 0;
  }

  /** The row with the user's edits applied (the same object when it has none). */
  merged(row: R, rowKey: Key): R {
    const edit = this.edits.get(rowKey);
    return edit ? { ...row, ...edit } : row;
  }

  isEdited(rowKey: Key): boolean {
    return this.edits.has(rowKey);
  }

  /** Every edited row, with its edits. */
  editedRows(): { rowKey: Key; row: R }[] {
    return [...this.edits.keys()].map((rowKey) => ({ rowKey, row: this.merged(this.bases.get(rowKey) as R, rowKey) }));
  }

  clear(): void {
    const cells = [...this.versions.keys()];
    const rows = [...this.rowVersions.keys()];
    this.edits.clear();
    this.bases.clear();
    this.errors.clear();
    for (const id of cells) this.bump(id);
    for (const rowKey of rows) this.bumpRow(rowKey);
    this.emit();
  }

  /** A number that changes whenever the cell's value or message changes (useSyncExternalStore). */
  cellVersion(rowKey: Key, key: string): number {
    return this.versions.get(EditStore.id(rowKey, key)) ?? 0;
  }

  subscribeCell(rowKey: Key, key: string, listener: () => void): () => void {
    const id = EditStore.id(rowKey, key);
    let set = this.cellListeners.get(id);
    if (!set) {
      set = new Set();
      this.cellListeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.cellListeners.delete(id);
    };
  }

  /**
   * A number that changes whenever any cell of the row changes: a slot cell renders from the whole
   * row (a reference's name, the line it computes from) and hands that row to the screen when it
   * changes, so it must never keep a row older than the user's last keystroke on that line.
   */
  rowVersion(rowKey: Key): number {
    return this.rowVersions.get(rowKey) ?? 0;
  }

  subscribeRow(rowKey: Key, listener: () => void): () => void {
    let set = this.rowListeners.get(rowKey);
    if (!set) {
      set = new Set();
      this.rowListeners.set(rowKey, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(rowKey);
    };
  }

  /** A number that changes on any edit (the summary row's snapshot). */
  storeVersion(): number {
    return this.version;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private touch(rowKey: Key, key: string): void {
    this.bump(EditStore.id(rowKey, key));
    this.bumpRow(rowKey);
    this.emit();
  }

  private bumpRow(rowKey: Key): void {
    this.rowVersions.set(rowKey, (this.rowVersions.get(rowKey) ?? 0) + 1);
    for (const listener of this.rowListeners.get(rowKey) ?? []) listener();
  }

  private bump(id: string): void {
    this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
    for (const listener of this.cellListeners.get(id) ?? []) listener();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
