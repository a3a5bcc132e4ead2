import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../../platform/access/rules.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { supplierSites } from '../schema.ts';

/** The sites of one supplier, for the quit document's site picker (internal users only). */
const listSitesForSelect = defineAction({
  server: 'srmServer',
  entity: 'srmSlcSupplierSite',
  action: 'listForSelect',
  summary: "A supplier's sites (siteId, siteName, orgId, siteStatus) for a picker; internal users only",
  auth: INTERNAL,
  body: z.object({ supplierId: z.coerce.number().int().positive() }),
  handler: async ({ deps, body }) => {
    const rows = await deps.db
      .select({
        siteId: supplierSites.id,
        siteName: supplierSites.siteName,
        orgId: supplierSites.orgId,
        siteStatus: supplierSites.siteStatus,
      })
      .from(supplierSites)
      .where(eq(supplierSites.supplierId, body.supplierId))
      .orderBy(asc(supplierSites.siteName));
    return { data: rows };
  },
});

export const supplierSiteActions = [listSitesForSelect];
