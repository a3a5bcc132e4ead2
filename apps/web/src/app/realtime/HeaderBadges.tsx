import { BellOutlined, CarryOutOutlined } from '@ant-design/icons';
import { App, Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RealtimeEvent } from './connection.ts';
import { useBadgeCounts } from './useBadgeCounts.ts';
import { useRealtimeEvent } from './useRealtime.ts';

/** The "more" screens the badges open, as the home panels open them (screens registered by htmlUrl). */
const TODO_MORE = { internal: '/main/pending/interiorPendingMore', supplier: '/main/pending/supplierPendingMore' };
const NOTIFICATION_MORE = '/main/notification/notificationMore';

/**
 * The header's to-do and notification badges. Counts come from badgeCounts and follow pushed events
 * (useBadgeCounts); a newly opened item also shows its title for a moment in the corner.
 */
export function HeaderBadges({ supplier, disabled = false }: { supplier: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const counts = useBadgeCounts(!disabled);
  useRealtimeEvent(
    ['todo', 'notification', 'message'],
    (event: RealtimeEvent) => {
      if (event.kind === 'resync' || event.change !== 'opened' || !event.title) return;
      const label = {
        todo: t('realtime.newTodo'),
        notification: t('realtime.newNotification'),
        message: t('realtime.newMessage'),
      }[event.kind];
      notification.info({
        key: `realtime-${event.kind}`,
        message: label,
        description: event.title,
        placement: 'bottomRight',
        duration: 4,
      });
    },
    !disabled,
  );
  const todoCount = counts.data?.todoCount ?? 0;
  const notificationCount = counts.data?.notificationCount ?? 0;
  return (
    <>
      <Tooltip title={t('realtime.todos')}>
        <Button
          type="text"
          disabled={disabled}
          aria-label={t('realtime.todos')}
          data-testid="header-todos"
          data-count={todoCount}
          onClick={() => void navigate(TODO_MORE[supplier ? 'supplier' : 'internal'])}
        >
          <Badge count={todoCount} size="small" overflowCount={99} data-testid="header-todo-badge">
            <CarryOutOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
      <Tooltip title={t('realtime.notifications')}>
        <Button
          type="text"
          disabled={disabled}
          aria-label={t('realtime.notifications')}
          data-testid="header-notifications"
          data-count={notificationCount}
          onClick={() => void navigate(NOTIFICATION_MORE)}
        >
          <Badge count={notificationCount} size="small" overflowCount={99} data-testid="header-notification-badge">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
    </>
  );
}
