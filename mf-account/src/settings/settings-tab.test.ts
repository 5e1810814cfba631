import { settingsTabFrom } from './settings-tab';

test.each([
  ['privacy', 'privacy'],
  [' Appearance ', 'appearance'],
  [null, 'profile'],
  ['billing', 'profile'],
])('Settings opens the tab the URL names (%j gives %s), Profile when missing or unknown', (asked, tab) => {
  expect(settingsTabFrom(asked)).toBe(tab);
});
