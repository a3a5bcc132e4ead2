import { contractMessages } from './contract/contractMessages.ts';
import { esignMessages } from './contract/esignMessages.ts';
import { templateMessages } from './contract/templateMessages.ts';
import type { Lang } from './lang.ts';
import { deliveryMessages } from './purchase/deliveryMessages.ts';
import { orderMessages } from './purchase/orderMessages.ts';
import { planMessages } from './purchase/planMessages.ts';
import { sourceMessages } from './purchase/sourceMessages.ts';
import { autoReconcileMessages } from './settlement/autoReconcileMessages.ts';
import { balanceMessages, paymentMessages } from './settlement/paymentMessages.ts';
import { penaltyMessages } from './settlement/penaltyMessages.ts';
import { reportMessages } from './settlement/reportMessages.ts';
import { statementMessages } from './settlement/statementMessages.ts';
import { bidMessages } from './sourcing/bidMessages.ts';
import { evaluationMessages } from './sourcing/evaluationMessages.ts';
import { inquiryMessages } from './sourcing/inquiryMessages.ts';
import { quoteMessages } from './sourcing/quoteMessages.ts';
import { ruleMessages } from './sourcing/ruleMessages.ts';
import { sealingMessages } from './sourcing/sealingMessages.ts';
import { tenderMessages } from './sourcing/tenderMessages.ts';

/**
 * Every message the server sends to a user, in both languages. One entry, both texts: a missing
 * translation does not compile. `{name}` placeholders are filled by `t()`.
 * Screens keep their own labels in apps/web; messages that both sides show live here.
 */
