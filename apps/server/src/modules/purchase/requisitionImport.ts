import { t } from '@srm/core';
import type { DocContext, DocInput } from '../../platform/documents/binding.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { departmentsByCodes, personsByNumbersOrNames } from '../admin/directoryService.ts';
import { orgsByCodes } from '../admin/orgService.ts';
import { categoriesByCodes, materialsByCodes } from '../base/index.ts';
import { suppliersByNumbers } from '../supplier/index.ts';

/*
 * The requisition's Excel import hook (importRefs): the file names organisation, department, requester,
 * material, category and suggested supplier by code (the requester by employee number or name); they
 * become ids here, for the whole file at once. Whether they may be used (enabled, in scope, belonging
 * together) is then checked by validateRequisition, as for a save.
 */

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export async function resolveRequisitionRefs(ctx: DocContext, docs: DocInput[]): Promise<FieldError[][]> {
  const codes = (pick: (doc: DocInput) => unknown[]) =>
    docs.flatMap((d) => pick(d).flatMap((v) => (text(v) ? [text(v) as string] : [])));
  const orgs = await orgsByCodes(
    ctx.tx,
    codes((d) => [d.header.orgId]),
  );
  const departments = await departmentsByCodes(
    ctx.tx,
    codes((d) => [d.header.departmentId]),
  );
  const persons = await personsByNumbersOrNames(
    ctx.tx,
    codes((d) => [d.header.requesterId]),
  );
  const materials = await materialsByCodes(
    ctx.tx,
    codes((d) => d.lines.map((l) => l.materialId)),
  );
  const categories = await categoriesByCodes(
    ctx.tx,
    codes((d) => d.lines.map((l) => l.categoryId)),
  );
  const suppliers = await suppliersByNumbers(
    ctx.tx,
    codes((d) => d.lines.map((l) => l.suggestedSupplierId)),
  );

  return docs.map(({ header, lines }) => {
    const errors: FieldError[] = [];
    /** Replaces the code in `row[key]` by the id `find` gives, or records the error. */
    const resolve = (
      row: Record<string, unknown>,
      key: string,
      path: string,
      find: (code: string) => number | null,
    ) => {
      const code = text(row[key]);
      if (code === null) return;
      const id = find(code);
      if (id === null) errors.push({ field: path, message: t('excel.codeNotFound', ctx.lang, { code }) });
      else row[key] = id;
    };
    resolve(header, 'orgId', 'orgId', (code) => orgs.get(code)?.id ?? null);
    const orgId = typeof header.orgId === 'number' ? header.orgId : null;
    resolve(
      header,
      'departmentId',
      'departmentId',
      (code) => departments.find((d) => d.departmentCode === code && d.orgId === orgId)?.id ?? null,
    );
    resolve(header, 'requesterId', 'requesterId', (code) => {
      const byNumber = persons.find((p) => p.employeeNumber === code);
      if (byNumber) return byNumber.id;
      // A name is ambiguous across organisations: only a single person of the document's organisation.
      const byName = persons.filter((p) => (p.personName === code || p.personNameEn === code) && p.orgId === orgId);
      return byName.length === 1 ? byName[0].id : null;
    });
    for (const [i, line] of lines.entries()) {
      const at = (key: string) => `lines.${i}.${key}`;
      resolve(line, 'materialId', at('materialId'), (code) => materials.get(code)?.id ?? null);
      resolve(line, 'categoryId', at('categoryId'), (code) => categories.get(code)?.id ?? null);
      // A line with a material and no category takes the material's category.
      if (line.categoryId == null && typeof line.materialId === 'number') {
        const material = [...materials.values()].find((m) => m.id === line.materialId);
        if (material?.categoryId) line.categoryId = material.categoryId;
      }
      resolve(line, 'suggestedSupplierId', at('suggestedSupplierId'), (code) => suppliers.get(code)?.id ?? null);
    }
    return errors;
  });
}
