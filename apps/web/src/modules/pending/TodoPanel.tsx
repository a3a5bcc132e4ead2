import { TODO_PANEL } from '@srm/core';
import { Button, Empty, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealtimeEvent } from '../../app/realtime/useRealtime.ts';
import { type TodoTab, TodoTable, type TodoVariant, useRefreshTodos } from './TodoTable.tsx';

export type TodoPanelProps = {
  /** internal: the caller's interior to-dos; supplier: the supplier's to-dos. */
  variant: TodoVariant;
  /** Scroll height of the table body (spec §9: 350 internal, 250 supplier). */
  height?: number;
  /** Rows per tab (spec §9: 20). */
  pageRows?: number;
  /** The internal list loads this long after mount (spec §9: 1 second). */
  delayMs?: number;
  /** Responsibility GZJTMDY (spec §6): nothing loads, tabs and the more link are disabled. */
  disabled?: boolean;
};

/** The more screens of the panel, keyed by variant. */
export const TODO_MORE_PATH: Record<TodoVariant, string> = {
  internal: '/main/pending/interiorPendingMore',
  supplier: '/main/pending/supplierPendingMore',
};

/** The home page's to-do panel: "To do" and "Done" tabs of compact tables, with a link to the full lists. */
export function TodoPanel({
  variant,
  height = TODO_PANEL.height[variant],
  pageRows = TODO_PANEL.pageRows,
  delayMs,
  disabled = false,
}: TodoPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TodoTab>('todo');
  const delay = delayMs ?? (variant === 'internal' ? TODO_PANEL.internalDelayMs : 0);
  const [ready, setReady] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  const enabled = ready && !disabled;
  // A to-do opened or closed elsewhere (pushed over /srm-ws) reloads the lists without a page reload.
  const refresh = useRefreshTodos();
  useRealtimeEvent(['todo'], refresh, !disabled);
  const table = (key: TodoTab) =>
    // Under GZJTMDY nothing was asked for: say so, rather than an empty list that reads "nothing to do".
    disabled ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pending.disabled')} data-testid="todo-disabled" />
    ) : (
      <TodoTable
        variant={variant}
        tab={key}
        pageRows={pageRows}
        height={height}
        compact
        enabled={enabled && tab === key}
      />
    );
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={(key) => setTab(key as TodoTab)}
      data-testid={`todo-panel-${variant}`}
      tabBarExtraContent={
        <Button
          type="link"
          size="small"
          disabled={disabled}
          onClick={() => void navigate(`${TODO_MORE_PATH[variant]}?tab=${tab}`)}
          data-testid="todo-more"
        >
          {t('pending.more')}
        </Button>
      }
      items={[
        { key: 'todo', label: t('pending.todo'), disabled, children: table('todo') },
        { key: 'done', label: t('pending.done'), disabled, children: table('done') },
      ]}
    />
  );
}
