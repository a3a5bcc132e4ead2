import { type Lang, type MessageKey, messages, t } from '@srm/core';
import {
  CHANGE_OPERATIONS,
  CHANGE_SECTIONS,
  type ChangeOperation,
  type ChangeSection,
  changeValueSchemas,
} from '@srm/core/documents/supplierChange';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { currentRows } from './sections.ts';

/** A change line as saved: section, operation, the row it targets and the proposed values (JSON text). */
export type ChangeLine = {
  section: ChangeSection;
  operation: ChangeOperation;
  targetId: number | null;
  newValues: string | null;
};

const isSection = (v: unknown): v is ChangeSection => CHANGE_SECTIONS.includes(v as ChangeSection);
const isOperation = (v: unknown): v is ChangeOperation => CHANGE_OPERATIONS.includes(v as ChangeOperation);

/** The proposed values of an ADD or CHANGE, parsed by the section's schema; field errors otherwise. */
export function parseValues(
  section: ChangeSection,
  text: unknown,
  lang: Lang,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: { field: string; message: string }[] } {
  let json: unknown;
  try {
    json = typeof text === 'string' && text.trim() !== '' ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, errors: [{ field: '', message: t('supplierChange.valuesInvalid', lang) }] };
  }
  const parsed = changeValueSchemas[section].safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data as Record<string, unknown> };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message in messages ? t(issue.message as MessageKey, lang) : issue.message,
    })),
  };
}

/**
 * What must hold of the lines of one supplier's change request: a known section and operation; BASE is
 * only changed (its target is the supplier itself); ADD targets nothing; CHANGE and REMOVE target an
 * existing row of that section of this supplier; no row is changed twice; values pass their schema.
 */
export async function checkChangeLines(
  db: DbOrTx,
  supplierId: number,
  lines: Record<string, unknown>[],
  lang: Lang,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const at = (i: number, field: string, key: MessageKey) =>
    errors.push({ field: `lines.${i}.${field}`, message: t(key, lang) });
  const targets = new Map<ChangeSection, number[]>();
  for (const line of lines) {
    if (isSection(line.section) && typeof line.targetId === 'number' && line.section !== 'BASE') {
      targets.set(line.section, [...(targets.get(line.section) ?? []), line.targetId]);
    }
  }
  const existing = new Map<ChangeSection, Set<number>>();
  for (const [section, ids] of targets) {
    existing.set(section, new Set((await currentRows(db, section, supplierId, ids)).keys()));
  }
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const { section, operation, targetId } = line;
    if (!isSection(section) || !isOperation(operation)) continue; // the lookup check names them
    if (section === 'BASE') {
      if (operation !== 'CHANGE') at(i, 'operation', 'supplierChange.baseOnlyChange');
      else if (targetId != null && targetId !== supplierId) at(i, 'targetId', 'ref.notFound');
    } else if (operation === 'ADD') {
      if (targetId != null) at(i, 'targetId', 'supplierChange.addHasTarget');
    } else if (typeof targetId !== 'number') {
      at(i, 'targetId', 'field.required');
    } else if (!existing.get(section)?.has(targetId)) {
      at(i, 'targetId', 'ref.notFound');
    }
    const key = `${section}:${section === 'BASE' ? supplierId : (targetId ?? `new${i}`)}`;
    if (seen.has(key)) at(i, 'targetId', 'supplierChange.duplicateTarget');
    seen.add(key);
    if (operation !== 'REMOVE') {
      const parsed = parseValues(section, line.newValues, lang);
      if (!parsed.ok) {
        for (const e of parsed.errors) {
          errors.push({ field: `lines.${i}.newValues${e.field ? `.${e.field}` : ''}`, message: e.message });
        }
      }
    }
  }
  return errors;
}
