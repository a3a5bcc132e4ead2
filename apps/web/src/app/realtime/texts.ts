import type { Translation } from '../i18n/en.ts';

/** Chinese texts of the header badges and live-update toasts (wired into the workspace texts as `realtime`). */
export const zh = {
  todos: '我的待办',
  notifications: '我的通知',
  newTodo: '新待办',
  newNotification: '新通知',
  newMessage: '新消息',
};

export const en: Translation<typeof zh> = {
  todos: 'My to-dos',
  notifications: 'My notifications',
  newTodo: 'New to-do',
  newNotification: 'New notification',
  newMessage: 'New message',
};
