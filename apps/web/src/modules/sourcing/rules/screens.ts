import type { ScreenMap } from '../../../app/screens/define.ts';

/** Sourcing rule setup (issue 17 item 1), keyed by the menus' htmlUrl (seed/demoMenus.ts). */
export const ruleScreens = {
  sourcingTypeList: { load: () => import('./SourcingTypeScreen.tsx'), title: { CN: '寻源类型', EN: 'Sourcing types' } },
  sourcingTemplateList: {
    load: () => import('./TemplateScreen.tsx'),
    title: { CN: '寻源模板', EN: 'Sourcing templates' },
  },
  sourcingExpertList: { load: () => import('./ExpertScreen.tsx'), title: { CN: '专家库', EN: 'Expert library' } },
  sourcingProjectList: {
    load: () => import('./ProjectScreen.tsx'),
    title: { CN: '寻源项目', EN: 'Sourcing projects' },
  },
} satisfies ScreenMap;
