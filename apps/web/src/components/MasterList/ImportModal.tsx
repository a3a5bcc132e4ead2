import { restPath, type ServerName } from '@srm/core/api';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../ImportDialog/ImportDialog.tsx';

/**
 * The import dialog of a master list (button btnImport; the platform's all-or-nothing import): the
 * one import dialog on the entity's doImport and importTemplate, closing with the count imported.
 */
export function ImportModal({
  server = 'baseServer',
  entity,
  what,
  hint,
  testId,
  onClose,
  onImported,
}: {
  server?: ServerName;
  entity: string;
  what: string;
  /** What the rows of this import mean (grouping, keys), under the general intro. */
  hint?: string;
  testId: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ImportDialog
      testId={testId}
      title={t('baseData.importTitle', { what })}
      intro={t('baseData.importIntro')}
      hint={hint}
      uploadPath={restPath(server, entity, 'doImport')}
      templatePath={restPath(server, entity, 'importTemplate')}
      templateName={`${entity}-template.xlsx`}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
