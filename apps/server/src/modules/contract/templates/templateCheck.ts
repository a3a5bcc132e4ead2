import type { Lang } from '@srm/core';
import { unknownPlaceholders } from '@srm/core/contract/templateData';
import { fieldError } from '../../../platform/http/fieldErrors.ts';
import { TemplateSyntaxError, templateTags } from './docxRender.ts';

/*
 * A template's Word file checked when the template is saved (issue 19: "a placeholder that binds to nothing is
 * reported at template save, not at generation"): a .docx, well-formed tags, and every placeholder bound to
 * CONTRACT_PLACEHOLDERS. Each refusal is a message on the file field naming what is wrong, in the reader's
 * language. Answers the placeholders found, as the author wrote them, for the template's screen.
 */
export function checkTemplateFile(lang: Lang, file: { suffix: string; bytes: Uint8Array }): string[] {
  if (file.suffix !== 'docx') throw fieldError(lang, 400, 'fileId', 'contractTemplate.notDocx');
  let tags: ReturnType<typeof templateTags>;
  try {
    tags = templateTags(file.bytes);
  } catch (error) {
    if (!(error instanceof TemplateSyntaxError)) throw error;
    throw fieldError(lang, 400, 'fileId', 'contractTemplate.syntax', { detail: error.details.join('; ') });
  }
  const unknown = unknownPlaceholders(tags);
  if (unknown.length) {
    throw fieldError(lang, 400, 'fileId', 'contractTemplate.unknownPlaceholders', {
      names: unknown.map((name) => `{${name}}`).join(lang === 'CN' ? '、' : ', '),
    });
  }
  const written = tags.map((tag) => (tag.isLoop ? `#${tag.path}` : [...tag.loops, tag.path].join('.')));
  return [...new Set(written)];
}
