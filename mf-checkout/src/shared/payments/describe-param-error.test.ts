import { describeParamError, isParamError } from './describe-param-error';
import { TransactionParamsError } from './transaction-params';

/** The shape Paystack 2.25 really throws: a plain object, not an Error. */
const paystackThrow = (...messages: string[]) => ({
  message: 'Invalid transaction parameters',
  issues: messages.map((message) => ({ message })),
});

describe('describeParamError', () => {
  it.each([
    ['Required parameter missing: email', 'the email address is missing.'],
    ['Required parameter missing: amount', 'the amount is missing.'],
    ['Required parameter missing: key', "the shop's payment key is missing."],
    ['Invalid parameter type: amount', 'the amount must be a whole number of kobo above zero.'],
    ['Invalid parameter type: email', 'the email address is not valid.'],
    ['Invalid parameter type: metadata', 'the order information is not valid.'],
    ['Invalid parameter type: channels', 'the channels option is not valid.'],
  ])("turns Paystack's %p into %p", (issue, sentence) => {
    expect(describeParamError(paystackThrow(issue))).toBe(sentence);
  });

  it('names every issue in one sentence, once each', () => {
    const threeMissing = paystackThrow(
      'Required parameter missing: key',
      'Required parameter missing: email',
      'Required parameter missing: amount',
    );
    expect(describeParamError(threeMissing)).toBe("the shop's payment key is missing, the email address is missing, and the amount is missing.");
    const amountTwice = paystackThrow(
      'Required parameter missing: amount',
      'Invalid parameter type: amount',
      'Required parameter missing: amount',
    );
    expect(describeParamError(amountTwice)).toBe('the amount is missing and the amount must be a whole number of kobo above zero.');
  });

  it('reads a bare message as well as the issues list', () => {
    expect(describeParamError(new Error('Required parameter missing: email'))).toBe('the email address is missing.');
    expect(describeParamError(new TransactionParamsError('Transaction parameters should be a non-empty object'))).toBe(
      'the payment details are missing.',
    );
    expect(describeParamError({ message: 'Invalid transaction parameters' })).toBe('the payment details were refused.');
  });
});

describe('isParamError', () => {
  it("recognises Paystack's parameter errors, thrown as plain objects or Errors", () => {
    expect(isParamError(paystackThrow('Required parameter missing: email'))).toBe(true);
    expect(isParamError(new TransactionParamsError('Invalid transaction parameters'))).toBe(true);
    expect(isParamError(new Error('Required parameter missing: email'))).toBe(true);
    expect(isParamError(new Error('Invalid parameter type: amount'))).toBe(true);
    expect(isParamError({ message: 'Transaction parameters should be a non-empty object' })).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isParamError(new Error('Could not initiate apple pay transaction'))).toBe(false);
    expect(isParamError('Required parameter missing: email')).toBe(false);
    expect(isParamError(null)).toBe(false);
  });
});
