import type { ActionDef } from '@srm/core/documents/types';
import { App, Button, Space } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';
import { buttonColor } from '../DataTable/index.ts';
import type { Row } from '../DataTable/types.ts';
import { AskModal } from './AskModal.tsx';
import { CommentModal } from './CommentModal.tsx';
import type { ActionDialogProps } from './config.ts';
import { summaryOf } from './summary.ts';

type Props = {
  actions: Record<string, ActionDef>;
  /** The row's `_actions`: what the server lets the user do now. Only these are shown. */
  allowed: readonly string[];
  testId: string;
  /** Runs an action with its comment (if asked); a rejected promise keeps the dialog open. */
  onAction: (
    name: string,
    comment?: string,
    prepare?: (doc: Row) => Promise<Row | undefined>,
    body?: Row,
  ) => Promise<unknown>;
  /** Actions run through a dialog of the type's own (DocumentScreenConfig.actionDialogs), given the record. */
  dialogs?: Record<string, ComponentType<ActionDialogProps>>;
  doc?: Row | null;
  /**
   * The record is being read again (a tab saved a part of it and raised its version): the buttons wait, since an
   * action sent now would carry the version of before and be refused as changed by someone else.
   */
  reading?: boolean;
};

/** The named actions of a document the server allows now, with the declaration's confirm and comment. */
export function ActionBar({ actions, allowed, testId, onAction, dialogs, doc, reading }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { modal } = App.useApp();
  const [commenting, setCommenting] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string) => {
    setBusy(name);
    try {
      await onAction(name);
    } catch {
      // the screen shows the message
    } finally {
      setBusy(null);
    }
  };
  const names = Object.keys(actions).filter((name) => allowed.includes(name));
  const current = commenting ? actions[commenting] : null;
  const Dialog = dialog ? dialogs?.[dialog] : undefined;
  return (
    <>
      <Space wrap>
        {names.map((name) => {
          const def = actions[name];
          return (
            <Button
              key={name}
              variant="solid"
              {...buttonColor(def.kind ?? 'default')}
              loading={busy === name}
              disabled={reading && busy !== name}
              data-testid={`${testId}-action-${name}`}
              onClick={() => {
                if (dialogs?.[name] && doc) setDialog(name);
                else if (def.asks?.length && doc) setAsking(name);
                else if (def.comment) setCommenting(name);
                else if (def.confirm)
                  modal.confirm({
                    title: def.label[lang],
                    content: doc ? summaryOf(def.confirm[lang], doc) : def.confirm[lang],
                    okText: t('app.ok'),
                    cancelText: t('app.cancel'),
                    okButtonProps: { 'data-testid': `${testId}-confirm-ok` },
                    onOk: () => run(name),
                  });
                else void run(name);
              }}
            >
              {def.label[lang]}
            </Button>
          );
        })}
      </Space>
      {Dialog && dialog && doc && (
        <Dialog
          doc={doc}
          onClose={() => setDialog(null)}
          run={async (prepare, body) => {
            await onAction(dialog, undefined, prepare, body);
          }}
        />
      )}
      {asking && doc && (
        <AskModal
          action={actions[asking]}
          doc={doc}
          testId={testId}
          onCancel={() => setAsking(null)}
          onOk={async (values) => {
            await onAction(asking, undefined, undefined, values);
            setAsking(null);
          }}
        />
      )}
      {current && commenting && (
        <CommentModal
          open
          title={current.label[lang]}
          required={current.comment === 'required'}
          testId={testId}
          onCancel={() => setCommenting(null)}
          onOk={async (comment) => {
            await onAction(commenting, comment);
            setCommenting(null);
          }}
        />
      )}
    </>
  );
}
