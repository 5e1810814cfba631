import { useState, type ChangeEvent } from 'react';
import { TOAST, useBus, usePlatform, useSession, useToast } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { checkAvatarFile, SETTINGS_MESSAGES } from '../settings-rules';
import { updatePrimaryInformation } from '../profile-updates';
import { SETTINGS_TEXTS } from '../settings-texts';
import { avatarDataUrl } from './avatar-image';
import styles from './AvatarCard.module.css';

const T = SETTINGS_TEXTS.avatar;

/**
 * The profile photo (SPEC §5 Avatar): an image of at most 5 MB, shrunk and saved to the account at
 * once (it needs no Save Profile), then shown wherever the session's photo is.
 */
export function AvatarCard({ photoUrl, initials }: { photoUrl: string | null; initials: string }) {
  const session = useSession();
  const { callServer } = usePlatform();
  const bus = useBus();
  const toast = useToast();
  const [photo, setPhoto] = useState(photoUrl);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still reports.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast('error', problem, TOAST.errorMs);
      return;
    }
    setBusy(true);
    let url: string;
    try {
      url = await avatarDataUrl(file);
    } catch {
      setBusy(false);
      toast('error', SETTINGS_MESSAGES.avatarUnreadable, TOAST.errorMs);
      return;
    }
    const outcome = await updatePrimaryInformation(callServer, session, { photoUrl: url }, SETTINGS_MESSAGES.avatarUpdated);
    setBusy(false);
    if (outcome.ok) {
      setPhoto(url);
      bus.emit('session:update', { primaryInformation: { photoUrl: url } });
    }
    toast(outcome.ok ? 'success' : 'error', outcome.message, outcome.ok ? TOAST.settingsMs : TOAST.errorMs);
  };

  return (
    <section className={styles.card} aria-labelledby="avatar-title">
      {photo ? (
        <img className={styles.avatar} src={photo} alt={T.alt} width={88} height={88} />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.text}>
        <h2 id="avatar-title">{T.title}</h2>
        <p id="avatar-hint">{T.hint}</p>
        <label className={buttonClass('outline', { className: busy ? `${styles.upload} ${styles.busy}` : styles.upload })}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-describedby="avatar-hint"
            disabled={busy}
            onChange={(e) => void upload(e)}
          />
          {busy ? T.uploading : T.upload}
        </label>
      </div>
    </section>
  );
}
