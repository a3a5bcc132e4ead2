import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import * as c from './config.ts';

/*
 * The list and edit pages of the four documents, buyers' and supplier's: the generic document screens
 * of their declarations (config.ts). One chunk for all of them; screens.ts picks each by name.
 */

export const PlanList = () => <DocumentListScreen config={c.planScreens} />;
export const PlanEdit = () => <DocumentEditScreen config={c.planScreens} />;
export const PlanSupplierList = () => <DocumentListScreen config={c.planSupplierScreens} />;
export const PlanSupplierEdit = () => <DocumentEditScreen config={c.planSupplierScreens} />;
export const InventoryList = () => <DocumentListScreen config={c.inventoryScreens} />;
export const InventoryEdit = () => <DocumentEditScreen config={c.inventoryScreens} />;
export const InventorySupplierList = () => <DocumentListScreen config={c.inventorySupplierScreens} />;
export const InventorySupplierEdit = () => <DocumentEditScreen config={c.inventorySupplierScreens} />;
export const CapacityList = () => <DocumentListScreen config={c.capacityScreens} />;
export const CapacityEdit = () => <DocumentEditScreen config={c.capacityScreens} />;
export const CapacitySupplierList = () => <DocumentListScreen config={c.capacitySupplierScreens} />;
export const CapacitySupplierEdit = () => <DocumentEditScreen config={c.capacitySupplierScreens} />;
export const SparePartsList = () => <DocumentListScreen config={c.sparePartsScreens} />;
export const SparePartsEdit = () => <DocumentEditScreen config={c.sparePartsScreens} />;
export const SparePartsSupplierList = () => <DocumentListScreen config={c.sparePartsSupplierScreens} />;
export const SparePartsSupplierEdit = () => <DocumentEditScreen config={c.sparePartsSupplierScreens} />;
