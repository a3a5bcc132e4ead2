import { createContext, useContext } from 'react';
import type { Menu } from '../api/types.ts';

/** Page modes of spec §2. */
export const PAGE_MODES = ['view', 'new', 'edit', 'alteration', 'SUBMIT'] as const;
export type PageMode = (typeof PAGE_MODES)[number];

/**
 * What a screen knows about itself. Open tabs stay mounted while hidden, so a screen reads its
 * menu, query and mode from here — never from the browser's current URL, which belongs to the
 * active tab.
 */
export type ScreenInfo = {
  /** The tab's key. */
  key: string;
  /** The menu's htmlUrl that named this screen. */
  htmlUrl: string;
  menuId: string | null;
  respId: string | null;
  menu: Menu | null;
  title: string;
  /** The query parameters the screen was opened with. */
  query: Record<string, string>;
  /** Values of `:param` segments of the registered name (e.g. treeType). */
  params: Record<string, string>;
  mode: PageMode | null;
  /**
   * Rises each time the tab is brought to the front (opened again from a list or a to-do, or its tab
   * clicked): a screen showing server data it has not changed reloads it then, since what it shows may
   * have moved on while it was hidden.
   */
  openedAt: number;
  /** Gives the tab a title of the screen's own (a document's type and number); null restores the default. */
  setTitle?: (title: string | null) => void;
  /**
   * The screen now shows another record than its address says (a new document saved gets its id):
   * its tab takes this query — and the browser's address when the tab is shown — while the screen
   * stays mounted as it is.
   */
  replaceQuery?: (query: Record<string, string>) => void;
};

export const ScreenContext = createContext<ScreenInfo | null>(null);

/** The screen being rendered; null outside a screen (home, login…). */
export function useScreen(): ScreenInfo | null {
  return useContext(ScreenContext);
}

/** mode, or M=V / model=view (spec §2), as a page mode. */
export function pageModeOf(query: URLSearchParams): PageMode | null {
  if (query.get('M') === 'V' || query.get('model') === 'view') return 'view';
  const mode = query.get('mode');
  return mode && (PAGE_MODES as readonly string[]).includes(mode) ? (mode as PageMode) : null;
}
