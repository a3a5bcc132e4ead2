import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSettingsState } from './useColumnSettings.ts';

/*
 * The column settings popover: show or hide each column (columnsDisplay), move it up or down, set
 * its width, or go back to the table's own arrangement. Up/down buttons rather than drag and drop:
 * they work from the keyboard and need no extra library.
 */
export function ColumnSettings<R>({ state }: { state: ColumnSettingsState<R> }) {
  const { t } = useTranslation();
  const { settings } = state;
  const visibleCount = settings.filter((s) => s.columnsDisplay === 'Y').length;
  const content = (
    <div style={{ width: 340, maxHeight: 420, overflow: 'auto' }} data-testid="data-table-settings-panel">
      {settings.map((setting, index) => {
        const visible = setting.columnsDisplay === 'Y';
        return (
          <div
            key={setting.key}
            style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '3px 0' }}
            data-testid={`data-table-settings-${setting.key}`}
          >
            <Checkbox
              checked={visible}
              // The last visible column stays: a table without columns helps nobody.
              disabled={visible && visibleCount === 1}
              onChange={(event) => state.setVisible(setting.key, event.target.checked)}
              style={{ flex: 1, minWidth: 0 }}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {setting.title}
              </span>
            </Checkbox>
            <InputNumber
              size="small"
              min={60}
              max={1200}
              step={10}
              value={setting.width ?? null}
              placeholder={t('table.width')}
              onChange={(width) => typeof width === 'number' && state.setWidth(setting.key, width)}
              style={{ width: 76 }}
              aria-label={`${setting.title} ${t('table.width')}`}
            />
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => state.move(setting.key, -1)}
              aria-label={`${setting.title} ${t('table.moveUp')}`}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === settings.length - 1}
              onClick={() => state.move(setting.key, 1)}
              aria-label={`${setting.title} ${t('table.moveDown')}`}
            />
          </div>
        );
      })}
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button size="small" onClick={state.reset} data-testid="data-table-settings-reset">
          {t('table.resetColumns')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover content={content} title={t('table.columnSettings')} trigger="click" placement="bottomRight">
      <Tooltip title={t('table.columnSettings')}>
        <Button icon={<SettingOutlined />} aria-label={t('table.columnSettings')} data-testid="data-table-settings" />
      </Tooltip>
    </Popover>
  );
}
