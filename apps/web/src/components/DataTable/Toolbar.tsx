import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowed, buttonColor } from './buttons.tsx';
import { ColumnSettings } from './ColumnSettings.tsx';
import type { ToolbarButton, ToolbarContext } from './types.ts';
import type { ColumnSettingsState } from './useColumnSettings.ts';

/*
 * The bar above the table: the screen's buttons (each shown only for a resource code the user holds,
 * spec §6, coloured by kind, spec §9), then Export and the column settings at the right.
 */

function ToolbarAction<R>({ button, context }: { button: ToolbarButton<R>; context: ToolbarContext<R> }) {
  const [busy, setBusy] = useState(false);
  const disabled =
    (button.needsSelection === true && context.selectedKeys.length === 0) || (button.disabled?.(context) ?? false);
  return (
    <Button
      variant="solid"
      {...buttonColor(button.kind)}
      icon={button.icon}
      disabled={disabled}
      loading={busy}
      onClick={() => {
        const result = button.onClick(context);
        if (result instanceof Promise) {
          setBusy(true);
          result.finally(() => setBusy(false)).catch(() => undefined);
        }
      }}
      data-testid={`toolbar-button-${button.key}`}
    >
      {button.label}
    </Button>
  );
}

export type ToolbarProps<R> = {
  title?: ReactNode;
  buttons: ToolbarButton<R>[];
  context: ToolbarContext<R>;
  has: (code: string) => boolean;
  extra?: ReactNode;
  /** Present when the table is exportable. */
  onExport?: () => void;
  exporting: boolean;
  settings: ColumnSettingsState<R>;
};

export function Toolbar<R>({ title, buttons, context, has, extra, onExport, exporting, settings }: ToolbarProps<R>) {
  const { t } = useTranslation();
  const shown = buttons.filter((button) => allowed(button.resourceCode, has) && !button.hidden?.(context));
  return (
    <div className="srm-dt-toolbar" data-testid="data-table-toolbar">
      {title ? <div className="srm-dt-title">{title}</div> : null}
      <div className="srm-dt-actions">
        {shown.map((button) => (
          <ToolbarAction key={button.key} button={button} context={context} />
        ))}
        {extra}
      </div>
      <div className="srm-dt-tools">
        {onExport ? (
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} data-testid="data-table-export">
            {exporting ? t('table.exporting') : t('table.export')}
          </Button>
        ) : null}
        <ColumnSettings state={settings} />
      </div>
    </div>
  );
}
