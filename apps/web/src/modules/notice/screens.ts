import { defineScreens } from '../../app/screens/define.ts';

/** Screens of notices, notifications and public documents (issue 6), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  noticeManagement: { load: () => import('./NoticeManagementScreen.tsx'), title: { CN: '公告管理', EN: 'Notices' } },
  noticeDesc: { load: () => import('./NoticeDescScreen.tsx'), title: { CN: '公告详情', EN: 'Notice' } },
  noticePreview: { load: () => import('./NoticePreviewScreen.tsx'), title: { CN: '公告预览', EN: 'Notice preview' } },
  noticeEdit: { load: () => import('./NoticeEditScreen.tsx'), title: { CN: '编辑公告', EN: 'Edit notice' } },
  noticePendingDesc: {
    load: () => import('./NoticePendingDescScreen.tsx'),
    title: { CN: '公告确认', EN: 'Notice to acknowledge' },
  },
  notificationManagement: {
    load: () => import('./NotificationManagementScreen.tsx'),
    title: { CN: '通知管理', EN: 'Notifications' },
  },
  notificationEdit: {
    load: () => import('./NotificationEditScreen.tsx'),
    title: { CN: '编辑通知', EN: 'Edit notification' },
  },
  notificationPreview: {
    load: () => import('./NotificationPreviewScreen.tsx'),
    title: { CN: '通知预览', EN: 'Notification preview' },
  },
  // A notification is one user's: opening it is its acknowledgement, so the pending view is the description.
  notificationPendingDesc: {
    load: () => import('./NotificationDescScreen.tsx'),
    title: { CN: '通知详情', EN: 'Notification' },
  },
  'notice/noticeMore': { load: () => import('./NoticeMoreScreen.tsx'), title: { CN: '全部公告', EN: 'All notices' } },
  'notification/notificationMore': {
    load: () => import('./NotificationMoreScreen.tsx'),
    title: { CN: '我的通知', EN: 'My notifications' },
  },
  notificationDesc: {
    load: () => import('./NotificationDescScreen.tsx'),
    title: { CN: '通知详情', EN: 'Notification' },
  },
  commonFileList: {
    load: () => import('./CommonFileListScreen.tsx'),
    title: { CN: '公共文档', EN: 'Public documents' },
  },
  indexCommonFileList: {
    load: () => import('./IndexCommonFileListScreen.tsx'),
    title: { CN: '操作指南', EN: 'Operation guides' },
  },
});
