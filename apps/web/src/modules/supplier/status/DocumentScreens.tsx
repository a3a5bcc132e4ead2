import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { PrintScreen } from '../../../components/Document/PrintScreen.tsx';
import { blacklistScreens, designatedScreens, partsAuthorisationScreens, quitScreens } from './configs.ts';

/** The list, edit and print pages of each supplier-status document: the generic screens of its declaration. */

export const BlacklistList = () => <DocumentListScreen config={blacklistScreens} />;
export const BlacklistEdit = () => <DocumentEditScreen config={blacklistScreens} />;
export const BlacklistPrint = () => <PrintScreen config={blacklistScreens} />;

export const QuitList = () => <DocumentListScreen config={quitScreens} />;
export const QuitEdit = () => <DocumentEditScreen config={quitScreens} />;
export const QuitPrint = () => <PrintScreen config={quitScreens} />;

export const DesignatedList = () => <DocumentListScreen config={designatedScreens} />;
export const DesignatedEdit = () => <DocumentEditScreen config={designatedScreens} />;
export const DesignatedPrint = () => <PrintScreen config={designatedScreens} />;

export const PartsAuthorisationList = () => <DocumentListScreen config={partsAuthorisationScreens} />;
export const PartsAuthorisationEdit = () => <DocumentEditScreen config={partsAuthorisationScreens} />;
export const PartsAuthorisationPrint = () => <PrintScreen config={partsAuthorisationScreens} />;
