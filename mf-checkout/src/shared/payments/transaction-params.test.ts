import { PARAM_MESSAGES, TransactionParamsError, transactionParamsError } from './transaction-params';

const valid = { key: 'pk_test_x', email: 'ada@example.com', amount: 3_407_900, currency: 'NGN', reference: 'SHOP-1' };
const issuesOf = (params: unknown) => transactionParamsError(params)?.issues.map((issue) => issue.message);

describe('transactionParamsError', () => {
  it('passes a complete transaction', () => {
    expect(transactionParamsError(valid)).toBeNull();
    const full = { ...valid, metadata: { orderId: 'o1' }, firstName: 'Ada', onSuccess: () => {} };
    expect(transactionParamsError(full)).toBeNull();
  });

  it("uses Paystack's exact messages", () => {
    expect(PARAM_MESSAGES.missing('email')).toBe('Required parameter missing: email');
    expect(PARAM_MESSAGES.wrongType('amount')).toBe('Invalid parameter type: amount');
    expect(PARAM_MESSAGES.invalid).toBe('Invalid transaction parameters');
    expect(PARAM_MESSAGES.notAnObject).toBe('Transaction parameters should be a non-empty object');
  });

  it('names every missing required parameter, in Paystack order, under one error', () => {
    const error = transactionParamsError({});
    expect(error).toBeInstanceOf(TransactionParamsError);
    expect(error?.message).toBe('Invalid transaction parameters');
    expect(issuesOf({})).toEqual([
      'Required parameter missing: key',
      'Required parameter missing: amount',
      'Required parameter missing: email',
    ]);
  });

  it('treats empty values as missing', () => {
    expect(issuesOf({ ...valid, email: '' })).toEqual(['Required parameter missing: email']);
    expect(issuesOf({ ...valid, key: '' })).toEqual(['Required parameter missing: key']);
    expect(issuesOf({ ...valid, amount: 0 })).toEqual(['Required parameter missing: amount']);
  });

  it('accepts a plan for the amount and a customer code for the email', () => {
    const { amount: _amount, email: _email, ...rest } = valid;
    expect(transactionParamsError({ ...rest, planCode: 'PLN_1', customerCode: 'CUS_1' })).toBeNull();
    expect(transactionParamsError({ ...rest, plan: 'PLN_1', customerCode: 'CUS_1' })).toBeNull();
  });

  it('refuses a parameter of the wrong type', () => {
    expect(issuesOf({ ...valid, email: 42 })).toEqual(['Invalid parameter type: email']);
    expect(issuesOf({ ...valid, metadata: ['o1'] })).toEqual(['Invalid parameter type: metadata']);
    expect(issuesOf({ ...valid, onSuccess: 'yes' })).toEqual(['Invalid parameter type: onSuccess']);
    // Present but undefined is a wrong type to Paystack, not a missing optional.
    expect(issuesOf({ ...valid, reference: undefined })).toEqual(['Invalid parameter type: reference']);
  });

  it('reports a null amount as both missing and of the wrong type, as Paystack does', () => {
    expect(issuesOf({ ...valid, amount: null })).toEqual([
      'Required parameter missing: amount',
      'Invalid parameter type: amount',
    ]);
  });

  it('ignores options Paystack does not know', () => {
    expect(transactionParamsError({ ...valid, colour: 42 })).toBeNull();
  });

  it('needs whole kobo above zero', () => {
    expect(issuesOf({ ...valid, amount: 10.5 })).toEqual(['Invalid parameter type: amount']);
    expect(issuesOf({ ...valid, amount: -500 })).toEqual(['Invalid parameter type: amount']);
    expect(issuesOf({ ...valid, amount: Number.NaN })).toEqual(['Required parameter missing: amount']);
    expect(issuesOf({ ...valid, amount: '12.50' })).toEqual(['Invalid parameter type: amount']);
    expect(transactionParamsError({ ...valid, amount: '1250' })).toBeNull();
  });

  it('refuses anything that is not an object, with no issues', () => {
    for (const params of [null, undefined, 'key=pk', 42]) {
      const error = transactionParamsError(params);
      expect(error?.message).toBe('Transaction parameters should be a non-empty object');
      expect(error?.issues).toEqual([]);
    }
  });

  it('skips the check for a transaction resumed by access code', () => {
    expect(transactionParamsError({ accessCode: 'ac_1' })).toBeNull();
  });

  it('never changes the options it checks', () => {
    const params = { ...valid, colour: 'green', customerCode: 'CUS_1' };
    transactionParamsError(params);
    expect(params).toEqual({ ...valid, colour: 'green', customerCode: 'CUS_1' });
  });
});
