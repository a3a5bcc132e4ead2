import { describe, expect, it } from 'vitest';
import { TODO_BILL_TYPES, todoMenuCodes, todoOpenOf, todoTitle } from './billTypes.ts';

describe('to-do bill types', () => {
  it('opens each special type its own way', () => {
    expect(todoOpenOf('WJQMS')).toEqual({ kind: 'markDone' });
    expect(todoOpenOf('KJQMS')).toEqual({ kind: 'markDone' });
    expect(todoOpenOf('PUR_PURCHASE_MRP_PLAN')).toEqual({ kind: 'dialog' });
    expect(todoOpenOf('ICM_SUPP_HEAD')).toEqual({ kind: 'supplierTab' });
    expect(todoOpenOf('SUPPLIER_TODO')).toEqual({ kind: 'todoDialog' });
    expect(todoOpenOf('PUR_REQUISITION')).toEqual({ kind: 'menu', menuCode: 'PUR_REQUISITION' });
    expect(todoOpenOf('NOPE')).toBeNull();
    expect(todoOpenOf('toString')).toBeNull();
  });

  it('gives every menu type a menu code', () => {
    for (const open of Object.values(TODO_BILL_TYPES)) {
      if (open.kind === 'menu') expect(open.menuCode).toMatch(/^[A-Z_0-9]+$/);
    }
  });

  it('looks for the to-do own menu first, then the side of the user', () => {
    expect(todoMenuCodes('PO_ORDER', null, 'internal')).toEqual(['PUR_ORDER']);
    expect(todoMenuCodes('PO_ORDER', null, 'supplier')).toEqual(['SUP_ORDER']);
    expect(todoMenuCodes('PUR_REQUISITION', 'PUR_REQUISITION', 'internal')).toEqual(['PUR_REQUISITION']);
    expect(todoMenuCodes('PUR_REQUISITION', 'OTHER', 'supplier')).toEqual(['OTHER', 'PUR_REQUISITION']);
    expect(todoMenuCodes('WJQMS', null, 'internal')).toEqual([]);
  });
});

describe('todoTitle', () => {
  it('reads "has been processed" on handled items', () => {
    expect(todoTitle('采购订单PO001已发布，请及时处理', 'Y')).toBe('采购订单PO001已发布，已处理');
    expect(todoTitle('Order PO001 was published, please deal with it in time', 'Y')).toBe(
      'Order PO001 was published, has been processed',
    );
    expect(todoTitle('Please deal with it in time: PO001', 'Y')).toBe('Has been processed: PO001');
  });

  it('leaves waiting items and other titles alone', () => {
    expect(todoTitle('采购订单PO001已发布，请及时处理', 'N')).toBe('采购订单PO001已发布，请及时处理');
    expect(todoTitle('请确认送货计划', 'Y')).toBe('请确认送货计划');
    expect(todoTitle(null, 'Y')).toBe('');
  });
});
