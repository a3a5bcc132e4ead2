import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../app/api/client.ts';
import { callPublic, REGISTRATION_API, type RegistrationView } from './api.ts';

/**
 * The registration of the page's `?token=` (the link of a mail) or of a token got by verifying the
 * e-mail again; `setToken` opens another one.
 */
export function useRegistrationByToken() {
  const [params] = useSearchParams();
  const [token, setToken] = useState<string | null>(params.get('token'));
  const [view, setView] = useState<RegistrationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async (tok: string) => {
    setLoading(true);
    setError(null);
    try {
      setView(await callPublic<RegistrationView>(REGISTRATION_API.findByToken, { token: tok }));
    } catch (e) {
      setView(null);
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    if (token) void load(token);
  }, [token, load]);
  return { token, setToken, view, error, loading, reload: () => token && load(token) };
}
