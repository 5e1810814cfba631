import { PARAM_MESSAGES } from './transaction-params';

/** What each option is to a shopper. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  key: "the shop's payment key",
  email: 'the email address',
  customerCode: 'the customer code',
  amount: 'the amount',
  plan: 'the plan',
  planCode: 'the plan',
  currency: 'the currency',
  reference: 'the payment reference',
  firstName: 'the first name',
  lastName: 'the last name',
  phone: 'the phone number',
  metadata: 'the order information',
};

const MISSING = /^Required parameter missing: (\w+)$/;
const WRONG_TYPE = /^Invalid parameter type: (\w+)$/;

const fieldName = (option: string) => FIELD_NAMES[option] ?? `the ${option} option`;

function phrase(providerMessage: string): string {
  const missing = MISSING.exec(providerMessage)?.[1];
  if (missing) return `${fieldName(missing)} is missing`;
  const wrong = WRONG_TYPE.exec(providerMessage)?.[1];
  if (wrong === 'amount') return 'the amount must be a whole number of kobo above zero';
  if (wrong) return `${fieldName(wrong)} is not valid`;
  if (providerMessage === PARAM_MESSAGES.notAnObject) return 'the payment details are missing';
  return 'the payment details were refused';
}

interface ParamErrorShape {
  message: string;
  issues?: readonly { message?: unknown }[];
}

function shapeOf(error: unknown): ParamErrorShape | null {
  if (!error || typeof error !== 'object') return null;
  const { message, issues } = error as { message?: unknown; issues?: unknown };
  if (typeof message !== 'string') return null;
  return { message, issues: Array.isArray(issues) ? issues : undefined };
}

/** Whether newTransaction threw because of its options (Paystack throws a plain object, not an Error). */
export function isParamError(error: unknown): boolean {
  const shape = shapeOf(error);
  if (!shape) return false;
  return (
    shape.message === PARAM_MESSAGES.invalid ||
    shape.message === PARAM_MESSAGES.notAnObject ||
    MISSING.test(shape.message) ||
    WRONG_TYPE.test(shape.message)
  );
}

/**
 * One clear sentence naming what was wrong, for MESSAGES.payment.invalid:
 * 'Required parameter missing: email' becomes 'the email address is missing.'
 */
export function describeParamError(error: unknown): string {
  const shape = shapeOf(error);
  const messages = (shape?.issues ?? [])
    .map((issue) => issue.message)
    .filter((message): message is string => typeof message === 'string');
  const phrases = [...new Set((messages.length > 0 ? messages : [shape?.message ?? '']).map(phrase))];
  return `${new Intl.ListFormat('en', { type: 'conjunction' }).format(phrases)}.`;
}
