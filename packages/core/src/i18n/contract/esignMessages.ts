/** Messages of the platform CA, CA registrations, seals and signing (issue 19 item 4); spread into messages.ts. */
export const esignMessages = {
  'esign.noCertificate': {
    CN: '{subject} 尚无电子签章证书：请先提交 CA 认证申请并等待管理员审核通过',
    EN: '{subject} has no signing certificate yet: apply for CA registration and wait for an administrator to approve it',
  },
  'esign.certificateRevoked': {
    CN: '{subject} 的证书 {serial} 已吊销，不能签署',
    EN: 'Certificate {serial} of {subject} is revoked and cannot sign',
  },
  'esign.certificateExpired': {
    CN: '{subject} 的证书 {serial} 不在有效期内（{notBefore} 至 {notAfter}），不能签署',
    EN: 'Certificate {serial} of {subject} is not valid now ({notBefore} to {notAfter}) and cannot sign',
  },
  'esign.sealRevoked': {
    CN: '{subject} 的印章已作废，不能签署：请上传或生成新印章',
    EN: 'The seal of {subject} is revoked and cannot sign: upload or generate a new seal',
  },
  'esign.noSeal': {
    CN: '{subject} 尚无可用印章',
    EN: '{subject} has no seal to sign with',
  },
  'esign.notPdf': {
    CN: '待签署的文件不是有效的 PDF',
    EN: 'The file to sign is not a valid PDF',
  },
  'esign.pendingExists': {
    CN: '已有待审核的认证申请 {regNo}，请等待审核结果',
    EN: 'Registration {regNo} is already awaiting review: wait for its result',
  },
  'esign.alreadyCertified': {
    CN: '已有有效证书 {serial}，无需重复申请；如需重新申请请先吊销',
    EN: 'A valid certificate {serial} exists already; revoke it first to apply again',
  },
  'esign.notSubmitted': {
    CN: '认证申请 {regNo} 不是待审核状态，不能审核',
    EN: 'Registration {regNo} is not awaiting review',
  },
  'esign.refuseReasonRequired': {
    CN: '请填写驳回原因，申请人将看到该原因',
    EN: 'Enter the reason for refusing: the applicant reads it',
  },
  'esign.creditCodeInvalid': {
    CN: '统一社会信用代码应为 18 位数字或大写字母',
    EN: 'The unified social credit code is 18 digits or capital letters',
  },
  'esign.idNumberInvalid': {
    CN: '身份证号码无效（18 位，末位可为 X，校验位须正确）',
    EN: 'The ID card number is not valid (18 characters, the last may be X, with a correct check digit)',
  },
  'esign.mobileInvalid': {
    CN: '手机号应为 11 位数字，以 1 开头',
    EN: 'The mobile number is 11 digits starting with 1',
  },
  'esign.orgRequired': {
    CN: '请选择申请认证的组织',
    EN: 'Choose the organisation applying',
  },
  'esign.supplierOnly': {
    CN: '只有供应商用户可为本公司申请认证',
    EN: 'Only a supplier user can apply for its own company',
  },
  'esign.certificateNotValid': {
    CN: '证书 {serial} 已吊销，不能再操作',
    EN: 'Certificate {serial} is revoked: nothing more can be done with it',
  },
  'esign.revokeReasonRequired': {
    CN: '请填写吊销原因',
    EN: 'Enter the reason for revoking',
  },
  'esign.sealNotPng': {
    CN: '印章图片须为 PNG，边长 100 到 2000 像素，不超过 1 MB',
    EN: 'A seal image must be a PNG, 100 to 2000 pixels a side, at most 1 MB',
  },
  'esign.sealAlreadyRevoked': {
    CN: '印章已作废',
    EN: 'The seal is revoked already',
  },
  'esign.rebindNotNeeded': {
    CN: '印章操作人已是您本人，无需重新绑定',
    EN: 'You already operate the seal: no rebind needed',
  },
  'esign.notSealOperator': {
    CN: '印章操作人为 {operator}，请先重新绑定为本人再签署',
    EN: 'The seal is operated by {operator}: rebind it to yourself before signing',
  },
  'esign.approved': {
    CN: '已审核通过，证书 {serial} 已签发',
    EN: 'Approved: certificate {serial} issued',
  },
} as const;
