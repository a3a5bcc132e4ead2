import { type MouseEvent as ReactMouseEvent, useCallback, useRef, useState } from 'react';

/*
 * Dragging a dialog by its title (spec §2 "It is draggable"). antd's Modal has no dragging and
 * react-draggable is not a dependency: a mouse handler on the title moves the dialog with a CSS
 * translate, at most once per frame, and keeps at least a strip of the title on screen.
 */

const KEEP_VISIBLE = 80;

export function useDrag() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const frame = useRef(0);

  const onMouseDown = useCallback(
    (event: ReactMouseEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      const startX = event.clientX;
      const startY = event.clientY;
      const start = offset;
      const move = (moveEvent: MouseEvent) => {
        // The pointer stays inside the window, so the title under it stays reachable.
        const clientX = Math.min(window.innerWidth - KEEP_VISIBLE / 2, Math.max(KEEP_VISIBLE / 2, moveEvent.clientX));
        const clientY = Math.min(window.innerHeight - KEEP_VISIBLE / 4, Math.max(0, moveEvent.clientY));
        cancelAnimationFrame(frame.current);
        frame.current = requestAnimationFrame(() =>
          setOffset({ x: start.x + clientX - startX, y: start.y + clientY - startY }),
        );
      };
      const up = () => {
        document.removeEventListener('mousemove', move);
        document.removeEventListener('mouseup', up);
        document.body.style.removeProperty('user-select');
      };
      document.body.style.userSelect = 'none';
      document.addEventListener('mousemove', move);
      document.addEventListener('mouseup', up);
    },
    [offset],
  );

  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  return { offset, onMouseDown, reset };
}
