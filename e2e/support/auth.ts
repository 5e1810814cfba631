import type { AuthEmulator, TestStack } from './stack';

/** The stack's Auth emulator; a journey that needs one fails clearly when it is off. */
export function authEmulatorOf(stack: TestStack): AuthEmulator {
  const auth = stack.servers.auth;
  if (!auth) throw new Error('This stack runs no Auth emulator (AUTH_EMULATOR=off, or identity mode "firebase").');
  return auth;
}

/** Deletes every account, so a journey starts with no shopper known to the emulator. */
export function resetAuthEmulator(stack: TestStack): Promise<void> {
  return authEmulatorOf(stack).reset();
}
