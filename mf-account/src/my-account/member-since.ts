import { parseDateOfCreation } from 'shared-contracts/core';

/** SPEC §2 My Account 'Member Since': month and year of the creation date, 'N/A' when missing. */
export function memberSince(dateOfCreation: string | null | undefined): string {
  const date = parseDateOfCreation(dateOfCreation);
  return date ? date.toLocaleDateString('en-NG', { month: 'long', year: 'numeric' }) : 'N/A';
}
