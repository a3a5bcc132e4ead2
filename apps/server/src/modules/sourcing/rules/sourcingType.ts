import { sourcingTypeList } from '@srm/core/masters/sourcingType';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { fieldError } from '../../../platform/http/fieldErrors.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { checkMasterRef } from '../../../platform/masters/refCheck.ts';
import { refNames } from '../../../platform/masters/refNames.ts';
import { sourcingTemplates, sourcingTypes } from '../ruleSchema.ts';

/*
 * Sourcing types (寻源类型), declared in packages/core/src/masters/sourcingType.ts: a method and the
 * template whose rules an event of the type takes by default. The template must exist, be of the same
 * method, and be enabled while the type is.
 */

export const sourcingTypeActions = bindMasterList(sourcingTypeList, {
  table: sourcingTypes,
  columns: {
    typeCode: sourcingTypes.typeCode,
    typeName: sourcingTypes.typeName,
    typeNameEn: sourcingTypes.typeNameEn,
    sourcingMethod: sourcingTypes.sourcingMethod,
    defaultTemplateId: sourcingTypes.defaultTemplateId,
    description: sourcingTypes.description,
  },
  hooks: {
    beforeSave: async (tx, values, { id, lang }) => {
      const templateId = values.defaultTemplateId as number | null;
      if (templateId == null) return;
      // Enabled unless the save disables the type (the form has no box: a status button does it).
      let enabled = values.enabledFlag !== 'N';
      if (id && values.enabledFlag === undefined) {
        const [stored] = await tx
          .select({ flag: sourcingTypes.enabledFlag })
          .from(sourcingTypes)
          .where(eq(sourcingTypes.id, id));
        enabled = stored?.flag === 'Y';
      }
      await checkMasterRef(tx, lang, sourcingTemplates, 'defaultTemplateId', { id: templateId, enabled });
      const [template] = await tx
        .select({ method: sourcingTemplates.sourcingMethod })
        .from(sourcingTemplates)
        .where(eq(sourcingTemplates.id, templateId));
      if (template.method !== values.sourcingMethod) {
        throw fieldError(lang, 400, 'defaultTemplateId', 'srcType.templateMethod', { method: template.method });
      }
    },
    presentRows: refNames({
      field: 'defaultTemplateId',
      table: sourcingTemplates,
      columns: {
        templateCode: sourcingTemplates.templateCode,
        templateName: sourcingTemplates.templateName,
        templateNameEn: sourcingTemplates.templateNameEn,
      },
      title: { as: 'templateTitle', name: 'templateName', nameEn: 'templateNameEn' },
    }),
    // Enabling a type whose default template is disabled would name a template no one may pick.
    beforeStatus: async (tx, id, enabledFlag, lang) => {
      if (enabledFlag !== 'Y') return;
      const [row] = await tx
        .select({ templateId: sourcingTypes.defaultTemplateId })
        .from(sourcingTypes)
        .where(eq(sourcingTypes.id, id));
      if (row?.templateId != null) {
        await checkMasterRef(tx, lang, sourcingTemplates, 'defaultTemplateId', { id: row.templateId, enabled: true });
      }
    },
  },
});

/**
 * What an event takes from its sourcing type (for the inquiry and, later, the tender): the type's method
 * and its default template's rules. Undefined when the type does not exist or is disabled.
 */
export async function sourcingTypeDefaults(db: DbOrTx, sourcingTypeId: number) {
  const [row] = await db
    .select({
      sourcingTypeId: sourcingTypes.id,
      typeCode: sourcingTypes.typeCode,
      typeName: sourcingTypes.typeName,
      typeNameEn: sourcingTypes.typeNameEn,
      sourcingMethod: sourcingTypes.sourcingMethod,
      enabledFlag: sourcingTypes.enabledFlag,
      templateId: sourcingTemplates.id,
      templateCode: sourcingTemplates.templateCode,
      evaluationMethod: sourcingTemplates.evaluationMethod,
      technicalWeight: sourcingTemplates.technicalWeight,
      commercialWeight: sourcingTemplates.commercialWeight,
      roundsAllowed: sourcingTemplates.roundsAllowed,
      quoteValidityDays: sourcingTemplates.quoteValidityDays,
      bondRule: sourcingTemplates.bondRule,
      bondValue: sourcingTemplates.bondValue,
      tenderFee: sourcingTemplates.tenderFee,
      openAfterDeadline: sourcingTemplates.openAfterDeadline,
    })
    .from(sourcingTypes)
    .leftJoin(sourcingTemplates, eq(sourcingTemplates.id, sourcingTypes.defaultTemplateId))
    .where(eq(sourcingTypes.id, sourcingTypeId));
  return row?.enabledFlag === 'Y' ? row : undefined;
}
