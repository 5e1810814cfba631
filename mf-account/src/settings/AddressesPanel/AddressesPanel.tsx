import { useState } from 'react';
import { TOAST, useBus, usePlatform, useSession, useToast, type BillingAddress, type Location } from 'shared-contracts';
import { SETTINGS_MESSAGES } from '../settings-rules';
import { savePreferences, updateLocation } from '../profile-updates';
import { SecondaryButton, SettingsForm } from '../SettingsForm/SettingsForm';
import { addressPatch, addressValues } from '../settings-fields';
import { SETTINGS_TEXTS } from '../settings-texts';
import { AddressFields } from './AddressFields';
import styles from './AddressesPanel.module.css';

const T = SETTINGS_TEXTS.addresses;

/**
 * Settings › Addresses: the shipping address (the account's location, SPEC §7) and a billing
 * address kept in the preferences, which can start as a copy of the shipping one.
 */
export function AddressesPanel({ location, billing }: { location: Partial<Location>; billing: BillingAddress }) {
  const session = useSession();
  const { callServer } = usePlatform();
  const bus = useBus();
  const toast = useToast();
  const [shipping, setShipping] = useState(() => addressValues(location));
  const [billingValues, setBillingValues] = useState(() => addressValues(billing));

  const saveShipping = async () => {
    const patch = addressPatch(shipping);
    const outcome = await updateLocation(callServer, session, patch);
    if (outcome.ok) bus.emit('session:update', { location: patch });
    return outcome;
  };
  const saveBilling = () => savePreferences(callServer, session, { billing: addressPatch(billingValues) }, T.billingTab);
  // Copies what the shipping form holds now, saved or not: the shopper sees both side by side.
  const copy = () => {
    setBillingValues(shipping);
    toast('success', SETTINGS_MESSAGES.copiedToBilling, TOAST.settingsMs);
  };

  return (
    <div className={styles.stack}>
      <SettingsForm title={T.shippingTitle} description={T.shippingDescription} submitLabel={T.saveShipping} onSave={saveShipping}>
        <AddressFields values={shipping} onChange={setShipping} autoCompleteSection="shipping" />
      </SettingsForm>
      <SettingsForm
        title={T.billingTitle}
        description={T.billingDescription}
        submitLabel={T.saveBilling}
        onSave={saveBilling}
        actions={<SecondaryButton onClick={copy}>{T.copy}</SecondaryButton>}
      >
        <AddressFields values={billingValues} onChange={setBillingValues} autoCompleteSection="billing" />
      </SettingsForm>
    </div>
  );
}
