import type { SettingsTabId } from 'shared-contracts';

/** The link that opens Settings on one tab ('Complete Profile Now' opens Profile). */
export const settingsPath = (tab: SettingsTabId = 'profile') => `/settings?tab=${tab}`;
