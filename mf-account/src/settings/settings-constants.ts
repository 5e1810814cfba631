// The spec's numbers and choice lists (SPEC §9) that only Settings uses.

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;

/** 10 security questions (the list itself is ours). */
export const SECURITY_QUESTIONS = [
  'What was the name of your first pet?',
  'What is your mother’s maiden name?',
  'What city were you born in?',
  'What was the name of your primary school?',
  'What is the name of your favourite teacher?',
  'What was the make of your first car?',
  'What is your favourite book?',
  'What street did you grow up on?',
  'What is the middle name of your oldest sibling?',
  'What was your childhood nickname?',
] as const;

export const ADDRESS_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Germany', 'France'] as const;
export const DEFAULT_USER_TYPE = 'user';
