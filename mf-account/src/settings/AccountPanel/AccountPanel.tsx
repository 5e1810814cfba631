import { useState } from 'react';
import { TOAST, usePlatform, useSession, useToast, type AccountDeletionRequest } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { SETTINGS_MESSAGES } from '../settings-rules';
import { savePreferences } from '../profile-updates';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { SETTINGS_TEXTS } from '../settings-texts';
import styles from './AccountPanel.module.css';

const T = SETTINGS_TEXTS.account;

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Settings › Account. This shop signs in with Google only, so there is no password of its own to
 * change: the tab says so plainly and links to Google (SPEC §5's password rules stay in
 * shared-contracts for a provider with passwords). Deleting the account is a request recorded in
 * the account's preferences, after an explicit confirmation (SPEC §8).
 */
export function AccountPanel({ deletion }: { deletion: AccountDeletionRequest | null }) {
  const session = useSession();
  const { callServer } = usePlatform();
  const toast = useToast();
  const [request, setRequest] = useState(deletion);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const email = session.primaryInformation?.email;

  const requestDeletion = async () => {
    setBusy(true);
    const requested = { requestedAt: new Date().toISOString() };
    const outcome = await savePreferences(callServer, session, { accountDeletion: requested }, 'Account');
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) {
      setRequest(requested);
      toast('success', SETTINGS_MESSAGES.deletionSubmitted, TOAST.settingsMs);
    } else {
      toast('error', outcome.message, TOAST.errorMs);
    }
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{T.signInTitle}</h2>
        <p>{email ? T.signedInWith(email) : T.signedInWithGoogle}</p>
        <div className={styles.notice}>
          <h3>{T.passwordTitle}</h3>
          <p>{T.passwordText}</p>
          <a className={styles.link} href={T.googleUrl} target="_blank" rel="noreferrer">
            {T.googleLink} <span className="visually-hidden">{T.newTab}</span>
          </a>
        </div>
      </section>
      <section className={`${styles.card} ${styles.danger}`} aria-labelledby="delete-title">
        <h2 id="delete-title">{T.deleteTitle}</h2>
        {request ? (
          <p role="status">{T.requested(formatDay(request.requestedAt))}</p>
        ) : (
          <>
            <p>{T.deleteText}</p>
            <Button variant="danger" className={styles.delete} onClick={() => setConfirming(true)}>
              {T.deleteButton}
            </Button>
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={T.dialogTitle}
        message={SETTINGS_MESSAGES.deleteConfirm}
        confirmLabel={T.confirm}
        cancelLabel={T.cancel}
        busyLabel={T.submitting}
        busy={busy}
        onConfirm={() => void requestDeletion()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
