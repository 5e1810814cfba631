import { useSearchParams } from 'react-router-dom';
import { settingsValues, useSession, type SettingsTabId } from 'shared-contracts';
import { SETTINGS_TABS } from 'shared-contracts/core';
import { LoadStatus } from '../shared/LoadStatus/LoadStatus';
import { PageHeader } from '../shared/PageHeader/PageHeader';
import { SignedOutNotice } from '../shared/SignedOutNotice/SignedOutNotice';
import { AccountPanel } from './AccountPanel/AccountPanel';
import { AddressesPanel } from './AddressesPanel/AddressesPanel';
import { PREFERENCE_PANELS, panelValues, type PreferenceTabId } from './PreferencesPanel/preference-panels';
import { PreferencesPanel } from './PreferencesPanel/PreferencesPanel';
import { ProfilePanel } from './ProfilePanel/ProfilePanel';
import { SETTINGS_TEXTS as T } from './settings-texts';
import { settingsTabFrom } from './settings-tab';
import { panelId, tabId, Tabs } from '../shared/Tabs/Tabs';
import tabsLook from './SettingsTabs.module.css';
import { useAccountSettings, type AccountSettings } from './use-account-settings';
import styles from './Settings.module.css';

const ID = 'settings';
const LOAD_TEXTS = { loading: T.loading, failed: T.loadFailed, retry: T.retry };

/** Every tab's panel, each kept mounted while hidden so switching tabs never loses what was typed. */
function Panels({ settings, selected }: { settings: Extract<AccountSettings, { status: 'ready' }>; selected: SettingsTabId }) {
  const values = settingsValues(settings.preferences);
  const panel = (id: SettingsTabId) => {
    if (id === 'profile') return <ProfilePanel initial={settings.primaryInformation} />;
    if (id === 'account') return <AccountPanel deletion={values.accountDeletion} />;
    if (id === 'addresses') return <AddressesPanel location={settings.location} billing={values.billing} />;
    const spec = PREFERENCE_PANELS[id as PreferenceTabId];
    return <PreferencesPanel spec={spec} initial={panelValues(spec, values)} />;
  };
  return (
    <>
      {SETTINGS_TABS.map(({ id }) => (
        <div key={id} role="tabpanel" id={panelId(ID, id)} aria-labelledby={tabId(ID, id)} hidden={id !== selected} className={styles.panel}>
          {panel(id)}
        </div>
      ))}
    </>
  );
}

/** `/settings?tab=…` (SPEC §2 Settings): eight tabs, the tab in the URL so a link can open one. */
export function Settings() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [settings, retry] = useAccountSettings(session);
  if (!session.isLoggedIn) return <SignedOutNotice />;

  const selected = settingsTabFrom(params.get('tab'));
  const select = (id: SettingsTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <PageHeader title={T.title} intro={T.subtitle} />
      <div className={styles.layout}>
        <Tabs look={tabsLook} label={T.tabsLabel} tabs={SETTINGS_TABS} selected={selected} onSelect={select} idPrefix={ID} />
        <div className={styles.content}>
          {settings.status === 'loading' ? (
            <LoadStatus state="loading" texts={LOAD_TEXTS} onRetry={retry} />
          ) : (
            <>
              {/* What was saved could not be read: the panels show the defaults, and Retry asks again. */}
              {settings.stale ? <LoadStatus state="error" texts={LOAD_TEXTS} onRetry={retry} /> : null}
              <Panels settings={settings} selected={selected} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
