import type { ComponentType } from 'react';
import type { SessionUser } from 'shared-contracts';
import {
  BellIcon,
  LogInIcon,
  LogOutIcon,
  PackageIcon,
  PlusSquareIcon,
  SettingsIcon,
  UserIcon,
  UserPlusIcon,
} from 'shop-ui/icons';

export type UserMenuEntry =
  | { kind: 'link'; label: string; to: string; Icon: ComponentType }
  | { kind: 'signOut'; label: string; Icon: ComponentType };

const LOGGED_OUT_ENTRIES: readonly UserMenuEntry[] = [
  { kind: 'link', label: 'Continue as Guest', to: '/guest', Icon: UserIcon },
  { kind: 'link', label: 'Create Account', to: '/register', Icon: UserPlusIcon },
  { kind: 'link', label: 'Sign In', to: '/login', Icon: LogInIcon },
];

const LOGGED_IN_ENTRIES: readonly UserMenuEntry[] = [
  { kind: 'link', label: 'My Account', to: '/account', Icon: UserIcon },
  { kind: 'link', label: 'My Orders', to: '/orders/all', Icon: PackageIcon },
  { kind: 'link', label: 'Notifications', to: '/notifications', Icon: BellIcon },
  { kind: 'link', label: 'Create Items', to: '/create', Icon: PlusSquareIcon },
  { kind: 'link', label: 'Settings', to: '/settings', Icon: SettingsIcon },
  { kind: 'signOut', label: 'Sign Out', Icon: LogOutIcon },
];

/** SPEC §2: what the user menu offers a visitor and a signed-in user. */
export function userMenuEntries(user: SessionUser): readonly UserMenuEntry[] {
  return user.isLoggedIn ? LOGGED_IN_ENTRIES : LOGGED_OUT_ENTRIES;
}

/** 'Welcome, Ada' for a signed-in user (plain 'Welcome' without a first name); null for a visitor. */
export function welcomeLine(user: SessionUser): string | null {
  if (!user.isLoggedIn) return null;
  const first = user.primaryInformation?.firstName?.trim();
  return first ? `Welcome, ${first}` : 'Welcome';
}

/** Initials for the avatar: first and last name, or null when there is no name. */
export function initialsOf(user: SessionUser): string | null {
  const info = user.primaryInformation;
  const letters = [info?.firstName, info?.lastName].map((n) => n?.trim()[0] ?? '').join('');
  return user.isLoggedIn && letters ? letters.toUpperCase() : null;
}
