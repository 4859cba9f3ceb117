import { useTranslation } from 'react-i18next';
import { isApiError } from '@web/api/api-error';
import { useLogout } from '@web/api/use-logout';
import { Icon } from './icons';

/** Log out with why it failed above it (sidebar, settings); the place styles both. */
export function LogoutButton({
  className,
  errorClassName,
}: {
  className?: string;
  errorClassName?: string;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  // A 401 signs the user out anyway (the API client handles it); other failures are shown.
  const failed = logout.isError && !(isApiError(logout.error) && logout.error.status === 401);
  return (
    <>
      {failed && (
        <p role="alert" className={errorClassName}>
          {t('common.logoutFailed')}
        </p>
      )}
      <button
        type="button"
        className={className}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <Icon name="logout" size={20} />
        {t('common.logout')}
      </button>
    </>
  );
}
