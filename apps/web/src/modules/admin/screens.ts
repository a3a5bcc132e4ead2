import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the administration domain, keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  log: { load: () => import('./logs/LogScreen.tsx'), title: { CN: '操作日志', EN: 'Logs' } },
  concurrentPrograms: { load: () => import('./jobs/JobsScreen.tsx'), title: { CN: '计划任务', EN: 'Scheduled jobs' } },
  componentGallery: {
    load: () => import('./gallery/GalleryScreen.tsx'),
    title: { CN: '组件示例', EN: 'Component gallery' },
  },
});
