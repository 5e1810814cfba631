import type { PopupSuccess, PopupTransactionParams } from '../popup-gateway';
import { transactionParamsError } from '../transaction-params';

/**
 * Stands in for @paystack/inline-js's PaystackPop at its boundary (jest.mock): records what the shop
 * sends, lets a test answer as Paystack would, and throws Paystack's own errors, as a plain object
 * ({ message, issues }) the way 2.25 does. The parameter check is the one proven against the real
 * library in transaction-params.paystack.test.ts.
 */
export class FakePaystackPop {
  static instances: FakePaystackPop[] = [];
  /** Transactions Paystack accepted (opened), in order. */
  static transactions: PopupTransactionParams[] = [];
  /** How many of the next constructions fail, as a script that cannot load would. */
  static failToLoad = 0;
  /** Thrown by the next newTransaction instead of opening: a refusal the shop's own check did not foresee. */
  static throwNext: unknown = null;

  static reset() {
    FakePaystackPop.instances = [];
    FakePaystackPop.transactions = [];
    FakePaystackPop.failToLoad = 0;
    FakePaystackPop.throwNext = null;
  }

  /** The transaction still waiting for the shopper. */
  static open(): PopupTransactionParams | undefined {
    return FakePaystackPop.instances.at(-1)?.active ?? undefined;
  }

  static succeed(extra: Partial<PopupSuccess> = {}) {
    const params = FakePaystackPop.settle();
    params.onSuccess({
      id: 4_099_260_516,
      reference: params.reference,
      message: 'Approved',
      status: 'success',
      trans: '4099260516',
      transaction: '4099260516',
      trxref: params.reference,
      ...extra,
    });
  }

  static cancel() {
    FakePaystackPop.settle().onCancel();
  }

  static error(message: string) {
    FakePaystackPop.settle().onError({ message });
  }

  private static settle(): PopupTransactionParams {
    const instance = FakePaystackPop.instances.at(-1);
    const params = instance?.active;
    if (!instance || !params) throw new Error('No Paystack transaction is open');
    instance.active = null;
    return params;
  }

  private active: PopupTransactionParams | null = null;

  constructor() {
    if (FakePaystackPop.failToLoad > 0) {
      FakePaystackPop.failToLoad -= 1;
      throw Object.assign(new Error('Loading chunk paystack failed.\n(error: /paystack.js)'), { name: 'ChunkLoadError' });
    }
    FakePaystackPop.instances.push(this);
  }

  newTransaction(params: PopupTransactionParams) {
    const thrown = FakePaystackPop.throwNext;
    if (thrown) {
      FakePaystackPop.throwNext = null;
      throw thrown;
    }
    const refused = transactionParamsError(params);
    if (refused) throw { message: refused.message, issues: refused.issues };
    FakePaystackPop.transactions.push(params);
    this.active = params;
    return { id: null };
  }
}
