import { defineScreens } from '../../app/screens/define.ts';

const users = () => import('./users/UserScreen.tsx');
const responsibilities = () => import('./responsibilities/ResponsibilityScreen.tsx');
const lookups = () => import('./lookups/LookupScreen.tsx');
const institutions = () => import('./org/InstitutionScreen.tsx');
const system = () => import('./system/SystemInfoScreen.tsx');

/** Screens of the administration domain, keyed by the menu's htmlUrl (spec §2 route names). */
export const screens = defineScreens({
  user: { load: users, title: { CN: '用户管理', EN: 'Users' } },
  userresponsibility: { load: users, title: { CN: '用户职责', EN: 'User responsibilities' } },
  role: { load: () => import('./roles/RoleScreen.tsx'), title: { CN: '角色管理', EN: 'Roles' } },
  resp: { load: responsibilities, title: { CN: '职责管理', EN: 'Responsibilities' } },
  responsibility: { load: responsibilities, title: { CN: '职责管理', EN: 'Responsibilities' } },
  'systemsetting/menuFunction': {
    load: () => import('./menus/MenuScreen.tsx'),
    title: { CN: '菜单管理', EN: 'Menus' },
  },
  lookup: { load: lookups, title: { CN: '值集管理', EN: 'Lookups' } },
  lookuptype: { load: lookups, title: { CN: '值集管理', EN: 'Lookups' } },
  profile: { load: () => import('./profiles/ProfileScreen.tsx'), title: { CN: '系统参数', EN: 'Profiles' } },
  institution: { load: institutions, title: { CN: '组织机构', EN: 'Organisations' } },
  'systemsetting/institution/:treeType': { load: institutions, title: { CN: '组织机构', EN: 'Organisations' } },
  employee: { load: () => import('./persons/EmployeeScreen.tsx'), title: { CN: '人员管理', EN: 'Persons' } },
  datasource: { load: system, title: { CN: '数据源', EN: 'Data source' } },
  redis: { load: system, title: { CN: '缓存', EN: 'Cache (Redis)' } },
  apiManager: { load: system, title: { CN: '接口管理', EN: 'API list' } },
  projectAndModule: { load: system, title: { CN: '项目与模块', EN: 'Projects and modules' } },
  log: { load: () => import('./logs/LogScreen.tsx'), title: { CN: '操作日志', EN: 'Logs' } },
  concurrentPrograms: { load: () => import('./jobs/JobsScreen.tsx'), title: { CN: '计划任务', EN: 'Scheduled jobs' } },
  componentGallery: {
    load: () => import('./gallery/GalleryScreen.tsx'),
    title: { CN: '组件示例', EN: 'Component gallery' },
  },
});
