import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the approval workflow (issue 5), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  myApproval: { load: () => import('./MyApprovalScreen.tsx'), title: { CN: '我的审批', EN: 'My approvals' } },
  submitRequest: { load: () => import('./SubmitRequestScreen.tsx'), title: { CN: '我的申请', EN: 'My requests' } },
  processList: { load: () => import('./ProcessListScreen.tsx'), title: { CN: '流程模型', EN: 'Process models' } },
  processMonitoring: {
    load: () => import('./MonitoringScreen.tsx'),
    title: { CN: '审批流程监控', EN: 'Approval monitoring' },
  },
  processInitiate: {
    load: () => import('./ProcessInitiateScreen.tsx'),
    title: { CN: '发起审批', EN: 'Start an approval' },
  },
  gtasks: { load: () => import('./GtasksScreen.tsx'), title: { CN: '待办事项', EN: 'Pending items' } },
  oaOutbox: { load: () => import('./OaOutboxScreen.tsx'), title: { CN: 'OA 推送队列', EN: 'OA outbox' } },
});
