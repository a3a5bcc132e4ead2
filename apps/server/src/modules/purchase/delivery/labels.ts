import { divideToScale, multiplyToAmount, subtractDecimal } from '@srm/core/documents/amounts';
import { z } from 'zod';
import { callerOf, idSchema, typeRule } from '../../../platform/documents/context.ts';
import { toRecords } from '../../../platform/documents/records.ts';
import { findDoc } from '../../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { noteType } from './noteBinding.ts';

/*
 * Package labels of delivery notes (条码打印, issue 8 item 5): one label per package, numbered n/N over
 * the whole note, with what the receiving dock scans — the barcode text `<note number>-<nnn>` (Code128)
 * and a QR text holding note, package, material, quantity, lot, order and supplier. Read in the
 * caller's scope: another supplier's note answers 404. Printing is counted by the engine's
 * updatePrintFlagById.
 */

const SCALE = 4;

type LineRecord = Record<string, unknown>;

/** The quantities of a line's packages: quantityPerPackage each and the rest in the last, or an even split. */
export function packageQuantities(line: { quantity: string; packageCount: number; quantityPerPackage: string | null }) {
  const n = Math.max(1, line.packageCount);
  if (line.quantityPerPackage) {
    const full = line.quantityPerPackage;
    const last = subtractDecimal(line.quantity, multiplyToAmount(full, String(n - 1), SCALE), SCALE);
    return Array.from({ length: n }, (_, i) => (i === n - 1 ? last : full));
  }
  const each = divideToScale(line.quantity, String(n), SCALE);
  const last = subtractDecimal(line.quantity, multiplyToAmount(each, String(n - 1), SCALE), SCALE);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? last : each));
}

const plain = (decimal: string) => String(Number(decimal));

export const labelData = defineAction({
  server: noteType.binding.server,
  entity: noteType.binding.entity,
  action: 'labelData',
  summary:
    'Package labels of delivery notes (ids): per package n/N, barcode and QR text, material, quantity, lot, order, supplier; 404 for a note outside the caller’s scope',
  auth: typeRule(noteType),
  body: z.object({ deliveryNoteIds: z.array(idSchema).min(1).max(100) }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const out = [];
    for (const id of body.deliveryNoteIds) {
      const doc = await findDoc(deps.db, noteType, caller.scope, id);
      if (!doc) throw new AppError(404, 'error.notFound');
      const [record] = await toRecords(noteType, { ...caller, db: deps.db }, [doc.header], doc.lines);
      const lines = (record.lines ?? []) as LineRecord[];
      const total = lines.reduce((sum, l) => sum + Math.max(1, Number(l.packageCount)), 0);
      let n = 0;
      const labels = lines.flatMap((l) =>
        packageQuantities({
          quantity: String(l.quantity),
          packageCount: Number(l.packageCount),
          quantityPerPackage: l.quantityPerPackage == null ? null : String(l.quantityPerPackage),
        }).map((quantity) => {
          n += 1;
          const number = String(record.deliveryNoteNumber);
          const barcode = `${number}-${String(n).padStart(3, '0')}`;
          return {
            barcode,
            qrText: [
              `DN:${number}`,
              `PKG:${n}/${total}`,
              `MAT:${l.materialCode ?? ''}`,
              `QTY:${plain(quantity)} ${l.unitCode ?? ''}`,
              `LOT:${l.lotNumber ?? ''}`,
              `PO:${l.orderNumber ?? ''}/${l.orderLineNumber ?? ''}`,
              `SUP:${record.supplierNumber ?? ''}`,
            ].join('\n'),
            packageNumber: n,
            packageTotal: total,
            materialCode: l.materialCode ?? null,
            materialName: l.materialName ?? null,
            itemDescription: l.itemDescription ?? null,
            quantity: plain(quantity),
            unitCode: l.unitCode ?? null,
            lotNumber: l.lotNumber ?? null,
            orderNumber: l.orderNumber ?? null,
            orderLineNumber: l.orderLineNumber ?? null,
          };
        }),
      );
      out.push({
        deliveryNoteId: record.deliveryNoteId,
        deliveryNoteNumber: record.deliveryNoteNumber,
        version: record.version,
        status: record.status,
        supplierName: record.supplierName,
        supplierNumber: record.supplierNumber,
        orgName: record.orgName,
        shipDate: record.shipDate,
        printCount: record.printCount,
        labels,
      });
    }
    return { data: out };
  },
}) as unknown as ActionDef;
