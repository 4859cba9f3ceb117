import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useCancelAgreement } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { Button } from '@web/ui/button';
import { Modal } from '@web/ui/modal';

/**
 * The profile's "remove payment account" (product-spec §4): shown only while the player has a
 * mobile-wallet agreement; cancelling it reloads the user, which hides this again.
 */
export function RemovePaymentAccount() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const cancel = useCancelAgreement();
  const [open, setOpen] = useState(false);
  const agreementId = user.data?.active_agreement ?? null;
  if (!agreementId) return null;
  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        {t('packs.removeAccount')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('packs.removeAccount')}>
        <p>{t('packs.removeAccountBody')}</p>
        {cancel.isError && <p role="alert">{errorText(t, cancel.error)}</p>}
        <Button
          variant="gold"
          block
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(agreementId, { onSuccess: () => setOpen(false) })}
        >
          {t('packs.remove')}
        </Button>
        <Button variant="ghost" block onClick={() => setOpen(false)}>
          {t('packs.cancel')}
        </Button>
      </Modal>
    </>
  );
}
