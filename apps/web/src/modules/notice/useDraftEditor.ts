import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';

/** What the edit screens of a notice and of a notification have in common: a draft with a version and a status. */
type Draft = { version: number; status: string };

type Options<V, R extends Draft> = {
  /** Query key of the draft being edited. */
  key: string;
  /** Reads the draft by id; the form's values from it. */
  load: (id: number) => Promise<R>;
  valuesOf: (record: R) => Partial<V>;
  /** Saves the form's values (a new draft when id is null); the saved record. */
  save: (values: V, id: number | null, version: number | undefined) => Promise<R>;
  idOf: (record: R) => number;
  /** Publishes (or sends) a saved draft. */
  publish: (record: R) => Promise<unknown>;
  /** The list call whose pages reload after a change, and the menu the Back button returns to. */
  listApi: string;
  menuCode: string;
  /** The confirmation before publishing and the message after it. */
  texts: { confirm: string; ok: string; done: string };
};

/**
 * The life of a draft on its edit screen (?id= for an existing one): load into the form, save (the form
 * validated first, the version sent back), publish after a confirmation — saving first, so nothing typed is
 * lost — and return to the list. Locked once it is no longer a draft.
 */
export function useDraftEditor<V, R extends Draft>(options: Options<V, R>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const screen = useScreen();
  const client = useQueryClient();
  const { openMenu } = useOpenScreens();
  const [form] = Form.useForm<V>();
  const [id, setId] = useState<number | null>(() => {
    const n = Number(screen?.query.id);
    return Number.isInteger(n) && n > 0 ? n : null;
  });
  const [version, setVersion] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: [options.key, id],
    queryFn: () => options.load(id!),
    enabled: id != null,
    staleTime: 0,
    retry: false,
  });
  const { valuesOf } = options;
  useEffect(() => {
    if (!query.data) return;
    form.setFieldsValue(valuesOf(query.data) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setVersion(query.data.version);
  }, [query.data, form, valuesOf]);

  const refreshLists = () => void client.invalidateQueries({ queryKey: ['listPage', options.listApi] });
  const backToList = () => {
    refreshLists();
    if (!openMenu([options.menuCode])) window.history.back();
  };

  /** Saves the form; the saved record, or null when the form is invalid or the call failed (said on screen). */
  const save = async (): Promise<R | null> => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return null;
    }
    try {
      const saved = await options.save(values, id, id ? version : undefined);
      setId(options.idOf(saved));
      setVersion(saved.version);
      refreshLists();
      return saved;
    } catch (error) {
      message.error(errorText(error));
      return null;
    }
  };

  const onSave = async () => {
    setBusy(true);
    const saved = await save();
    setBusy(false);
    if (saved) message.success(t('notice.saved'));
  };

  const onPublish = () =>
    modal.confirm({
      title: options.texts.confirm,
      okText: options.texts.ok,
      cancelText: t('notice.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          const saved = await save();
          if (!saved) return;
          await options.publish(saved);
          message.success(options.texts.done);
          backToList();
        } catch (error) {
          message.error(errorText(error));
        } finally {
          setBusy(false);
        }
      },
    });

  const locked = query.data != null && query.data.status !== 'DRAFT';
  return { form, id, query, busy, locked, onSave, onPublish, backToList };
}
