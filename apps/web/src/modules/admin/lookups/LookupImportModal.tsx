import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/ImportDialog/ImportDialog.tsx';
import { LOOKUP_API, type LookupTypeRow } from './api.ts';

/**
 * Imports the values of one type from an xlsx (all rows or none): the one import dialog, sending the
 * type as the multipart field `lookupType` beside the file.
 */
export function LookupImportModal({
  type,
  onClose,
  onImported,
}: {
  type: LookupTypeRow;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ImportDialog
      testId="lookup"
      title={t('adminLookup.importTitle', { code: type.lookupType })}
      intro={t('adminLookup.importIntro')}
      uploadPath={LOOKUP_API.importValues}
      templatePath={LOOKUP_API.importTemplate}
      templateName="lookup-import-template.xlsx"
      fields={{ lookupType: type.lookupType }}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
