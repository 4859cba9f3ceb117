import { useTranslation } from 'react-i18next';
import type { ConfirmedUnsubscribe } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { ConfirmDialog, ResultDialog } from './confirm-dialog';

export interface UnsubscribeTexts {
  confirmTitle: string;
  confirmBody: string;
  yes: string;
  no: string;
  success: string;
  error: string;
  /** The success message. */
  done: string;
  ok: string;
}

/**
 * The two steps of useConfirmedUnsubscribe on screen: the question, then Success or Error with
 * the server's reason. `lang` marks the screen's own texts when they are not in the UI's language
 * (the Bengali bundle screen); a refusal from the server is in the UI's language.
 */
export function UnsubscribeDialogs({
  flow,
  texts,
  lang,
}: {
  flow: ConfirmedUnsubscribe;
  texts: UnsubscribeTexts;
  lang?: string;
}) {
  const { t } = useTranslation();
  const failed = flow.outcome && !flow.outcome.ok ? flow.outcome : null;
  return (
    <>
      <ConfirmDialog
        lang={lang}
        open={flow.confirming !== null}
        title={texts.confirmTitle}
        body={texts.confirmBody}
        confirmLabel={texts.yes}
        dismissLabel={texts.no}
        pending={flow.pending}
        onConfirm={flow.confirm}
        onDismiss={flow.dismiss}
      />
      <ResultDialog
        lang={lang}
        open={flow.outcome !== null}
        title={failed ? texts.error : texts.success}
        message={failed ? errorText(t, failed.error) : texts.done}
        messageLang={failed ? undefined : lang}
        okLabel={texts.ok}
        onClose={flow.closeOutcome}
      />
    </>
  );
}
