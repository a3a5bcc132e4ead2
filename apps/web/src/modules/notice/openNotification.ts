import type { NotificationRow } from './api.ts';
import { screenPath } from './api.ts';

/** Where a notification leads: LINK opens billLink in a new window; the others open its description. */
export function openNotification(row: NotificationRow, navigate: (to: string) => void): void {
  if (row.billType === 'LINK' && row.billLink) {
    window.open(row.billLink, '_blank', 'noopener');
    return;
  }
  navigate(screenPath('notificationDesc', { id: row.notificationId }));
}
