import type { SettingsValues } from 'shared-contracts';
import { CURRENCIES, LANGUAGES, TIMEZONES } from 'shared-contracts/core';
import { choicesOf, type Choice } from '../Field/Field';
import { SETTINGS_TEXTS } from '../settings-texts';

/** The preference sections a tab edits (each one is a section of the account's preferences). */
export type PreferenceSection = 'notifications' | 'privacy' | 'appearance' | 'payment';

export type Control =
  | { kind: 'toggle'; name: string; label: string; description?: string }
  | { kind: 'select'; name: string; label: string; options: readonly Choice[]; hint?: string }
  | { kind: 'choice'; name: string; legend: string; options: readonly (Choice & { description?: string })[] }
  | { kind: 'email'; name: string; label: string; hint?: string };

export interface PanelSpec {
  /** The tab's label, as its messages say it ('Privacy settings saved successfully'). */
  tab: string;
  section: PreferenceSection;
  title: string;
  description: string;
  submitLabel: string;
  /** Its saved theme and animations are applied to the whole site (the Appearance tab). */
  appliesToSite?: boolean;
  groups: readonly { legend?: string; controls: readonly Control[] }[];
}

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  zh: '中文',
  ja: '日本語',
};
const CURRENCY_NAMES: Record<(typeof CURRENCIES)[number], string> = {
  NGN: 'Nigerian naira (₦)',
  USD: 'US dollar ($)',
  EUR: 'Euro (€)',
  GBP: 'British pound (£)',
};

const N = SETTINGS_TEXTS.notifications;
const P = SETTINGS_TEXTS.privacy;
const A = SETTINGS_TEXTS.appearance;
const R = SETTINGS_TEXTS.preferences;
const M = SETTINGS_TEXTS.payment;

/** Settings tabs that edit a preference section, by tab id (SPEC §3, §9 Defaults). */
export const PREFERENCE_PANELS = {
  payment: {
    tab: 'Payment',
    section: 'payment',
    title: M.title,
    description: M.description,
    submitLabel: M.save,
    groups: [
      {
        controls: [
          {
            kind: 'choice',
            name: 'preferredMethod',
            legend: M.methodLegend,
            options: [
              { value: 'card', label: 'Card', description: 'Visa, Mastercard or Verve' },
              { value: 'bank', label: 'Bank account', description: 'Pay from your bank account' },
              { value: 'ussd', label: 'USSD', description: 'Dial a code on your phone' },
              { value: 'bank_transfer', label: 'Bank transfer', description: 'Transfer to a one-time account' },
            ],
          },
          { kind: 'email', name: 'receiptEmail', label: M.receiptEmail, hint: M.receiptHint },
        ],
      },
    ],
  },
  notifications: {
    tab: 'Notifications',
    section: 'notifications',
    title: N.title,
    description: N.description,
    submitLabel: N.save,
    groups: [
      {
        legend: N.channels,
        controls: [
          { kind: 'toggle', name: 'emailNotifications', label: 'Email notifications', description: 'Messages about your account and orders by email.' },
          { kind: 'toggle', name: 'pushNotifications', label: 'Push notifications', description: 'Alerts in this browser.' },
          { kind: 'toggle', name: 'smsNotifications', label: 'SMS notifications', description: 'Text messages to your phone number.' },
        ],
      },
      {
        legend: N.topics,
        controls: [
          { kind: 'toggle', name: 'orderUpdates', label: 'Order updates', description: 'When an order is paid, dispatched or arrives.' },
          { kind: 'toggle', name: 'promotions', label: 'Promotions', description: 'Sales, discounts and early-bird offers.' },
          { kind: 'toggle', name: 'newsletter', label: 'Newsletter', description: 'A monthly round-up of what is new.' },
          { kind: 'toggle', name: 'productRecommendations', label: 'Product recommendations', description: 'Items picked for you from what you browse.' },
          { kind: 'toggle', name: 'priceAlerts', label: 'Price alerts', description: 'When an item on your wishlist gets cheaper.' },
        ],
      },
    ],
  },
  privacy: {
    tab: 'Privacy',
    section: 'privacy',
    title: P.title,
    description: P.description,
    submitLabel: P.save,
    groups: [
      {
        controls: [
          {
            kind: 'choice',
            name: 'profileVisibility',
            legend: P.visibility,
            options: [
              { value: 'public', label: 'Public', description: 'Anyone in the shop' },
              { value: 'friends', label: 'Friends', description: 'Only your friends' },
              { value: 'private', label: 'Private', description: 'Only you' },
            ],
          },
          { kind: 'toggle', name: 'showEmail', label: 'Show my email', description: 'On your public profile and listings.' },
          { kind: 'toggle', name: 'showPhone', label: 'Show my phone number', description: 'On your public profile and listings.' },
          { kind: 'toggle', name: 'dataCollection', label: 'Usage data', description: 'Help us improve the shop with anonymous usage data.' },
          { kind: 'toggle', name: 'thirdPartySharing', label: 'Share with partners', description: 'Let delivery and marketing partners receive your data.' },
          { kind: 'toggle', name: 'marketingEmails', label: 'Marketing emails', description: 'Offers from us by email.' },
        ],
      },
    ],
  },
  appearance: {
    tab: 'Appearance',
    section: 'appearance',
    title: A.title,
    description: A.description,
    submitLabel: A.save,
    appliesToSite: true,
    groups: [
      {
        controls: [
          {
            kind: 'choice',
            name: 'theme',
            legend: A.theme,
            options: [
              { value: 'light', label: 'Light', description: 'Light backgrounds' },
              { value: 'dark', label: 'Dark', description: 'Easy on the eyes at night' },
              { value: 'system', label: 'System', description: "Follows your device's setting" },
            ],
          },
          { kind: 'toggle', name: 'animations', label: 'Animations', description: 'Sliding banners and panels. Off keeps the whole shop still.' },
          { kind: 'toggle', name: 'compactMode', label: 'Compact mode' },
        ],
      },
    ],
  },
  preferences: {
    tab: 'Preferences',
    section: 'appearance',
    title: R.title,
    description: R.description,
    submitLabel: R.save,
    groups: [
      {
        controls: [
          {
            kind: 'select',
            name: 'language',
            label: R.language,
            hint: R.languageHint,
            options: LANGUAGES.map((value) => ({ value, label: `${LANGUAGE_NAMES[value]} (${value})` })),
          },
          {
            kind: 'select',
            name: 'currency',
            label: R.currency,
            hint: R.currencyHint,
            options: CURRENCIES.map((value) => ({ value, label: `${CURRENCY_NAMES[value]} · ${value}` })),
          },
          { kind: 'select', name: 'timezone', label: R.timezone, options: choicesOf(TIMEZONES) },
          { kind: 'toggle', name: 'soundEnabled', label: 'Sound' },
        ],
      },
    ],
  },
} as const satisfies Record<string, PanelSpec>;

export type PreferenceTabId = keyof typeof PREFERENCE_PANELS;

/** The fields a panel edits, from the section's values: the Appearance and Preferences tabs share one section. */
export function panelValues(spec: PanelSpec, values: SettingsValues): Record<string, unknown> {
  const section = values[spec.section] as unknown as Record<string, unknown>;
  const names = spec.groups.flatMap((g) => g.controls.map((c) => c.name));
  return Object.fromEntries(names.map((name) => [name, section[name]]));
}
