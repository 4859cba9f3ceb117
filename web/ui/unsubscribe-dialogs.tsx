import { useTranslation } from 'react-i18next';
import type { Pack } from '@contract/packs';
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

/** Marks a pack's action (Unsubscribe, Subscribe, Cancel) so focus can find it again. */
export const packActionProps = (pack: Pack) => ({ 'data-pack-action': pack.bundle_id });

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
        onClose={() => {
          const pack = flow.outcome?.pack;
          void flow.closeOutcome().then(() => {
            if (pack) focusIfLost(pack, performance.now() + REDRAWN_WITHIN_MS);
          });
        }}
      />
    </>
  );
}

const packAction = (pack: Pack) => {
  const action = document.querySelector(`[data-pack-action="${pack.bundle_id}"]`);
  return action instanceof HTMLElement ? action : null;
};

// The reloaded list is drawn soon after its data arrives; past this, the row did not change.
const REDRAWN_WITHIN_MS = 2000;

/**
 * The dialog gave focus back to Unsubscribe, which the reloaded row replaces by Subscribe (another
 * element): focus falls to the top of the page, and keyboard and screen-reader users lose their
 * place. Watched frame by frame, as React draws the new row when it likes; focus moves only when
 * it was lost, never from where the player has put it.
 */
function focusIfLost(pack: Pack, until: number) {
  const active = document.activeElement;
  const action = packAction(pack);
  if (action && (!active || active === document.body || !active.isConnected)) {
    action.focus();
    return;
  }
  if (performance.now() < until) requestAnimationFrame(() => focusIfLost(pack, until));
}