export const messages = {
  // platform
  'error.unexpected': {
    CN: '系统繁忙，请稍后再试（错误编号 {errorId}）',
    EN: 'Something went wrong on the server, please try again later (error id {errorId})',
  },
  'error.notFound': { CN: '记录不存在', EN: 'The record does not exist' },
  'error.routeNotFound': { CN: '接口不存在：{path}', EN: 'No such call: {path}' },
  'error.badRequest': { CN: '请求参数错误：{detail}', EN: 'Bad request: {detail}' },
  'error.malformedBody': { CN: '请求内容不是有效的 JSON', EN: 'The request body is not valid JSON' },
  'error.bodyTooLarge': { CN: '请求内容过大', EN: 'The request body is too large' },
  'error.notLoggedIn': { CN: '登录已失效，请重新登录', EN: 'Your session has ended, please log in again' },
  'error.forbidden': { CN: '没有权限执行此操作', EN: 'You are not allowed to do this' },
  'error.internalOnly': { CN: '仅内部用户可执行此操作', EN: 'Only internal users can do this' },
  'error.staleVersion': {
    CN: '单据已被他人修改，请重新加载',
    EN: 'The document was changed by someone else, reload it',
  },
  // documents and approval
  'error.workflowNotDeployed': {
    CN: '未找到该单据类型已发布的审批流程，请联系管理员发布流程',
    EN: 'No approval process is deployed for this document type; ask an administrator to deploy one',
  },
  'error.docStatusNotAllowed': {
    CN: '单据状态为「{status}」，不能执行「{action}」',
    EN: 'The document is {status}; {action} is not allowed',
  },
  'error.noOpenTask': { CN: '您没有该单据的待办审批任务', EN: 'You have no approval task open on this document' },
  'error.taskAlreadyHandled': {
    CN: '该审批任务已被他人处理，请刷新',
    EN: 'This approval task was already handled by someone else, refresh the page',
  },
  // approval workflow: process models (checked when saved and deployed)
  'bpm.xmlUnreadable': { CN: 'BPMN 文件无法解析：{detail}', EN: 'The BPMN XML cannot be read: {detail}' },
  'bpm.oneProcess': { CN: '流程模型必须且只能包含一个流程', EN: 'The model must contain exactly one process' },
  'bpm.unsupportedElement': {
    CN: '不支持的元素 {element}（{id}）：只能使用开始事件、结束事件、用户任务、排他网关和连线',
    EN: 'Unsupported element {element} ({id}): use start and end events, user tasks, exclusive gateways and sequence flows',
  },
  'bpm.noAssigneeRule': {
    CN: '用户任务「{node}」未设置审批人（srm:assigneeType 与 srm:assignee）',
    EN: 'User task "{node}" has no assignee rule (srm:assigneeType and srm:assignee)',
  },
  'bpm.badAssigneeType': {
    CN: '用户任务「{node}」的审批人类型 {type} 无效',
    EN: 'User task "{node}" has an unknown assignee type {type}',
  },
  'bpm.badAssignee': {
    CN: '用户任务「{node}」的审批人设置 {value} 无效',
    EN: 'User task "{node}": invalid assignee {value}',
  },
  'bpm.badCountersign': {
    CN: '用户任务「{node}」的会签方式须为 ALL 或 ANY',
    EN: 'User task "{node}": the countersign mode must be ALL or ANY',
  },
  'bpm.danglingFlow': { CN: '连线 {flow} 未连接两个节点', EN: 'Sequence flow {flow} does not connect two nodes' },
  'bpm.conditionOutsideGateway': {
    CN: '连线 {flow} 的条件只能设置在排他网关的出口上',
    EN: 'Sequence flow {flow}: conditions belong on the flows leaving an exclusive gateway',
  },
  'bpm.unknownProfile': {
    CN: '连线 {flow} 的条件引用了未知的系统参数 {code}',
    EN: 'The condition of sequence flow {flow} reads the unknown profile {code}',
  },
  'bpm.badCondition': {
    CN: '连线 {flow} 的条件无法解析：{detail}',
    EN: 'The condition of sequence flow {flow} cannot be read: {detail}',
  },
  'bpm.oneStart': { CN: '流程必须且只能有一个开始事件', EN: 'The process must have exactly one start event' },
  'bpm.noEnd': { CN: '流程没有结束事件', EN: 'The process has no end event' },
  'bpm.endHasOutgoing': { CN: '结束事件「{node}」不能有出口连线', EN: 'End event "{node}" cannot have outgoing flows' },
  'bpm.oneOutgoing': {
    CN: '节点「{node}」必须有且只有一条出口连线（分支请使用排他网关）',
    EN: 'Node "{node}" must have exactly one outgoing flow (branch with an exclusive gateway)',
  },
  'bpm.badDefaultFlow': {
    CN: '排他网关「{node}」的默认连线不是它的出口',
    EN: 'The default flow of gateway "{node}" does not leave it',
  },
  'bpm.flowNeedsCondition': {
    CN: '排他网关「{node}」的出口连线 {flow} 需要条件或设为默认连线',
    EN: 'Flow {flow} leaving gateway "{node}" needs a condition or must be the default flow',
  },
  'bpm.unreachable': {
    CN: '节点「{node}」从开始事件无法到达',
    EN: 'Node "{node}" cannot be reached from the start event',
  },
  // approval workflow: running
  'bpm.processLoops': {
    CN: '流程在「{node}」处循环，未到达审批任务或结束事件',
    EN: 'The process loops at "{node}" without reaching a user task or an end',
  },
  'bpm.conditionFailed': {
    CN: '排他网关「{node}」的连线 {flow} 条件计算失败：{detail}',
    EN: 'The condition of flow {flow} at gateway "{node}" failed: {detail}',
  },
  'bpm.noRoute': {
    CN: '排他网关「{node}」没有满足条件的出口，也没有默认连线',
    EN: 'No way out of gateway "{node}": no condition holds and there is no default flow',
  },
  'bpm.noAssigneeFound': {
    CN: '审批节点「{node}」找不到审批人，请检查其审批人设置',
    EN: 'No approver found for the step "{node}"; check its assignee rule',
  },
  'bpm.alreadyRunning': { CN: '该单据已在审批中', EN: 'An approval is already running for this document' },
  'bpm.notRunning': { CN: '该单据的审批已结束', EN: 'The approval of this document is no longer running' },
  'bpm.notInitiator': { CN: '只有提交人可以撤回审批', EN: 'Only the submitter can withdraw the approval' },
  'bpm.badRejectTarget': {
    CN: '不能驳回到「{node}」：它不是本流程已经过的审批节点',
    EN: 'Cannot return to "{node}": it is not an approval step this process has passed',
  },
  'bpm.badHandoverTarget': {
    CN: '请选择其他已启用的内部用户（不能是当前处理人或同一节点的其他审批人）',
    EN: 'Choose another enabled internal user (not the current handler nor another approver of the same step)',
  },
  'bpm.draftExists': {
    CN: '该流程已有草稿版本 {version}，请编辑该版本',
    EN: 'Version {version} of this model is a draft already; edit that one',
  },
  'bpm.categoryInUse': {
    CN: '该流程分类已被流程模型使用，不能删除',
    EN: 'Process models use this category, so it cannot be deleted',
  },
  'bpm.outboxNotFailed': { CN: '只有发送失败的记录可以重发', EN: 'Only a failed item can be sent again' },
  'bpm.deployed': { CN: '发布成功', EN: 'Deployed' },
  'bpm.approved': { CN: '已同意', EN: 'Approved' },
  'bpm.rejected': { CN: '已驳回', EN: 'Rejected' },
  'bpm.transferred': { CN: '已转办', EN: 'Transferred' },
  'bpm.delegated': { CN: '已委托', EN: 'Delegated' },
  'bpm.reassigned': { CN: '已改派', EN: 'Reassigned' },
  'bpm.retryQueued': { CN: '已重新加入发送队列', EN: 'Queued to be sent again' },
  'document.noLines': { CN: '至少需要一行才能提交', EN: 'At least one line is needed to submit' },
  'document.lineNotFound': {
    CN: '该行不属于此单据，请重新加载',
    EN: 'This line does not belong to the document; reload it',
  },
  'lifecycle.scoreRange': { CN: '请输入0到100之间的分数', EN: 'Must enter a score from 0 to 100' },
  'lifecycle.itemTwice': { CN: '同一考察项只能评分一次', EN: 'Each inspection item is scored once' },
  'lifecycle.planNotApproved': {
    CN: '考察计划审批通过后才能记录现场考察',
    EN: 'An on-site inspection needs an approved inspection plan',
  },
  'lifecycle.supplierInactive': {
    CN: '供应商已退出或已列入黑名单',
    EN: 'The supplier has quit or is blacklisted',
  },
  'lifecycle.categoryNotQualified': {
    CN: '供应商在该品类尚未通过考察，不能提交小批量试制',
    EN: 'The supplier is not qualified for this category yet (an on-site inspection must pass first)',
  },
  'requisition.needByDatePast': {
    CN: '需求日期不能早于今天',
    EN: 'The need-by date cannot be before today',
  },
  'home.quickMenuNotHeld': {
    CN: '只能选择当前职责下的菜单',
    EN: 'Only menus of the current responsibility can be picked',
  },
  'requisition.requesterNotInOrg': {
    CN: '申请人不是所选组织的人员',
    EN: 'The requester is not a person of the chosen organisation',
  },
  'error.idempotencyMismatch': {
    CN: '幂等键已用于另一个请求',
    EN: 'This Idempotency-Key was already used for a different request',
  },
  'error.idempotencyInFlight': {
    CN: '相同的请求正在处理中，请稍候',
    EN: 'The same request is still being processed, please wait',
  },
  'ok.saved': { CN: '保存成功', EN: 'Saved' },
  'ok.done': { CN: '操作成功', EN: 'Done' },
  // notices, notifications and public documents
  'notice.unknownType': {
    CN: '公告类型 {code} 不存在或已停用',
    EN: 'The notice type {code} does not exist or is disabled',
  },
  'notice.notDraft': {
    CN: '只有草稿状态的公告可以修改、发布或删除',
    EN: 'Only a draft notice can be changed, published or deleted',
  },
  'notice.notPublished': { CN: '只有已发布的公告可以撤回', EN: 'Only a published notice can be revoked' },
  'notice.published': { CN: '发布成功', EN: 'Published' },
  'notice.revoked': { CN: '已撤回', EN: 'Revoked' },
  'notice.deleted': { CN: '删除成功', EN: 'Deleted' },
  'notice.markedRead': { CN: '已标记为已读', EN: 'Marked as read' },
  'notice.noReceivers': {
    CN: '请至少选择一个接收对象（组织、供应商、供应商组或用户）后再发布',
    EN: 'Choose at least one receiver (organisation, supplier, supplier group or user) before publishing',
  },
  'notice.emptyReply': { CN: '回复内容不能为空', EN: 'The reply cannot be empty' },
  'notice.replied': { CN: '回复成功', EN: 'Reply sent' },
  'notice.acknowledged': { CN: '已确认阅读', EN: 'Marked as read and acknowledged' },
  'notice.noAcknowledgement': {
    CN: '该公告无需确认或您已确认',
    EN: 'This notice needs no acknowledgement, or you have already acknowledged it',
  },
  'notification.notDraft': {
    CN: '只有草稿状态的通知可以修改、发送或删除',
    EN: 'Only a draft notification can be changed, sent or deleted',
  },
  'notification.notPublished': { CN: '只有已发送的通知可以撤回', EN: 'Only a sent notification can be withdrawn' },
  'notification.published': { CN: '已发送给 {count} 位用户', EN: 'Sent to {count} users' },
  'notification.noRecipients': {
    CN: '所选接收对象下没有可接收通知的用户',
    EN: 'The chosen receivers have no users to receive the notification',
  },
  'notification.linkRequired': {
    CN: '链接类通知必须填写以 http:// 或 https:// 开头的链接',
    EN: 'A LINK notification needs a link starting with http:// or https://',
  },
  'commonFile.unknownType': {
    CN: '文档类型 {code} 不存在或已停用',
    EN: 'The document type {code} does not exist or is disabled',
  },

  // login and sessions
  'auth.wrongCredentials': { CN: '用户名或密码错误', EN: 'Wrong user name or password' },
  'auth.captchaRequired': { CN: '请输入验证码', EN: 'Please enter the captcha' },
  'auth.captchaWrong': { CN: '验证码错误或已过期', EN: 'The captcha is wrong or has expired' },
  'auth.tooSoon': {
    CN: '登录失败次数过多，请 {seconds} 秒后再试',
    EN: 'Too many failed logins, try again in {seconds} seconds',
  },
  'auth.userDisabled': { CN: '用户名或密码错误', EN: 'Wrong user name or password' },
  'auth.loggedOut': { CN: '已退出登录', EN: 'Logged out' },
  'auth.noSuchResponsibility': { CN: '您没有该职责', EN: 'You do not hold this responsibility' },
  'auth.noResponsibility': {
    CN: '该用户未分配职责，请联系管理员',
    EN: 'This user holds no responsibility; please contact the administrator',
  },
  'password.wrongOld': { CN: '原密码错误', EN: 'The current password is wrong' },
  'password.tooWeak': {
    CN: '密码须为 8-32 位，且同时包含大写字母、小写字母、数字和特殊字符',
    EN: 'The password must be 8–32 characters and contain an upper-case letter, a lower-case letter, a digit and a special character',
  },
  'password.tooShort': { CN: '密码长度须为 6-32 位', EN: 'The password must be 6–32 characters long' },
  'password.sameAsOld': { CN: '新密码不能与原密码相同', EN: 'The new password must differ from the current one' },
  'password.changed': { CN: '密码修改成功，请重新登录', EN: 'Password changed, please log in again' },
  'password.reset': { CN: '密码已重置', EN: 'The password has been reset' },
  'forget.codeSent': {
    CN: '如果该用户存在且登记了邮箱，验证码已发送至该邮箱，{minutes} 分钟内有效',
    EN: 'If this user exists and has an email address, a verification code has been sent to it; it is valid for {minutes} minutes',
  },
  'forget.codeWrong': { CN: '邮箱验证码错误或已过期', EN: 'The email code is wrong or has expired' },
  'forget.mailSubject': { CN: 'SRM 平台找回密码验证码', EN: 'SRM platform password reset code' },
  'forget.mailBody': {
    CN: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
    EN: 'Your verification code is {code}. It is valid for {minutes} minutes. Ignore this mail if you did not ask for it.',
  },

  // supplier registration (/register, /registerInfoEdit, /changeInfoPending, Registration approval)
  'registration.status.DRAFT': { CN: '草稿', EN: 'draft' },
  'registration.status.SUBMITTED': { CN: '已提交', EN: 'submitted' },
  'registration.status.RETURNED': { CN: '已退回', EN: 'returned' },
  'registration.status.APPROVED': { CN: '已通过', EN: 'approved' },
  'registration.status.REJECTED': { CN: '已拒绝', EN: 'rejected' },
  'registration.service.licenceOcr': { CN: '营业执照识别', EN: 'business-licence recognition' },
  'registration.service.idCardOcr': { CN: '身份证识别', EN: 'ID-card recognition' },
  'registration.service.riskLookup': { CN: '企业风险查询', EN: 'enterprise risk lookup' },
  'registration.codeSent': {
    CN: '验证码已发送至 {email}，{minutes} 分钟内有效',
    EN: 'A verification code has been sent to {email}; it is valid for {minutes} minutes',
  },
  'registration.codeTooSoon': {
    CN: '验证码发送过于频繁，请 {seconds} 秒后再试',
    EN: 'A code was sent a moment ago; try again in {seconds} seconds',
  },
  'registration.codeWrong': { CN: '邮箱验证码错误', EN: 'The e-mail verification code is wrong' },
  'registration.codeExpired': {
    CN: '邮箱验证码已过期或已使用，请重新获取',
    EN: 'The e-mail verification code has expired or was used; request a new one',
  },
  'registration.codeMailSubject': { CN: 'SRM 平台供应商注册验证码', EN: 'SRM platform supplier registration code' },
  'registration.codeMailBody': {
    CN: '您的供应商注册验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
    EN: 'Your supplier registration code is {code}. It is valid for {minutes} minutes. Ignore this mail if you did not ask for it.',
  },
  'registration.emailTaken': {
    CN: '该邮箱已注册账号或已有进行中的注册申请，请直接登录或通过“修改注册信息”处理',
    EN: 'This e-mail already has an account or a registration in progress; log in, or use "Edit registration"',
  },
  'registration.noRegistration': {
    CN: '该邮箱没有可查看的注册申请',
    EN: 'There is no registration under this e-mail address',
  },
  'registration.tokenInvalid': {
    CN: '注册链接无效或已过期，请重新验证邮箱',
    EN: 'The registration link is invalid or has expired; verify your e-mail again',
  },
  'registration.nameDuplicate': {
    CN: '供应商名称“{name}”已存在，请勿重复注册',
    EN: 'A supplier named "{name}" already exists; it cannot register twice',
  },
  'registration.nameTooShort': { CN: '公司名称至少 2 个字', EN: 'The company name needs at least 2 characters' },
  'registration.creditCodeInvalid': {
    CN: '统一社会信用代码格式不正确（18 位，不含 I、O、Z、S、V，末位为校验码）',
    EN: 'The unified social credit code is not valid (18 characters without I, O, Z, S, V, the last one a check character)',
  },
  'registration.mobileInvalid': { CN: '手机号格式不正确', EN: 'The mobile number is not valid' },
  'registration.emailInvalid': { CN: '邮箱格式不正确', EN: 'The e-mail address is not valid' },
  'registration.accountNumberInvalid': { CN: '银行账号格式不正确', EN: 'The bank account number is not valid' },
  'registration.capitalInvalid': {
    CN: '注册资本须为数字（最多两位小数）',
    EN: 'The registered capital must be a number (at most 2 decimals)',
  },
  'registration.contactRequired': { CN: '至少填写一位联系人', EN: 'Add at least one contact' },
  'registration.districtInvalid': { CN: '所在地区不存在，请重新选择', EN: 'No such district; choose it again' },
  'registration.fileNotOwn': {
    CN: '附件不属于本注册申请，请重新上传',
    EN: 'A file does not belong to this registration; upload it again',
  },
  'registration.notEditable': {
    CN: '注册申请当前状态为“{status}”，不能修改',
    EN: 'The registration is {status} and cannot be changed',
  },
  'registration.notDecidable': {
    CN: '注册申请当前状态为“{status}”，只能处理已提交的申请',
    EN: 'The registration is {status}; only a submitted registration can be decided',
  },
  'registration.submitted': {
    CN: '注册申请 {number} 已提交，请等待审核',
    EN: 'Registration {number} has been submitted and waits for review',
  },
  'registration.approved': { CN: '已通过，供应商编码 {number}', EN: 'Approved; supplier number {number}' },
  'registration.returned': { CN: '已退回修改', EN: 'Returned for edits' },
  'registration.rejected': { CN: '已拒绝', EN: 'Rejected' },
  'registration.serviceUnavailable': {
    CN: '{service}服务暂不可用，请手工填写',
    EN: 'The {service} service is not available; please fill in the fields by hand',
  },
  'registration.pendingLogin': {
    CN: '您的注册申请 {number} 正在审核中，审核通过后即可登录',
    EN: 'Your registration {number} is being reviewed; you can log in once it is approved',
  },
  'registration.returnedLogin': {
    CN: '您的注册申请 {number} 已被退回修改：{reason}',
    EN: 'Your registration {number} was returned for edits: {reason}',
  },
  'registration.rejectedLogin': {
    CN: '您的注册申请 {number} 未通过：{reason}',
    EN: 'Your registration {number} was rejected: {reason}',
  },
  'mail.resent': { CN: '邮件已重新发送', EN: 'The mail was sent again' },
  'mail.resentLogged': {
    CN: '邮件已重新记录；未配置 SMTP_URL，邮件不会发出',
    EN: 'The mail was recorded again; SMTP_URL is not set, so it was not sent',
  },
  'registration.todoTitle': {
    CN: '审核供应商注册：{name}（{number}）',
    EN: 'Review the supplier registration of {name} ({number})',
  },
  'registration.noticeTitle': { CN: '新供应商注册待审核：{name}', EN: 'New supplier registration to review: {name}' },
  'registration.noticeBody': {
    CN: '{name}（{number}）提交了供应商注册申请，请在“注册审批”中处理。',
    EN: '{name} ({number}) submitted a supplier registration; review it under "Registration approval".',
  },
  'registration.approvedMailSubject': {
    CN: 'SRM 平台供应商注册已通过',
    EN: 'Your SRM supplier registration is approved',
  },
  'registration.approvedMailBody': {
    CN: '{name} 的注册已通过，供应商编码 {number}。登录账号：{userName}，密码为注册时设置的密码。登录地址：{url}',
    EN: 'The registration of {name} is approved; supplier number {number}. Login: {userName}, with the password you chose when registering. Log in at {url}',
  },
  'registration.returnedMailSubject': {
    CN: 'SRM 平台供应商注册被退回修改',
    EN: 'Your SRM supplier registration needs edits',
  },
  'registration.returnedMailBody': {
    CN: '{name} 的注册申请 {number} 被退回修改，原因：{reason}。请打开以下链接修改后重新提交（{days} 天内有效）：{url}',
    EN: 'Registration {number} of {name} was returned for edits. Reason: {reason}. Open this link to edit and submit again (valid {days} days): {url}',
  },
  'registration.rejectedMailSubject': {
    CN: 'SRM 平台供应商注册未通过',
    EN: 'Your SRM supplier registration was rejected',
  },
  'registration.rejectedMailBody': {
    CN: '很遗憾，{name} 的注册申请 {number} 未通过，原因：{reason}',
    EN: 'We are sorry: registration {number} of {name} was rejected. Reason: {reason}',
  },
  'registration.submittedMailSubject': {
    CN: 'SRM 平台已收到您的供应商注册',
    EN: 'Your SRM supplier registration was received',
  },
  'registration.submittedMailBody': {
    CN: '已收到 {name} 的注册申请 {number}。审核进度可在此查看（{days} 天内有效）：{url}',
    EN: 'We received registration {number} of {name}. Follow its review here (valid {days} days): {url}',
  },

  // excel
  'excel.requestUrlEmpty': { CN: '请求数据链接不能为空', EN: 'The request data link cannot be empty' },
  'excel.columnsEmpty': { CN: '导出字段列表不能为空', EN: 'The export field list cannot be empty' },
  'excel.notAList': { CN: '{path} 不是可导出的列表接口', EN: '{path} is not a list call that can be exported' },
  'excel.busy': {
    CN: '正在进行的导入导出任务过多，请稍后再试',
    EN: 'Too many exports and imports are running, please try again shortly',
  },
  'excel.noFile': { CN: '请选择要导入的文件', EN: 'Choose a file to import' },
  'excel.notXlsx': { CN: '文件不是有效的 Excel（.xlsx）文件', EN: 'The file is not a valid Excel (.xlsx) workbook' },
  'excel.oldXls': {
    CN: '不支持旧版 .xls 文件，请另存为 .xlsx 后重新上传',
    EN: 'Old .xls files are not supported; save the file as .xlsx and upload it again',
  },
  'excel.unsafeArchive': {
    CN: '文件解压后过大或包含的条目过多，已拒绝',
    EN: 'The file expands too much or holds too many entries, so it was refused',
  },
  'excel.fileTooLarge': { CN: '文件大小超过上限 {maxMb} MB', EN: 'The file is larger than the limit of {maxMb} MB' },
  'excel.tooManyRows': {
    CN: '文件数据超过 {maxRows} 行的上限，请拆分后导入',
    EN: 'The file has more than {maxRows} rows; split it and import the parts',
  },
  'excel.tooComplex': {
    CN: '文件过于复杂，无法在资源限制内读取',
    EN: 'The file is too complex to read within the resource limits',
  },
  'excel.missingColumns': { CN: '文件缺少以下列：{columns}', EN: 'The file lacks these columns: {columns}' },
  'excel.noRows': { CN: '文件中没有数据行', EN: 'The file holds no data rows' },
  'excel.importInvalid': {
    CN: '有 {count} 行数据校验不通过，未导入任何数据；请下载校验报告修改后重新导入',
    EN: '{count} rows did not pass the checks, so nothing was imported; download the report, correct them and import again',
  },
  'excel.imported': { CN: '成功导入 {count} 行', EN: '{count} rows imported' },
  'excel.errorColumn': { CN: '错误信息', EN: 'Error' },
  'excel.duplicateInFile': { CN: '与第 {row} 行重复', EN: 'duplicates row {row}' },
  'excel.lookupTypeNotFound': { CN: '值集类型 {lookupType} 不存在', EN: 'Lookup type {lookupType} does not exist' },
  'excel.documentsImported': {
    CN: '成功导入 {documents} 张单据，共 {lines} 行',
    EN: '{documents} document(s) with {lines} line(s) imported',
  },
  'excel.headerDiffers': {
    CN: '与同一单据第 {row} 行的值不同',
    EN: 'differs from row {row} of the same document',
  },
  'excel.codeNotFound': { CN: '编码 {code} 不存在', EN: 'No record has the code {code}' },
  'excel.groupColumn': { CN: '单据分组', EN: 'Document ref.' },

  // files
  'file.uploaded': { CN: '上传成功', EN: 'Uploaded' },
  'file.tooLarge': { CN: '上传文件大小超出上限', EN: 'The size of the uploaded file exceeded the upper limit' },
  'file.noFiles': { CN: '请选择要上传的文件', EN: 'Please choose a file to upload' },
  'file.tooManyFiles': { CN: '一次最多上传 {max} 个文件', EN: 'At most {max} files can be uploaded at a time' },
  'file.typeMismatch': {
    CN: '文件“{name}”的内容与扩展名 {suffix} 不符（实际类型：{actual}），已拒绝上传',
    EN: 'The content of "{name}" does not match its extension {suffix} (it is actually: {actual}); the upload was refused',
  },
  'file.archiveUnreadable': {
    CN: '无法读取压缩文件“{name}”的目录，已拒绝上传',
    EN: 'The directory of the archive "{name}" cannot be read; the upload was refused',
  },
  'file.archiveTooManyEntries': {
    CN: '压缩文件“{name}”包含的文件过多（{count} 个，上限 {max} 个），已拒绝上传',
    EN: 'The archive "{name}" holds too many files ({count}, at most {max}); the upload was refused',
  },
  'file.supplierQuotaExceeded': {
    CN: '贵司附件存储已用 {used} MB，本次上传 {adding} MB 将超出配额 {quota} MB，请删除不用的附件或联系采购方',
    EN: 'Your company stores {used} MB of attachments; this upload of {adding} MB would exceed the quota of {quota} MB. Delete attachments you no longer need or contact the buyer',
  },
  'file.archiveBomb': {
    CN: '压缩文件“{name}”解压后体积异常巨大（疑似压缩炸弹），已拒绝上传',
    EN: 'The archive "{name}" would expand to an abnormal size (a suspected zip bomb); the upload was refused',
  },
  'file.deleted': {
    CN: '附件删除成功，由于附件ID已更新，请及时保存业务单据',
    EN: 'attachment deleted successfully, because attachment IDs updated please save the business document promptly',
  },
  'file.contentMissing': {
    CN: '附件文件已丢失，请联系管理员',
    EN: 'The file of this attachment is missing from storage; please contact the administrator',
  },
  'file.rangeNotSatisfiable': { CN: '请求的文件范围无效', EN: 'The requested range of the file is not satisfiable' },
  'file.previewNoId': { CN: '没有可预览的文件ID', EN: 'no file id to preview' },
  'file.previewNotSupported': {
    CN: '该格式不支持在线预览，请下载后使用本地工具查看',
    EN: 'the format is not supported for online viewing, please download and use a local tool',
  },
  'file.previewNeedsOffice': {
    CN: '在线预览 .{suffix} 格式需要服务器安装 LibreOffice，当前未安装，请下载后使用本地工具查看',
    EN: 'Online preview of .{suffix} files needs LibreOffice on the server, which is not installed; please download and use a local tool',
  },
  'file.previewFailed': {
    CN: '文件转换失败，无法在线预览，请下载后使用本地工具查看',
    EN: 'The file could not be converted for online viewing; please download and use a local tool',
  },
  'file.largeFileOff': {
    CN: '未启用大文件上传，请联系管理员开启',
    EN: 'Large-file upload is not switched on; please ask the administrator',
  },
  'file.watermarkTooLarge': {
    CN: '图片“{name}”过大（{megapixels} 百万像素，上限 {max} 百万像素），无法添加水印，已拒绝上传',
    EN: 'The image "{name}" is too large to watermark ({megapixels} megapixels, at most {max}); the upload was refused',
  },
  'file.watermarkUnreadable': {
    CN: '无法读取图片“{name}”，无法添加水印，已拒绝上传',
    EN: 'The image "{name}" cannot be read, so no watermark can be added; the upload was refused',
  },

  // zod-independent field checks used by schemas
  'field.required': { CN: '必填', EN: 'required' },
  // a change sent without the version it was read at (optimistic lock, issue 16 item 4 "also")
  'field.versionRequired': {
    CN: '修改时须提交读取记录时的版本号，请重新加载记录后再保存',
    EN: 'the version the record was read at must be sent with a change; reload the record and save again',
  },
  'field.tooLong': { CN: '长度不能超过 {max}', EN: 'must be at most {max} characters' },
  'field.number': { CN: '请输入数值', EN: 'must enter a numeric value' },
  'field.decimals': { CN: '最多 {precision} 位小数', EN: 'must have at most {precision} decimals' },
  'field.min': { CN: '不能小于 {min}', EN: 'must be at least {min}' },
  'field.max': { CN: '不能大于 {max}', EN: 'must be at most {max}' },
  'field.date': { CN: '日期格式应为 YYYY-MM-DD', EN: 'must be a date written YYYY-MM-DD' },
  'field.datetime': {
    CN: '时间格式应为 YYYY-MM-DDTHH:mm 并带时区（如 +08:00）',
    EN: 'must be a time written YYYY-MM-DDTHH:mm with its offset (such as +08:00)',
  },
  'field.lookupValue': {
    CN: '不是值集 {lookupType} 中启用的值',
    EN: 'is not an enabled value of the lookup {lookupType}',
  },

  // scheduled jobs
  'job.badCron': { CN: 'Cron 表达式无效：{cron}', EN: 'Not a valid cron expression: {cron}' },
  'job.alreadyRunning': {
    CN: '该任务正在其他实例上运行，请稍后再试',
    EN: 'This job is running on another instance; try again later',
  },
  'job.failed': { CN: '任务运行失败：{error}', EN: 'The job failed: {error}' },
  'job.done': { CN: '任务已运行完成', EN: 'The job has run' },

  // organisation and data permission
  'ok.granted': { CN: '授权成功', EN: 'Permissions granted' },
  'ok.revoked': { CN: '已撤销授权', EN: 'Permissions revoked' },
  'ref.notFound': { CN: '所选记录不存在', EN: 'The selected record does not exist' },
  'ref.disabled': { CN: '所选记录已禁用', EN: 'The selected record is disabled' },
  'code.taken': { CN: '编码 {code} 已存在', EN: 'The code {code} is already used' },
  'code.fixed': { CN: '编码保存后不可修改（原编码 {code}）', EN: 'A code cannot be changed once saved (it is {code})' },
  'tree.hasEnabledChildren': {
    CN: '还有启用的下级，不能禁用，请先禁用下级',
    EN: 'It still has enabled children; disable them first',
  },
  'tree.parentDisabled': { CN: '上级已禁用，请先启用上级', EN: 'The parent is disabled; enable it first' },
  'tree.cycle': {
    CN: '上级不能是自身或其下级',
    EN: 'The parent cannot be the record itself or one of its descendants',
  },
  // base data
  'base.proportionSum': {
    CN: '付款比例合计必须等于 100%，当前合计为 {sum}%',
    EN: 'The payment proportions must add up to exactly 100 %; they add up to {sum} %',
  },
  'base.nodesRequired': { CN: '至少需要一个付款节点', EN: 'Add at least one payment node' },
  'base.rateTaken': {
    CN: '{from}→{to} 在 {date} 的 {type} 汇率已存在',
    EN: 'A {type} rate {from}→{to} on {date} already exists',
  },
  'base.samePair': { CN: '原币与目标币不能相同', EN: 'The from and to currencies must differ' },
  'base.ratePositive': { CN: '汇率必须大于 0', EN: 'The rate must be greater than 0' },
  'base.rateNotFound': {
    CN: '{date} 及之前没有 {from}→{to} 的 {type} 汇率',
    EN: 'No {type} rate {from}→{to} on or before {date}',
  },
  'base.cnapsFormat': { CN: '联行号必须是 12 位数字', EN: 'The CNAPS code must be 12 digits' },
  'base.districtNotFound': { CN: '行政区划 {code} 不存在', EN: 'There is no district with the code {code}' },
  'base.inUse': { CN: '该记录已被{what}使用，不能删除，请改为禁用', EN: 'It is used by {what}; disable it instead' },
  'base.usedByRequisitions': { CN: '采购申请', EN: 'purchase requisitions' },
  'base.usedByMaterials': { CN: '物料', EN: 'materials' },
  'base.usedByBranches': { CN: '银行支行', EN: 'bank branches' },
  'base.hasChildren': { CN: '存在下级，不能删除', EN: 'It has children; delete or move them first' },
  'base.parentNotFound': {
    CN: '上级编码 {code} 既不在文件中也不在系统中',
    EN: 'The parent code {code} is neither in the file nor in the system',
  },
  'base.bankNameDiffers': {
    CN: '与第 {row} 行同一银行编码的银行名称不同',
    EN: 'differs from the bank name of the same bank code in row {row}',
  },
  'base.termNameDiffers': {
    CN: '与第 {row} 行同一付款条件编码的名称不同',
    EN: 'differs from the term name of the same term code in row {row}',
  },
  'base.usersNotInternal': { CN: '用户 {names} 不存在或不是内部用户', EN: 'No internal user is named {names}' },
  'base.defaultTwice': {
    CN: '第 {row} 行已是该组织该类型的默认地址',
    EN: 'row {row} is already the default of this organisation and type',
  },
  'base.userNotFound': { CN: '所选用户不存在或不是内部用户', EN: 'A chosen user does not exist or is not internal' },
  'org.buNoParent': {
    CN: '业务实体是顶层组织，不能有上级组织',
    EN: 'A business entity is a top-level organisation and has no parent',
  },
  'org.ouParent': {
    CN: '经营单位的上级必须是业务实体',
    EN: 'An operating unit must sit under a business entity',
  },
  'org.invParent': {
    CN: '库存组织的上级必须是经营单位',
    EN: 'An inventory organisation must sit under an operating unit',
  },
  'org.typeLocked': {
    CN: '该组织已有下级组织，不能修改组织类型',
    EN: 'This organisation has child organisations; its type cannot change',
  },
  'department.otherOrg': {
    CN: '部门不属于所选组织',
    EN: 'The department does not belong to the chosen organisation',
  },
  'department.orgLocked': {
    CN: '该部门已有下级部门，不能更换组织',
    EN: 'This department has sub-departments; its organisation cannot change',
  },
  'person.numberTaken': { CN: '员工编号 {code} 已存在', EN: 'The employee number {code} is already used' },
  'positionAllot.dateRange': {
    CN: '结束日期不能早于开始日期',
    EN: 'The end date cannot be before the start date',
  },
  'positionAllot.overlap': {
    CN: '该人员在此期间已任该职位',
    EN: 'This person already holds this position during that period',
  },
  'positionAllot.primaryTaken': {
    CN: '该人员在此期间已有主职位',
    EN: 'This person already has a primary position during that period',
  },
  'dataPermission.supplierUser': {
    CN: '供应商用户只能看到本供应商的数据，不能授予数据权限',
    EN: 'A supplier user sees only its own supplier’s data and cannot be granted data permissions',
  },
  // administration
  'admin.codeFormat': {
    CN: '编码只能包含字母、数字及 _ . -',
    EN: 'A code may contain only letters, digits and _ . -',
  },
  'admin.parentSelf': { CN: '上级不能是记录本身', EN: 'A record cannot be its own parent' },
  'admin.userNameTaken': {
    CN: '用户名“{userName}”已存在，请换一个',
    EN: 'The user name "{userName}" is already taken; choose another one',
  },
  'admin.userNameFormat': {
    CN: '用户名须为 2-64 位字母、数字或 _ . @ -',
    EN: 'A user name is 2–64 letters, digits or _ . @ -',
  },
  'admin.userNameFixed': { CN: '用户名创建后不能修改', EN: 'A user name cannot be changed once created' },
  'admin.userTypeFormat': {
    CN: '用户类型须为 INSIDE 或以 EX 开头',
    EN: 'The user type must be INSIDE or start with EX',
  },
  'admin.userTypeFixed': {
    CN: '用户不能在内部用户与外部用户之间转换',
    EN: 'A user cannot be switched between internal and external',
  },
  'admin.personRequired': { CN: '内部用户须关联人员', EN: 'An internal user must be linked to a person' },
  'admin.supplierRequired': { CN: '外部用户须关联供应商', EN: 'An external user must be linked to a supplier' },
  'admin.personNotFound': { CN: '人员不存在', EN: 'The person does not exist' },
  'admin.personTaken': {
    CN: '该人员已关联用户“{userName}”',
    EN: 'This person is already linked to the user "{userName}"',
  },
  'admin.supplierNotFound': { CN: '供应商不存在', EN: 'The supplier does not exist' },
  'admin.orgNotFound': { CN: '组织不存在', EN: 'The organisation does not exist' },
  'admin.userNotFound': { CN: '用户不存在', EN: 'The user does not exist' },
  'admin.initialPasswordRequired': { CN: '新建用户须设置初始密码', EN: 'A new user needs an initial password' },
  'admin.cannotDisableSelf': { CN: '不能禁用自己的账号', EN: 'You cannot disable your own account' },
  'admin.passwordsResetAll': {
    CN: '已重置 {count} 个用户的密码，其会话已全部结束',
    EN: 'The passwords of {count} users were reset and their sessions ended',
  },
  'admin.userUnlocked': {
    CN: '账号已解锁，可立即登录',
    EN: 'The account is unlocked and can log in at once',
  },
  'admin.respCodeTaken': {
    CN: '职责编码“{code}”已存在',
    EN: 'The responsibility code "{code}" already exists',
  },
  'admin.respUserTypeInUse': {
    CN: '该职责已分配给另一类用户，不能修改其用户类型',
    EN: 'Users of the other class hold this responsibility, so its user type cannot change',
  },
  'admin.respsNotFound': { CN: '职责不存在：{ids}', EN: 'No such responsibilities: {ids}' },
  // The responsibility list's user type and data scope as the screen shows them (the export writes these).
  'admin.respUserTypeInside': { CN: '内部用户', EN: 'Internal users' },
  'admin.respUserTypeSupplier': { CN: '供应商用户', EN: 'Supplier users' },
  'admin.respScopePERMITTED': { CN: '按用户的数据权限', EN: 'The user’s data permissions' },
  'admin.respScopeOWN_ORG': { CN: '仅本人所属组织', EN: 'The user’s own organisation only' },
  'admin.respScopeALL': { CN: '全部组织', EN: 'Every organisation' },
  'admin.menusNotFound': { CN: '菜单不存在：{ids}', EN: 'No such menus: {ids}' },
  'admin.resourcesNotFound': { CN: '按钮资源不存在：{ids}', EN: 'No such button resources: {ids}' },
  'admin.resourceMenuNotGranted': {
    CN: '以下按钮所在的菜单未分配给该职责，请先分配菜单：{codes}',
    EN: 'These buttons are on menus the responsibility does not have; grant the menus first: {codes}',
  },
  'admin.resourceNotOnMenu': {
    CN: '以下按钮不属于所选菜单：{codes}',
    EN: 'These buttons are not on the chosen menu: {codes}',
  },
  'admin.respUserTypeMismatch': {
    CN: '外部用户只能分配外部（EX）职责，内部用户只能分配内部（INSIDE）职责',
    EN: 'External users can only hold external (EX) responsibilities, internal users only internal (INSIDE) ones',
  },
  'admin.userRespExists': { CN: '该用户已拥有此职责', EN: 'The user already holds this responsibility' },
  'admin.roleCodeTaken': { CN: '角色编码“{code}”已存在', EN: 'The role code "{code}" already exists' },
  'admin.menuCodeTaken': { CN: '菜单编码“{code}”已存在', EN: 'The menu code "{code}" already exists' },
  'admin.menuParentNotFolder': { CN: '上级菜单必须是目录', EN: 'The parent menu must be a folder' },
  'admin.menuHtmlUrlRequired': {
    CN: '页面菜单必须填写页面地址（htmlUrl）',
    EN: 'A page menu needs a page address (htmlUrl)',
  },
  'admin.menuCycle': {
    CN: '菜单“{code}”不能移动到它自己或其下级菜单之下',
    EN: 'The menu "{code}" cannot move under itself or one of its descendants',
  },
  'admin.menuHasChildren': {
    CN: '该菜单下还有 {count} 个子菜单，请先删除或移走子菜单',
    EN: 'The menu still has {count} child menus; delete or move them first',
  },
  'admin.menuGranted': {
    CN: '该菜单已分配给以下职责，请先取消分配：{names}',
    EN: 'The menu is granted to these responsibilities; take it away from them first: {names}',
  },
  'admin.menuFolderHasChildren': {
    CN: '有子菜单的目录不能改为页面',
    EN: 'A folder with child menus cannot become a page',
  },
  'admin.menuPageHasResources': {
    CN: '该页面下还有按钮资源，不能改为目录',
    EN: 'The page still has button resources, so it cannot become a folder',
  },
  'admin.resourceOnFolder': {
    CN: '按钮资源只能建在页面菜单上',
    EN: 'Button resources belong to page menus, not to folders',
  },
  'admin.resourceCodeTaken': {
    CN: '该菜单下已有按钮编码“{code}”',
    EN: 'The menu already has a button with the code "{code}"',
  },
  'admin.resourceGranted': {
    CN: '该按钮已授予以下职责，请先取消授权：{names}',
    EN: 'The button is granted to these responsibilities; revoke it first: {names}',
  },
  'admin.lookupTypeTaken': { CN: '值集类型“{code}”已存在', EN: 'The lookup type "{code}" already exists' },
  'admin.lookupTypeFixed': {
    CN: '值集类型编码创建后不能修改',
    EN: 'A lookup type code cannot be changed once created',
  },
  'admin.lookupTypeHasValues': {
    CN: '该值集类型下还有 {count} 个值，请先删除这些值',
    EN: 'The lookup type still has {count} values; delete them first',
  },
  'admin.lookupTypeIsParent': {
    CN: '该值集类型是其他值集类型的上级，不能删除',
    EN: 'Other lookup types have this one as their parent, so it cannot be deleted',
  },
  'admin.lookupValueTypeFixed': {
    CN: '值所属的值集类型不能修改',
    EN: 'The lookup type of a value cannot be changed',
  },
  'admin.lookupCodeTaken': {
    CN: '值集“{type}”中已有编码“{code}”',
    EN: 'The lookup type "{type}" already has the code "{code}"',
  },
  'admin.lookupParentNotFound': {
    CN: '上级值不存在，或不属于所选的上级值集类型',
    EN: 'The parent value does not exist or is not of the chosen parent lookup type',
  },
  'admin.lookupValueHasChildren': {
    CN: '该值是其他值的上级，不能删除',
    EN: 'Other values have this one as their parent, so it cannot be deleted',
  },
  'admin.profileUnknown': { CN: '未知的系统参数：{code}', EN: 'Unknown profile: {code}' },
  'admin.profileScopeNotAllowed': {
    CN: '系统参数 {code} 不能按 {scope} 范围设置',
    EN: 'The profile {code} cannot be set at {scope} scope',
  },
  'admin.profileFlag': { CN: '取值须为 Y 或 N', EN: 'The value must be Y or N' },
  'admin.profileNumber': { CN: '取值须为正整数', EN: 'The value must be a positive integer' },
  'admin.profileRange': { CN: '取值须在 {min} 到 {max} 之间', EN: 'The value must be between {min} and {max}' },
  'admin.scopeIdRequired': {
    CN: '请选择参数适用的组织或用户',
    EN: 'Choose the organisation or user the value applies to',
  },
  // supplier to-dos (spec §5 supplier to-do dialog, §8)
  'pending.noSupplier': { CN: '未选择供应商', EN: 'No supplier selected' },
  'pending.emptyText': { CN: '待办信息为空', EN: 'The to-do information is empty' },
  'pending.supplierDisabled': {
    CN: '供应商「{name}」当前状态不能接收待办',
    EN: 'Supplier "{name}" cannot receive to-dos in its current status',
  },
  'pending.supplierOnly': { CN: '仅供应商用户可处理待办', EN: 'Only supplier users can handle a to-do' },
  'pending.cancelled': { CN: '该待办已取消', EN: 'This to-do has been cancelled' },
  // realtime socket /srm-ws
  'realtime.originRefused': {
    CN: '此页面地址不允许建立实时连接',
    EN: 'Pages at this address may not open the live connection',
  },
  'realtime.upgradeRequired': {
    CN: '该地址仅接受 WebSocket 连接',
    EN: 'This address accepts WebSocket connections only',
  },
  // message centre (issue 6)
  'msg.sourceCodeTaken': { CN: '消息来源编码 {code} 已存在', EN: 'The message source code {code} is taken' },
  'msg.badVariableName': {
    CN: '变量名「{name}」无效：只能包含字母、数字、下划线和点，并以字母或下划线开头',
    EN: 'Variable name "{name}" is invalid: letters, digits, _ and . only, starting with a letter or _',
  },
  'msg.duplicateVariable': { CN: '变量名重复：{name}', EN: 'Variable declared twice: {name}' },
  'msg.variableInUse': {
    CN: '变量「{name}」仍被模板使用，不能删除',
    EN: 'Variable "{name}" is still used by a template and cannot be removed',
  },
  'msg.unknownVariables': {
    CN: '模板使用了该来源未声明的变量：{names}',
    EN: 'The template uses variables its source does not declare: {names}',
  },
  'msg.unknownSource': { CN: '未知的消息来源', EN: 'Unknown message source' },
  'msg.sourceInUse': {
    CN: '该消息来源已有模板、配置或消息，不能删除',
    EN: 'This message source has templates, a configuration or messages and cannot be deleted',
  },
  'msg.templateTaken': {
    CN: '该来源在此渠道和语言下已有模板',
    EN: 'This source already has a template for that channel and language',
  },
  'msg.receiversRequired': { CN: '请选择接收人', EN: 'Choose at least one receiver' },
  'msg.nobodyReceives': {
    CN: '没有可接收此消息的用户（已停用或关闭了接收）',
    EN: 'Nobody can receive this message (users disabled or receiving switched off)',
  },
  'msg.sent': { CN: '已发送给 {count} 位用户', EN: 'Sent to {count} users' },
  'msg.withdrawn': { CN: '消息已撤回', EN: 'The message was withdrawn' },
  'msg.alreadyWithdrawn': { CN: '该消息已撤回', EN: 'This message was already withdrawn' },
  'msg.allRead': { CN: '已全部标记为已读（{count} 条）', EN: 'Marked {count} messages read' },
  'msg.requeued': { CN: '已重新发送 {count} 封邮件', EN: '{count} e-mails queued again' },
  'msg.articlePublished': { CN: '文章已发布', EN: 'The article was published' },
  'msg.articleUnpublished': { CN: '文章已取消发布', EN: 'The article was unpublished' },
  'msg.deleted': { CN: '删除成功', EN: 'Deleted' },
  'msg.articleNotDraft': { CN: '已发布的文章不能修改或删除', EN: 'A published article cannot be changed or deleted' },
  // supplier status documents (blacklist, freeze, quit, designated, parts authorisation), groups, SAP
  'supplierStatus.notApplicable': {
    CN: '供应商当前状态为「{status}」，不能办理此变更',
    EN: 'The supplier is {status}; this change does not apply',
  },
  'supplierStatus.siteNotOfSupplier': {
    CN: '所选地点不属于该供应商',
    EN: 'The site does not belong to the supplier',
  },
  'supplierStatus.materialOrCategory': {
    CN: '请选择物料或采购品类',
    EN: 'Choose a material or a purchase category',
  },
  'supplierStatus.validToBeforeFrom': {
    CN: '失效日期不能早于生效日期',
    EN: 'Valid to cannot be before valid from',
  },
  'supplierStatus.blacklisted': {
    CN: '供应商已被列入黑名单（{reason}），不能参与寻源或接收订单',
    EN: 'The supplier is blacklisted ({reason}); it cannot take part in sourcing or receive orders',
  },
  'supplierStatus.frozen': {
    CN: '供应商已被冻结（{reason}），不能参与寻源或接收订单',
    EN: 'The supplier is frozen ({reason}); it cannot take part in sourcing or receive orders',
  },
  'supplierStatus.quit': {
    CN: '供应商已退出，不能参与寻源或接收订单',
    EN: 'The supplier has quit; it cannot take part in sourcing or receive orders',
  },
  'supplierGroup.codeTaken': { CN: '供应商组编码已存在', EN: 'A supplier group with this code exists already' },
  'supplierGroup.saved': { CN: '供应商组已保存', EN: 'The supplier group was saved' },
  'introScene.codeTaken': { CN: '引入场景编码已存在', EN: 'An introduction scene with this code exists already' },
  'introScene.saved': { CN: '引入场景已保存', EN: 'The introduction scene was saved' },
  'sap.queued': { CN: '已加入 SAP 推送队列', EN: 'Queued for SAP' },
  'outbox.alreadySent': { CN: '该消息已发送成功，无需重新投递', EN: 'This message was delivered already' },
  // supplier information, change requests, qualifications (issue 7 items 3–4)
  'supplierInfo.supplierOnly': {
    CN: '仅供应商用户可查看本企业信息',
    EN: 'Only supplier users have their own company information',
  },
  'supplierInfo.siteNotEditable': {
    CN: '该地点已退出或列入黑名单，不能修改是否参与考察',
    EN: 'This site has quit or is blacklisted: its inspection participation cannot be changed',
  },
  'supplierChange.email': { CN: '邮箱格式错误', EN: 'email format error' },
  'supplierChange.accountNumber': {
    CN: '银行账号应为 6 到 64 位数字',
    EN: 'The account number must be 6 to 64 digits',
  },
  'supplierChange.valuesInvalid': { CN: '变更内容格式不正确', EN: 'The proposed values are not valid' },
  'supplierChange.baseOnlyChange': { CN: '基本信息只能修改', EN: 'Base data can only be changed' },
  'supplierChange.addHasTarget': { CN: '新增的记录不能指向原记录', EN: 'An added row cannot point at an existing row' },
  'supplierChange.duplicateTarget': {
    CN: '同一条记录在一张变更单中只能变更一次',
    EN: 'A row can be changed only once in a change request',
  },
  'supplierChange.anotherPending': {
    CN: '变更单 {number} 正在审批中，请等待其审批完成',
    EN: 'Change request {number} is waiting for approval; wait until it is decided',
  },
  'supplierChange.targetGone': {
    CN: '第 {line} 行变更的记录已不存在，无法应用变更',
    EN: 'The row changed by line {line} no longer exists; the change cannot be applied',
  },
  'qualification.commentRequired': { CN: '驳回时请填写意见', EN: 'A comment is required to reject' },
  'qualification.notSubmitted': {
    CN: '该资质不在待审核状态',
    EN: 'This qualification is not waiting for review',
  },
  'qualification.expiredBlocksSourcing': {
    CN: '供应商资质已过期，不能参与新的寻源：{names}',
    EN: 'The supplier has expired qualifications and cannot take part in new sourcing: {names}',
  },
  // procurement execution (issue 8): each part keeps its messages in its own file
  ...sourceMessages,
  ...orderMessages,
  ...deliveryMessages,
  ...planMessages,
  // sourcing (issue 17)
  ...inquiryMessages,
  ...quoteMessages,
  ...ruleMessages,
  ...tenderMessages,
  ...sealingMessages,
  ...bidMessages,
  ...evaluationMessages,
  // settlement (issue 18)
  ...statementMessages,
  ...penaltyMessages,
  ...autoReconcileMessages,
  ...paymentMessages,
  ...balanceMessages,
  ...reportMessages,
  // contracts (issue 19)
  ...contractMessages,
  ...templateMessages,
  ...esignMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

/** The text of a message in a language, with `{name}` placeholders filled. */
export function t(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text: string = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
