import { HelperError } from './errors.ts';

/**
 * A form as the UI library exposes it: something with a `validate()` that reports whether every
 * field is valid. Element-style forms answer with a boolean or a promise of one; some reject the
 * promise instead of resolving false, which is treated the same way (invalid).
 */
export type ValidatableForm = { validate(): Promise<boolean> | boolean };

/**
 * Validates several forms of one page together (spec §5) and resolves true only when all are valid.
 *
 * Every form is validated, even after one has failed, so each shows its own field messages at once
 * instead of one form per click. An empty array resolves true: there is nothing invalid.
 *
 * Rejects with a HelperError (code FORMS_NOT_ARRAY / FORMS_NOT_FORM) when not given an array of
 * forms: that is a programming error, not an invalid form.
 */
export async function validateAll(forms: readonly ValidatableForm[]): Promise<boolean> {
  // The type says array, but pages pass refs that may still be undefined, so check at run time too.
  const list: unknown = forms;
  if (!Array.isArray(list)) throw new HelperError('FORMS_NOT_ARRAY', 'form.notArray');
  list.forEach((form, index) => {
    if (typeof (form as Partial<ValidatableForm> | null)?.validate !== 'function') {
      throw new HelperError('FORMS_NOT_FORM', 'form.notForm', { index });
    }
  });

  const outcomes = await Promise.allSettled(
    // Wrapped in an async function so a validate() that throws synchronously counts as invalid too.
    (list as ValidatableForm[]).map(async (form) => form.validate()),
  );
  return outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value === true);
}
