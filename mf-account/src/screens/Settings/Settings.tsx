import { nameInitials, useBus, usePlatform, useSession, type Location, type PrimaryInformation } from 'shared-contracts';
import { updateLocation, updatePrimaryInformation } from '../../auth/profile-updates';
import { SettingsForm } from '../../components/SettingsForm/SettingsForm';
import { SignedOutNotice } from '../../components/SignedOutNotice/SignedOutNotice';
import { ADDRESS_FIELDS, addressValues, patchOf, PROFILE_FIELDS, profileValues } from './settings-fields';
import styles from './Settings.module.css';

/** `/settings`: the profile and address sections, saved to the account document (SPEC §7). */
export function Settings() {
  const session = useSession();
  const { accounts } = usePlatform();
  const bus = useBus();
  if (!session.isLoggedIn) return <SignedOutNotice />;

  const saveProfile = async (values: Record<string, string>) => {
    const patch = patchOf(PROFILE_FIELDS, values) as Partial<PrimaryInformation>;
    patch.nameInitials = nameInitials(patch.firstName, patch.lastName);
    const outcome = await updatePrimaryInformation(accounts, session, patch);
    if (outcome.ok) bus.emit('session:update', { primaryInformation: patch });
    return outcome;
  };
  const saveAddress = async (values: Record<string, string>) => {
    const patch = patchOf(ADDRESS_FIELDS, values) as Partial<Location>;
    const outcome = await updateLocation(accounts, session, patch);
    if (outcome.ok) bus.emit('session:update', { location: patch });
    return outcome;
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Settings</h1>
        <p>Keep your details up to date so checkout can fill them in for you.</p>
      </header>
      <SettingsForm
        title="Profile"
        fields={PROFILE_FIELDS}
        initial={profileValues(session)}
        submitLabel="Save Profile"
        onSave={saveProfile}
      />
      <SettingsForm
        title="Addresses"
        fields={ADDRESS_FIELDS}
        initial={addressValues(session)}
        submitLabel="Save Address"
        onSave={saveAddress}
      />
    </div>
  );
}
