import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMenus } from '../../../app/menu/menus.ts';

/**
 * Opens a document of a report row in a tab of its own — when the user holds the document's list page: a buyer
 * reads the invoices awaiting match, but only finance opens invoices. Answers null otherwise (the number is then
 * plain text, not a link that would end on a refusal).
 */
export function useOpenDocument(listHtmlUrl: string, editScreen: string): ((id: number) => void) | null {
  const navigate = useNavigate();
  const menus = useMenus();
  const held = useMemo(() => (menus.data ?? []).some((m) => m.htmlUrl === listHtmlUrl), [menus.data, listHtmlUrl]);
  const open = useCallback(
    (id: number) => void navigate(`/main/${editScreen}?${new URLSearchParams({ id: String(id), mode: 'view' })}`),
    [navigate, editScreen],
  );
  return held ? open : null;
}
