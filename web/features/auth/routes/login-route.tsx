import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { CheckTokenReply } from '@contract/auth';
import { switchLanguage } from '@contract/routes/users';
import { setAuth, useAuth } from '@web/api/auth-storage';

import { api } from '@web/api/client';
import { getStoredLanguage, setLanguage } from '@web/api/preferences';
import { applyLanguage } from '@web/i18n/i18n';
import { PageLoader } from '@web/ui/loader';
import { useCheckToken } from '../api/check-token';
import { LinkRefused } from '../components/link-refused';

/** A language the visitor picked before signing in wins; otherwise use the account's. */
async function settleLanguage(reply: CheckTokenReply): Promise<void> {
  const chosen = getStoredLanguage();
  if (chosen && chosen !== reply.language) {
    api.call(switchLanguage, { body: { language: chosen } }).catch(() => undefined);
    return;
  }
  if (!chosen) {
    setLanguage(reply.language);
    await applyLanguage(reply.language).catch(() => undefined);
  }
}

/** Where a fresh session opens: the store when the visitor came to subscribe, else the dashboard. */
const landingOf = (next: string | null) => (next === '/store' ? '/store' : '/dashboard');

function CheckAccessToken({
  accessToken,
  signedIn,
  next,
}: {
  accessToken: string;
  signedIn: boolean;
  next: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useCheckToken(accessToken);
  // Storing the session re-renders this route; act on the answer only once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || check.status === 'pending') return;
    handled.current = true;
    if (check.status === 'success') {
      // A new session: drop anything cached for whoever was signed in before.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'check-token' });
      setAuth(check.data);
      void settleLanguage(check.data).finally(() => navigate(landingOf(next), { replace: true }));
    } else if (signedIn) {
      // A stale link opened again by a signed-in player: their session stays.
      void navigate('/dashboard', { replace: true });
    }
  }, [check.status, check.data, navigate, queryClient, signedIn, next]);

  // A visitor is told why the link did not sign them in, and offered the way on to the home.
  if (check.status === 'error' && !signedIn) return <LinkRefused error={check.error} />;
  return <PageLoader label={t('login.signingIn')} />;
}

function MissingAccessToken() {
  useEffect(() => {
    console.info('Login: no access_token in the URL; showing the public home.');
  }, []);
  return <Navigate to="/quiz-home" replace />;
}

/** /login?access_token=…: the door from the operator's microsite (product-spec §2). */
export function LoginRoute() {
  const [params] = useSearchParams();
  const signedIn = useAuth() !== null;
  const accessToken = params.get('access_token');

  if (accessToken) {
    return (
      <CheckAccessToken accessToken={accessToken} signedIn={signedIn} next={params.get('next')} />
    );
  }
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return <MissingAccessToken />;
}
