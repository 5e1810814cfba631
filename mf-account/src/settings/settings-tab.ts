import type { SettingsTabId } from 'shared-contracts';
import { SETTINGS_TABS } from 'shared-contracts/core';

/** The tab a `?tab=` value names; Profile when it is missing or unknown. */
export function settingsTabFrom(value: string | null | undefined): SettingsTabId {
  return SETTINGS_TABS.find((t) => t.id === value?.trim().toLowerCase())?.id ?? 'profile';
}
