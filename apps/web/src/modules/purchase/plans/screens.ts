import { defineScreens, type ScreenDefinition } from '../../../app/screens/define.ts';

/** Screens of the plans part of procurement execution (issue 8 item 6), keyed by the menu's htmlUrl. */

type Screens = typeof import('./PlanScreens.tsx');
const screen = (name: keyof Screens, CN: string, EN: string): ScreenDefinition => ({
  load: () => import('./PlanScreens.tsx').then((m) => ({ default: m[name] })),
  title: { CN, EN },
});

export const plansScreens = defineScreens({
  purchasePlanList: screen('PlanList', '采购计划', 'Purchase plans'),
  purchasePlanEdit: screen('PlanEdit', '采购计划单', 'Purchase plan'),
  purchasePlanSupplierList: screen('PlanSupplierList', '我的采购计划', 'My purchase plans'),
  purchasePlanSupplierEdit: screen('PlanSupplierEdit', '采购计划单', 'Purchase plan'),
  supplierInventoryList: screen('InventoryList', '供应商库存', 'Supplier inventory'),
  supplierInventoryEdit: screen('InventoryEdit', '库存报告', 'Inventory report'),
  supplierInventorySupplierList: screen('InventorySupplierList', '库存上报', 'Inventory reports'),
  supplierInventorySupplierEdit: screen('InventorySupplierEdit', '库存报告', 'Inventory report'),
  capacityAssessmentList: screen('CapacityList', '产能评估', 'Capacity assessments'),
  capacityAssessmentEdit: screen('CapacityEdit', '产能评估单', 'Capacity assessment'),
  capacityAssessmentSupplierList: screen('CapacitySupplierList', '产能评估', 'Capacity assessments'),
  capacityAssessmentSupplierEdit: screen('CapacitySupplierEdit', '产能评估单', 'Capacity assessment'),
  sparePartsList: screen('SparePartsList', '备件清单', 'Spare parts lists'),
  sparePartsEdit: screen('SparePartsEdit', '备件清单', 'Spare parts list'),
  sparePartsSupplierList: screen('SparePartsSupplierList', '备件清单', 'Spare parts lists'),
  sparePartsSupplierEdit: screen('SparePartsSupplierEdit', '备件清单', 'Spare parts list'),
});
