import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { signOut } from '@contract/routes/console';
import { call, setCsrfToken, setSignedOutHandler } from '../api/client';
import type { SECTIONS } from '../api/session';
import { sectionsOf, useMe } from '../api/session';
import { useT } from '../i18n/use-t';
import { PasswordForm } from '../features/account/password-form';
import { LanguageSwitch } from '../ui/language-switch';

/** The signed-in frame: header, navigation by role, and the section's screen. */
export function Shell() {
  const { t } = useT();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const queryClient = useQueryClient();
  useEffect(() => {
    setSignedOutHandler(() => {
      setCsrfToken(null);
      queryClient.clear();
      void navigate('/sign-in', { replace: true, state: { from: here } });
    });
  }, [navigate, queryClient, here]);

  if (me.isPending) {
    return (
      <p className="state" role="status">
        {t('state.loading')}
      </p>
    );
  }
  if (me.isError) return <Navigate to="/sign-in" replace state={{ from: here }} />;

  const leave = async () => {
    await call(signOut).catch(() => undefined);
    setCsrfToken(null);
    queryClient.clear();
    await navigate('/sign-in', { replace: true });
  };
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="top">
        <span className="brand">{t('app.name')}</span>
        <span className="who">
          {me.data.email} · {t(`roles.${me.data.role}`)}
        </span>
        <span className="zone">{t('app.timeZone', { zone: me.data.time_zone })}</span>
        <LanguageSwitch />
        <button type="button" onClick={() => void leave()}>
          {t('nav.signOut')}
        </button>
      </header>
      {me.data.password_change_required ? (
        // The server refuses everything else until then (password_change_required).
        <main id="main" className="content full">
          <PasswordForm required />
        </main>
      ) : (
        <>
          <nav className="side" aria-label={t('nav.label')}>
            <ul>
              {sectionsOf(me.data.role).map((s) => (
                <li key={s.key}>
                  <NavLink to={s.path} end>
                    {t(`nav.${s.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="content">
            <Outlet />
          </main>
        </>
      )}
    </div>
  );
}

/** A section another role opens by its address: back to the overview, not a broken screen. */
export function RequireRole({
  section,
  children,
}: {
  section: (typeof SECTIONS)[number]['key'];
  children: ReactNode;
}) {
  const me = useMe();
  if (!me.data) return null;
  const allowed = sectionsOf(me.data.role).some((s) => s.key === section);
  return allowed ? <>{children}</> : <Navigate to="/" replace />;
}
