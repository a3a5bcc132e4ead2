/** Messages of contract templates, terms and watermarks and of rendering contracts (issue 19 items 1, 3); spread into messages.ts. */
export const templateMessages = {
  'contractTemplate.unknownPlaceholders': {
    CN: '模板中的占位符无法对应合同字段：{names}。可用的占位符见“占位符说明”',
    EN: 'These placeholders of the template bind to no contract field: {names}. The placeholders you may use are listed under “Placeholders”',
  },
  'contractTemplate.syntax': {
    CN: '模板格式错误：{detail}',
    EN: 'The template is not well formed: {detail}',
  },
  'contractTemplate.notDocx': {
    CN: '模板文件必须是 Word 文档（.docx）',
    EN: 'The template file must be a Word document (.docx)',
  },
  'contractTemplate.fileRequired': { CN: '请上传模板文件（.docx）', EN: 'Upload the template file (.docx)' },
  'contractTemplate.notEditable': {
    CN: '只有草稿状态的模板可以修改；已生效的模板请新建版本',
    EN: 'Only a draft template can be changed; make a new version of a valid one',
  },
  'contractTemplate.badStatus': {
    CN: '模板当前状态为“{status}”，不能执行此操作',
    EN: 'The template is “{status}”: this cannot be done now',
  },
  'contractTemplate.notValid': {
    CN: '合同模板未生效，不能用于生成合同',
    EN: 'The contract template is not valid: it cannot be used for a contract',
  },
  'contractTemplate.termDisabled': {
    CN: '合同条款“{code}”不存在或已停用',
    EN: 'Contract clause “{code}” does not exist or is disabled',
  },
  'contractTemplate.noConverter': {
    CN: '服务器未安装 LibreOffice，无法生成 PDF，请联系管理员安装（libreoffice-writer-nogui）',
    EN: 'LibreOffice is not installed on the server, so no PDF can be made; ask the administrator to install it (libreoffice-writer-nogui)',
  },
  'contractTemplate.noCjkFont': {
    CN: '服务器未安装中文字体，无法生成中文水印，请联系管理员安装（fonts-wqy-microhei）',
    EN: 'No Chinese font is installed on the server, so the watermark cannot be drawn; ask the administrator to install one (fonts-wqy-microhei)',
  },
  'contractTemplate.convertFailed': {
    CN: 'PDF 生成失败：{detail}',
    EN: 'The PDF could not be made: {detail}',
  },
  'contractTemplate.sampleName': { CN: '样例', EN: 'sample' },
  'contractWatermark.choice': { CN: '请从以下值中选择：{values}', EN: 'must be one of: {values}' },
  'contractWatermark.imageMissing': { CN: '图片水印请上传图片', EN: 'An image watermark needs an image' },
  'contractWatermark.imageType': {
    CN: '水印图片必须是 PNG 或 JPEG',
    EN: 'The watermark image must be a PNG or a JPEG',
  },
  'contractWatermark.textMissing': { CN: '文字水印请填写水印文字', EN: 'A text watermark needs its text' },
  'contractWatermark.unknownVariables': {
    CN: '水印文字中的变量无法识别：{names}（可用：{contractNumber}、{supplierName}、{date}）',
    EN: 'Unknown variables in the watermark text: {names} (you may use {contractNumber}, {supplierName}, {date})',
  },
} as const;
