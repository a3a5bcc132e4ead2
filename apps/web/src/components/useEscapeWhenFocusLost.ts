import { useEffect } from 'react';

/**
 * antd closes a dialog on Escape only while focus is inside it. A toolbar button that becomes
 * disabled (next page on the last page, zoom at its limit) drops focus to <body>, and Escape would
 * then do nothing; this closes the dialog in that case too.
 */
export function useEscapeWhenFocusLost(open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (document.activeElement === document.body || document.activeElement == null))
        onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
}
