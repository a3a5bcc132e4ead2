import { t as message } from '@srm/core';
import type { Lang } from '@srm/core/i18n/lang';
import { templateIssues } from '@srm/core/masters/sourcingTemplate';
import type { FormInstance, FormRule } from 'antd';

/*
 * The template's rules across fields, said in the form before sending: core's `templateIssues`, the very
 * function the server refuses a save with, so the form and the server give the same message.
 */

/** The messages of the broken rules shown on `field`, for the form's current values. */
export function issuesOn(form: Pick<FormInstance, 'getFieldsValue'>, field: string, lang: Lang): string[] {
  return templateIssues(form.getFieldsValue(true))
    .filter((i) => i.field === field)
    .map((i) => message(i.key, lang, i.params ?? {}));
}

/** A form rule refusing the value of `field` while a rule across fields is broken there. */
export const crossFieldRule =
  (field: string, lang: Lang): FormRule =>
  (form) => ({
    validator: async () => {
      const issues = issuesOn(form, field, lang);
      if (issues.length) throw new Error(issues.join('; '));
    },
  });
