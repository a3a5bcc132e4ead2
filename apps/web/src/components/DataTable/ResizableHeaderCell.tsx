import { type MouseEvent as ReactMouseEvent, type ThHTMLAttributes, useRef } from 'react';
import type { ResizableHeaderProps } from './columns.tsx';

/*
 * A header cell with a handle on its right edge that changes the column's width by dragging
 * (spec §3 `resizable`). antd has no built-in resizing and react-resizable is not a dependency; a
 * mouse handler is all it takes. The width is applied at most once per animation frame while
 * dragging, and saved with the column settings when the mouse is released.
 */

const MIN_WIDTH = 60;
const MAX_WIDTH = 1200;

type Props = ThHTMLAttributes<HTMLTableCellElement> & ResizableHeaderProps;

export function ResizableHeaderCell({ resizable, width, onResize, children, ...rest }: Props) {
  const frame = useRef(0);
  if (!resizable || !onResize || typeof width !== 'number') return <th {...rest}>{children}</th>;

  const start = (event: ReactMouseEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = width;
    let latest = startWidth;
    const move = (moveEvent: MouseEvent) => {
      latest = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, startWidth + moveEvent.clientX - startX));
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => onResize(latest));
    };
    const up = () => {
      cancelAnimationFrame(frame.current);
      onResize(latest);
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', up);
      document.body.style.removeProperty('cursor');
      document.body.style.removeProperty('user-select');
    };
    document.body.style.cursor = 'col-resize';
    document.body.style.userSelect = 'none';
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', up);
  };

  return (
    <th {...rest}>
      {children}
      {/* A mouse-only affordance: widths can also be typed in the column settings. */}
      <span
        className="srm-dt-resize"
        onMouseDown={start}
        onClick={(event) => event.stopPropagation()}
        data-testid="data-table-resize"
        aria-hidden
      />
    </th>
  );
}
