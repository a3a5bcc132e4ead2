import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the administration domain, keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  componentGallery: {
    load: () => import('./gallery/GalleryScreen.tsx'),
    title: { CN: '组件示例', EN: 'Component gallery' },
  },
});
