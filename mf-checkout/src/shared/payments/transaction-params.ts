/**
 * Paystack inline's own check of newTransaction's options (2.25, SPEC §5), reproduced so the sandbox
 * refuses exactly what Paystack refuses, and so both gateways can refuse a bad request before opening
 * anything. One rule is stricter than Paystack's browser check: the amount must be whole kobo above
 * zero (Paystack's API refuses anything else later, after its window has opened).
 */

export const PARAM_MESSAGES = {
  notAnObject: 'Transaction parameters should be a non-empty object',
  invalid: 'Invalid transaction parameters',
  missing: (name: string) => `Required parameter missing: ${name}`,
  wrongType: (name: string) => `Invalid parameter type: ${name}`,
} as const;

type ParamType = 'string' | 'number' | 'object' | 'array' | 'function';

interface ParamRule {
  types: readonly ParamType[];
  required?: true;
  /** Another option that may stand in for a required one (a plan for the amount, a customer for the email). */
  or?: readonly string[];
}

const STRING = ['string'] as const;
const CALLBACK = ['function'] as const;

/** Paystack's table, in its order (which orders its messages), for the options a shop's transaction can carry. */
const RULES: Readonly<Record<string, ParamRule>> = {
  key: { required: true, types: STRING },
  amount: { required: true, or: ['plan', 'planCode'], types: ['string', 'number'] },
  currency: { types: STRING },
  email: { required: true, or: ['customerCode'], types: STRING },
  label: { types: STRING },
  firstName: { types: STRING },
  lastName: { types: STRING },
  reference: { types: STRING },
  phone: { types: STRING },
  customerCode: { types: STRING },
  channels: { types: ['array'] },
  metadata: { types: ['object'] },
  planCode: { types: STRING },
  onError: { types: CALLBACK },
  onLoad: { types: CALLBACK },
  onSuccess: { types: CALLBACK },
  onCancel: { types: CALLBACK },
  callback: { types: CALLBACK },
  onClose: { types: CALLBACK },
  plan: { types: STRING },
};

export interface TransactionIssue {
  message: string;
  validTypes?: readonly ParamType[];
}

/** What Paystack throws (a message and its issues); an Error here, so it carries a stack. */
export class TransactionParamsError extends Error {
  readonly issues: readonly TransactionIssue[];

  constructor(message: string, issues: readonly TransactionIssue[] = []) {
    super(message);
    this.name = 'TransactionParamsError';
    this.issues = issues;
  }
}

/** typeof as Paystack reads it: an array is 'array', null stays 'object'. */
function typeOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Whole kobo above zero, as a number or as digits. */
function isWholeKobo(amount: unknown): boolean {
  if (typeof amount === 'number') return Number.isSafeInteger(amount) && amount > 0;
  return typeof amount === 'string' && /^\d+$/.test(amount) && Number(amount) > 0;
}

/** Paystack's issues for these options, in its order: missing required ones, then wrong types. */
function paystackIssues(params: Record<string, unknown>): TransactionIssue[] {
  // Paystack drops options it does not know before checking, so they never cause an issue.
  const known = Object.keys(params).filter((name) => name in RULES);
  const issues: TransactionIssue[] = [];
  for (const [name, rule] of Object.entries(RULES)) {
    if (!rule.required || params[name]) continue;
    if (!rule.or?.some((other) => params[other])) issues.push({ message: PARAM_MESSAGES.missing(name) });
  }
  for (const name of known) {
    const types = RULES[name]!.types;
    if (!types.includes(typeOf(params[name]) as ParamType)) {
      issues.push({ message: PARAM_MESSAGES.wrongType(name), validTypes: types });
    }
  }
  return issues;
}

/**
 * The error newTransaction would throw for these options, or null when they pass.
 * Pure: unlike Paystack, it never deletes options from the object it is given.
 */
export function transactionParamsError(params: unknown): TransactionParamsError | null {
  if (!params || typeof params !== 'object') return new TransactionParamsError(PARAM_MESSAGES.notAnObject);
  const options = params as Record<string, unknown>;
  // A transaction resumed by its access code was checked by Paystack's API when it was created.
  if ('accessCode' in options) return null;
  const issues = paystackIssues(options);
  const amountIsOtherwiseFine = !issues.some((issue) => issue.message.endsWith(': amount'));
  if (options.amount && amountIsOtherwiseFine && !isWholeKobo(options.amount)) {
    issues.push({ message: PARAM_MESSAGES.wrongType('amount'), validTypes: ['number'] });
  }
  return issues.length > 0 ? new TransactionParamsError(PARAM_MESSAGES.invalid, issues) : null;
}
