import { z } from 'zod';
import { resource } from '../../platform/access/rules.ts';
import { pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';

/**
 * Sample rows for the component gallery (administrators only): a fixed, generated list of 1 200
 * items so the DataTable, the select dialog's select-all and the export can be exercised without
 * business data. Nothing is stored; the rows are the same on every call.
 */
export const GALLERY_ROWS = 1200;
const statuses = ['DRAFT', 'APPROVING', 'APPROVED', 'REJECTED', 'CLOSED'];

const rows = Array.from({ length: GALLERY_ROWS }, (_, i) => {
  const n = i + 1;
  const quantity = (n % 97) + 1;
  const price = ((n * 37) % 1000) + 0.5;
  return {
    id: n,
    itemCode: `ITEM-${String(n).padStart(4, '0')}`,
    itemName: `样例物料 ${n} / Sample item ${n}`,
    status: statuses[n % statuses.length],
    quantity: String(quantity),
    price: price.toFixed(2),
    amount: (quantity * price).toFixed(2),
    enabledFlag: n % 7 === 0 ? 'N' : 'Y',
    needDate: new Date(Date.UTC(2026, n % 12, (n % 28) + 1)).toISOString().slice(0, 10),
    email: `buyer${n}@example.com`,
  };
});

const listByPage = defineAction({
  server: 'baseServer',
  entity: 'baseGallery',
  action: 'listByPage',
  summary: 'Sample rows for the component gallery (1 200 generated items), filtered and paged',
  auth: resource('btnGallery'),
  body: z.object({
    searchParams: z
      .object({
        keyword: z.string().max(64).optional(),
        status: z.string().max(32).optional(),
        itemCode: z.string().max(32).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ body }) => {
    const { keyword, status, itemCode } = body.searchParams;
    const k = keyword?.toLowerCase();
    const matching = rows.filter(
      (r) =>
        (!k || r.itemCode.toLowerCase().includes(k) || r.itemName.toLowerCase().includes(k)) &&
        (!status || r.status === status) &&
        (!itemCode || r.itemCode === itemCode),
    );
    const start = (body.pageIndex - 1) * body.pageRows;
    return {
      data: matching.slice(start, start + body.pageRows),
      page: pageInfo({ count: matching.length, capped: false }, body.pageIndex, body.pageRows),
    };
  },
});

export const galleryActions = [listByPage];
