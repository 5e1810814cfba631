import type { UserType } from 'shared-contracts';
import { USER_TYPES } from 'shared-contracts/core';
import { AVATAR_MAX_BYTES, DEFAULT_USER_TYPE, PASSWORD_MIN_LENGTH } from './settings-constants';

export const SETTINGS_MESSAGES = {
  saved: (tab: string) => `${tab} settings saved successfully`,
  saveFailed: (tab: string) => `Failed to save ${tab} settings`,
  primaryFailed: 'Failed to update primary information',
  locationFailed: 'Failed to update Location information',
  avatarTooLarge: 'Image size should be less than 5MB',
  /** The spec checks only the size; a file that is no image is refused too. */
  avatarNotImage: 'Please choose an image file (JPEG, PNG, WebP or GIF)',
  avatarUnreadable: 'That image could not be read. Please choose another one.',
  avatarUpdated: 'Avatar updated successfully',
  passwordFieldsMissing: 'Please fill in all password fields',
  passwordMismatch: "New passwords don't match",
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Failed to update password',
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  deletionSubmitted: 'Account deletion request submitted',
  copiedToBilling: 'Shipping address copied to billing',
} as const;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * SPEC §5 Password change, checked in the spec's order: all three given, new equals confirm, at
 * least 8 characters. Null when the change may be sent.
 */
export function checkPasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordChange): string | null {
  if (!currentPassword || !newPassword || !confirmPassword) return SETTINGS_MESSAGES.passwordFieldsMissing;
  if (newPassword !== confirmPassword) return SETTINGS_MESSAGES.passwordMismatch;
  if ([...newPassword].length < PASSWORD_MIN_LENGTH) return SETTINGS_MESSAGES.passwordTooShort;
  return null;
}

/** SPEC §5 Avatar: an image of at most 5 MB. Null when it may be used. */
export function checkAvatarFile(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return SETTINGS_MESSAGES.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return SETTINGS_MESSAGES.avatarTooLarge;
  return null;
}

/** SPEC §6: the profile offers buyer, seller, user (default user); sign-up's 'Buyer' reads as buyer. */
export function profileUserType(value: string | null | undefined): UserType {
  const lower = value?.trim().toLowerCase();
  return USER_TYPES.find((t) => t === lower) ?? DEFAULT_USER_TYPE;
}
