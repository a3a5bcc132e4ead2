import type { Lang } from './lang.ts';

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

  // login and sessions
  'auth.wrongCredentials': { CN: '用户名或密码错误', EN: 'Wrong user name or password' },
  'auth.captchaRequired': { CN: '请输入验证码', EN: 'Please enter the captcha' },
  'auth.captchaWrong': { CN: '验证码错误或已过期', EN: 'The captcha is wrong or has expired' },
  'auth.throttled': {
    CN: '登录失败次数过多，请 {minutes} 分钟后再试',
    EN: 'Too many failed logins, try again in {minutes} minutes',
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

  // zod-independent field checks used by schemas
  'field.required': { CN: '必填', EN: 'required' },
  'field.tooLong': { CN: '长度不能超过 {max}', EN: 'must be at most {max} characters' },

  // scheduled jobs
  'job.badCron': { CN: 'Cron 表达式无效：{cron}', EN: 'Not a valid cron expression: {cron}' },
  'job.alreadyRunning': {
    CN: '该任务正在其他实例上运行，请稍后再试',
    EN: 'This job is running on another instance; try again later',
  },
  'job.failed': { CN: '任务运行失败：{error}', EN: 'The job failed: {error}' },
  'job.done': { CN: '任务已运行完成', EN: 'The job has run' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

/** The text of a message in a language, with `{name}` placeholders filled. */
export function t(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text: string = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
