import { formatDateTime, todoMenuCodes, todoOpenOf, todoTitle } from '@srm/core';
import { App, Descriptions, Input } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';
import { PlanTodoDialog } from '../purchase/plans/PlanTodoDialog.tsx';
import { API, type TodoRow } from './api.ts';

/** What the query of a screen opened from a to-do carries: the document (id, view mode) or the item's own parameters. */
function queryOf(row: TodoRow): Record<string, string> {
  if (row.billId != null) return { id: String(row.billId), mode: 'view' };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.billParams ?? {})) {
    if (value != null && typeof value !== 'object') out[key] = String(value);
  }
  return out;
}

/**
 * Opens a to-do by its bill type (packages/core todo/billTypes.ts): its screen through the current
 * responsibility's menus, the read-only supplier to-do dialog (a supplier may handle it there), the
 * purchase plan dialog, the bill link in a tab, or, for WJQMS / KJQMS, marks it done and goes to /main.
 * `onChanged` runs after the item was handled, to refresh the lists.
 */
export function useOpenTodo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { userInfo } = useSession();
  const supplierUser = isSupplier(userInfo);
  const { openMenu } = useOpenScreens();
  const billTypes = useLookup('SYS_TOBEDO');

  const notAvailable = useCallback(
    (row: TodoRow) => message.warning(t('pending.noScreen', { type: billTypes.meaning(row.billType) })),
    [message, t, billTypes],
  );

  const showTodoDialog = useCallback(
    (row: TodoRow, onChanged?: () => void) => {
      const canHandle = supplierUser && row.pendingId != null && row.handleFlag !== 'Y' && row.cancelFlag !== 'Y';
      const content = (
        <div data-testid="todo-dialog">
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            {row.supplierName && (
              <Descriptions.Item label={t('pending.supplier')}>{row.supplierName}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('pending.creationDate')}>{formatDateTime(row.creationDate)}</Descriptions.Item>
            {row.handleFlag === 'Y' && (
              <Descriptions.Item label={t('pending.handleUser')}>
                {row.handleUser} {formatDateTime(row.handleDate)}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Input.TextArea
            aria-label={t('pending.todoText')}
            value={todoTitle(row.pendingTitle, row.handleFlag)}
            readOnly
            autoSize={{ minRows: 3, maxRows: 10 }}
          />
        </div>
      );
      const title = t('pending.todoDialogTitle');
      if (!canHandle) {
        modal.info({ title, content, okText: t('pending.close'), width: 520 });
        return;
      }
      modal.confirm({
        title,
        content,
        width: 520,
        icon: null,
        okText: t('pending.handle'),
        cancelText: t('pending.close'),
        onOk: () => {
          modal.confirm({
            title: t('pending.confirmHandle'),
            okText: t('pending.handle'),
            cancelText: t('pending.cancel'),
            onOk: async () => {
              try {
                await post(API.supplierDone, { pendingId: row.pendingId, handleFlag: 'Y' });
                message.success(t('pending.handled'));
                onChanged?.();
              } catch (error) {
                message.error(errorText(error));
              }
            },
          });
        },
      });
    },
    [modal, message, t, supplierUser],
  );

  return useCallback(
    async (row: TodoRow, onChanged?: () => void) => {
      const open = todoOpenOf(row.billType);
      const side = supplierUser ? 'supplier' : 'internal';
      switch (open?.kind ?? (row.menuCode ? 'menu' : null)) {
        case 'todoDialog':
          showTodoDialog(row, onChanged);
          return;
        case 'markDone':
          try {
            if (row.pendingId != null) {
              if (supplierUser) await post(API.supplierDone, { pendingId: row.pendingId, handleFlag: 'Y' });
            } else if (row.interiorPendingId != null) {
              await post(API.interiorDone, { interiorPendingId: row.interiorPendingId });
            }
            onChanged?.();
            void navigate('/main');
          } catch (error) {
            message.error(errorText(error));
          }
          return;
        case 'dialog': {
          // The purchase plan dialog (modules/purchase/plans): header and lines from the server, and the
          // supplier's Confirm / Return; acting on it handles the to-do, so the lists are refreshed.
          if (row.billId == null) {
            notAvailable(row);
            return;
          }
          const dialog = modal.info({
            title: t('pending.planDialogTitle'),
            width: 1000,
            icon: null,
            okText: t('pending.close'),
            content: (
              <PlanTodoDialog
                planId={row.billId}
                onDone={() => {
                  dialog.destroy();
                  onChanged?.();
                }}
              />
            ),
          });
          return;
        }
        case 'supplierTab': {
          const link = (row.billLink ?? '').trim();
          if (!link) {
            notAvailable(row);
            return;
          }
          if (/^https?:\/\//i.test(link)) {
            void navigate(`/main/iframe?${new URLSearchParams({ link, pageName: billTypes.meaning(row.billType) })}`);
          } else {
            void navigate(link.startsWith('/') ? link : `/main/${link}`);
          }
          return;
        }
        case 'menu':
          if (!openMenu(todoMenuCodes(row.billType, row.menuCode, side), queryOf(row))) notAvailable(row);
          return;
        default:
          notAvailable(row);
      }
    },
    [supplierUser, showTodoDialog, navigate, message, modal, t, openMenu, notAvailable, billTypes],
  );
}
