import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';
import { ImportDialog } from '../ImportDialog/ImportDialog.tsx';
import type { DocumentScreenConfig } from './config.ts';

/**
 * The Import button of a document list (button btnImport): the one import dialog on the type's
 * doImport, staying open after a success to show how many documents and lines were created (the
 * list is refreshed behind it); refused rows come back by row and column. All rows or none.
 */
export function ImportModal({
  config,
  onClose,
  onImported,
}: {
  config: DocumentScreenConfig;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { def, base, testId } = config;
  return (
    <ImportDialog
      testId={testId}
      title={t('documentIo.importTitle', { name: def.name[lang] })}
      intro={`${t('documentIo.importIntro')}${config.importHint ? ` ${config.importHint[lang]}` : ''}`}
      fileHint={t('documentIo.chooseFileHint')}
      uploadPath={`${base}/doImport`}
      templatePath={`${base}/importTemplate`}
      templateName={`${def.billType}-import-template.xlsx`}
      doneText={(data) => {
        const { documents, lines } = data as { documents: number; lines: number };
        return t('documentIo.imported', { documents, lines });
      }}
      width={760}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
