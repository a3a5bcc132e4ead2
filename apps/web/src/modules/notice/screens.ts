import { defineScreens } from '../../app/screens/define.ts';

/** Screens of notices, notifications and public documents (issue 6), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  noticeManagement: { load: () => import('./NoticeManagementScreen.tsx'), title: { CN: '公告管理', EN: 'Notices' } },
  noticeDesc: { load: () => import('./NoticeDescScreen.tsx'), title: { CN: '公告详情', EN: 'Notice' } },
  noticePreview: { load: () => import('./NoticePreviewScreen.tsx'), title: { CN: '公告预览', EN: 'Notice preview' } },
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
