import { transactionParamsError } from './transaction-params';

/**
 * The real @paystack/inline-js 2.25 against the shop's copy of its check, on options it refuses:
 * those throw before Paystack does anything else, so nothing reaches the network (fetch would fail
 * the test). Keeps the sandbox refusing exactly what Paystack refuses when the library is upgraded.
 */
const fetchSpy = jest.fn(() => Promise.reject(new Error('no network in tests')));

const valid = { key: 'pk_test_parity', email: 'ada@example.com', amount: 3_407_900, currency: 'NGN' };

const refused: [string, Record<string, unknown>][] = [
  ['nothing', {}],
  ['no key', { ...valid, key: '' }],
  ['no email', { ...valid, email: '' }],
  ['no amount', { ...valid, amount: 0 }],
  ['a null amount', { ...valid, amount: null }],
  ['an email that is not text', { ...valid, email: 42 }],
  ['metadata as a list', { ...valid, metadata: ['o1'] }],
  ['an undefined reference', { ...valid, reference: undefined }],
  ['a callback that is not a function', { ...valid, onSuccess: 'yes' }],
  ['no key and channels as text', { ...valid, key: undefined, channels: 'card' }],
  ['a plan but no email or customer', { key: 'pk_test_parity', planCode: 'PLN_1' }],
];

let PaystackPop: new () => { newTransaction(options: unknown): unknown };

beforeAll(async () => {
  Object.assign(globalThis, { fetch: fetchSpy });
  // In jsdom the library loads; constructing it adds its (never loaded) iframes to this test's document.
  PaystackPop = (await import('@paystack/inline-js')).default;
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
  document.body.innerHTML = '';
});

function thrownByPaystack(options: Record<string, unknown>) {
  try {
    new PaystackPop().newTransaction({ ...options });
  } catch (error) {
    const { message, issues } = error as { message: string; issues?: { message: string }[] };
    return { message, issues: (issues ?? []).map((issue) => issue.message) };
  }
  return null;
}

it.each(refused)('refuses %s exactly as Paystack does', (_case, options) => {
  const ours = transactionParamsError(options);
  expect(ours).not.toBeNull();
  expect(thrownByPaystack(options)).toEqual({ message: ours!.message, issues: ours!.issues.map((issue) => issue.message) });
  expect(fetchSpy).not.toHaveBeenCalled();
});
