import { Button, type ButtonProps, Popconfirm } from 'antd';
import { type Key, useState } from 'react';
import type { ButtonKind, RowButton } from './types.ts';

/**
 * Button colours of spec §9: default blue, save green, delete and error red; disabled grey comes
 * from antd's disabled style whatever the colour. `plain` is the neutral outline for secondary
 * actions (export, settings), so the coloured ones stand out.
 */
export function buttonColor(kind: ButtonKind = 'default'): Pick<ButtonProps, 'color'> {
  switch (kind) {
    case 'save':
      return { color: 'green' };
    case 'delete':
    case 'error':
    case 'danger':
      return { color: 'danger' };
    case 'plain':
      return { color: 'default' };
    default:
      return { color: 'primary' };
  }
}

/** Whether the user may see a button: no resource code means always (spec §6). */
export function allowed(resourceCode: string | undefined, has: (code: string) => boolean): boolean {
  return !resourceCode || has(resourceCode);
}

type RowButtonsProps<R> = {
  buttons: RowButton<R>[];
  row: R;
  index: number;
  rowKey: Key;
  has: (code: string) => boolean;
  reload: () => void;
};

/** One row button; a returned promise keeps it loading (no double submit). */
function RowAction<R>({
  button,
  row,
  index,
  reload,
}: {
  button: RowButton<R>;
  row: R;
  index: number;
  reload: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    const result = button.onClick(row, { index, reload });
    if (result instanceof Promise) {
      setBusy(true);
      result.finally(() => setBusy(false)).catch(() => undefined);
    }
  };
  const disabled = button.disabled?.(row) ?? false;
  const node = (
    <Button
      size="small"
      variant="link"
      {...buttonColor(button.kind)}
      icon={button.icon}
      disabled={disabled}
      loading={busy}
      onClick={button.confirm ? undefined : run}
      data-testid={`row-button-${button.key}`}
      style={{ paddingInline: 4 }}
    >
      {button.label}
    </Button>
  );
  return button.confirm && !disabled ? (
    <Popconfirm title={button.confirm} onConfirm={run}>
      {node}
    </Popconfirm>
  ) : (
    node
  );
}

/** The buttons of one row: those the user holds (resource codes) and the row does not hide. */
export function RowButtons<R>({ buttons, row, index, has, reload }: RowButtonsProps<R>) {
  const shown = buttons.filter((button) => allowed(button.resourceCode, has) && !button.hidden?.(row));
  if (shown.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 2 }}>
      {shown.map((button) => (
        <RowAction key={button.key} button={button} row={row} index={index} reload={reload} />
      ))}
    </span>
  );
}
