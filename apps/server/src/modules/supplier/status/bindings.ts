import { partsAuthorisation } from '@srm/core/documents/partsAuthorisation';
import { supplierBlacklist } from '@srm/core/documents/supplierBlacklist';
import { supplierDesignated } from '@srm/core/documents/supplierDesignated';
import { supplierQuit } from '@srm/core/documents/supplierQuit';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { StoredDoc } from '../../../platform/documents/binding.ts';
import {
  designations,
  partsAuthorisationLines,
  partsAuthorisations,
  statusChanges,
  supplierQuits,
} from '../statusSchema.ts';
import { validateDesignation, validatePartsAuthorisation, validateQuit, validateStatusChange } from './checks.ts';
import { presentStatusDocs } from './names.ts';

/*
 * The supplier-status documents bound to their tables (the declarations are in packages/core). The
 * blacklist family and quit act on the whole supplier in every organisation, so their only scope is the
 * supplier (internal users see them all; supplier users reach none of the routes). Designations and
 * parts authorisations belong to an organisation. What an approval applies is in applyOnApproval.ts.
 */

const variables = ({ header }: StoredDoc) => ({ ...header });

export const blacklistActions = bindDocumentType(supplierBlacklist, {
  server: 'srmServer',
  entity: 'srmSlcBlacklist',
  header: statusChanges,
  scope: { header: ['supplierId'] },
  hooks: { validate: validateStatusChange, present: presentStatusDocs, workflowVariables: variables },
});

export const quitActions = bindDocumentType(supplierQuit, {
  server: 'srmServer',
  entity: 'srmSlcQuit',
  header: supplierQuits,
  scope: { header: ['supplierId'] },
  hooks: { validate: validateQuit, present: presentStatusDocs, workflowVariables: variables },
});

export const designatedActions = bindDocumentType(supplierDesignated, {
  server: 'srmServer',
  entity: 'srmSlcDesignated',
  header: designations,
  scope: { header: ['orgId', 'supplierId'] },
  hooks: { validate: validateDesignation, present: presentStatusDocs, workflowVariables: variables },
});

export const partsAuthorisationActions = bindDocumentType(partsAuthorisation, {
  server: 'srmServer',
  entity: 'srmSlcPartsAuth',
  header: partsAuthorisations,
  lines: { table: partsAuthorisationLines, parentKey: 'authId' },
  scope: { header: ['orgId', 'supplierId'] },
  hooks: { validate: validatePartsAuthorisation, present: presentStatusDocs, workflowVariables: variables },
});
