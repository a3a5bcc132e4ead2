import { articleActionList } from './articles.ts';
import { configActionList } from './configs.ts';
import { inboxActionList } from './inbox.ts';
import { instanceActionList } from './instances.ts';
import { logActionList } from './logs.ts';
import { manualMessageActionList } from './manualMessages.ts';
import { reminderRuleActionList } from './reminderRules.ts';
import { sourceActionList } from './sources.ts';
import { templateActionList } from './templates.ts';
import { userPrefActionList } from './userPrefs.ts';
// The business events wired to messages (registered when the module is loaded).
import './events.ts';

export { emailDeliveryJob } from './delivery.ts';
export { PAYMENT_NOTICE } from './events.ts';
export { todoReminderJob } from './reminders.ts';
export { seedMessageDemo } from './seed.ts';
/** What other modules may use of the message centre: sendMessage() inside their own transaction. */
export { type SendInput, type SendResult, sendMessage } from './send.ts';

/** Every restful action of the message centre (server segment messageServer). */
export const messageActions = [
  ...sourceActionList,
  ...templateActionList,
  ...configActionList,
  ...manualMessageActionList,
  ...instanceActionList,
  ...logActionList,
  ...inboxActionList,
  ...userPrefActionList,
  ...articleActionList,
  ...reminderRuleActionList,
];
