import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DocumentScreenConfig } from './config.ts';
import { printPath } from './PrintScreen.tsx';

/**
 * The Print action of a document's page: shown when the server lists `print` in the record's
 * `_actions` (button btnPrint) and the type has a print screen; opens that screen for this document.
 */
export function PrintButton({
  config,
  id,
  allowed,
}: {
  config: DocumentScreenConfig;
  id: unknown;
  allowed: readonly string[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!config.printScreen || id == null || !allowed.includes('print')) return null;
  return (
    <Button
      icon={<PrinterOutlined />}
      onClick={() => void navigate(printPath(config, [id]))}
      data-testid={`${config.testId}-action-print`}
    >
      {t('documentIo.print')}
    </Button>
  );
}
