import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { type DocumentScreenConfig, editPath } from './config.ts';
import { DocumentListScreen } from './DocumentListScreen.tsx';

/**
 * A document list with a "create from …" button beside the generic ones (an order from a requisition, a contract
 * from a source): for those who may add, it opens the type's dialog, and the record made there opens for editing.
 */
export function ListWithCreateFrom({
  config,
  label,
  testId,
  dialog,
}: {
  config: DocumentScreenConfig;
  label: string;
  testId: string;
  /** The dialog, given how to close it and how to open the record it made. */
  dialog: (close: () => void, created: (id: number) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const canAdd = useMenuResources().has('btnAdd');
  return (
    <>
      {canAdd && (
        <div style={{ marginBottom: 8 }}>
          <Button onClick={() => setPicking(true)} data-testid={testId}>
            {label}
          </Button>
        </div>
      )}
      <DocumentListScreen config={config} />
      {picking &&
        dialog(
          () => setPicking(false),
          (id) => {
            setPicking(false);
            void navigate(editPath(config, { id, mode: 'edit' }));
          },
        )}
    </>
  );
}
