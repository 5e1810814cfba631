import { MESSAGES } from 'shared-contracts';
import { toKobo } from 'shared-contracts/core';
import { CONTRACT_PAYMENT } from './testing/payment-gateway.contract';
import { createPopupGateway, type PopupLike, type PopupTransactionParams } from './popup-gateway';

/** A popup that keeps the transactions it is given, for the test to answer. */
function recordingPopup() {
  const transactions: PopupTransactionParams[] = [];
  const popup: PopupLike = { newTransaction: (params) => transactions.push(params) };
  return { popup, transactions, last: () => transactions.at(-1)! };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPopupGateway', () => {
  it('joins a second pay made while the popup is still loading: one load, one transaction', async () => {
    const { popup, transactions, last } = recordingPopup();
    let release!: (popup: PopupLike) => void;
    const openPopup = jest.fn(() => new Promise<PopupLike>((resolve) => (release = resolve)));
    const gateway = createPopupGateway(openPopup, 'pk_test_x');

    const first = gateway.pay(CONTRACT_PAYMENT);
    const second = gateway.pay({ ...CONTRACT_PAYMENT, reference: 'other' });
    release(popup);
    await flush();
    last().onSuccess({ reference: CONTRACT_PAYMENT.reference, message: 'Approved' });

    expect(await first).toEqual(await second);
    expect(openPopup).toHaveBeenCalledTimes(1);
    expect(transactions).toHaveLength(1);
  });

  it('a popup that cannot load fails this payment only; the next pay tries loading again', async () => {
    const { popup, last } = recordingPopup();
    const chunkError = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
    const openPopup = jest.fn().mockRejectedValueOnce(chunkError).mockResolvedValue(popup);
    const gateway = createPopupGateway(openPopup, 'pk_test_x');

    expect(await gateway.pay(CONTRACT_PAYMENT)).toEqual({ status: 'failed', message: MESSAGES.payment.unavailable });

    const again = gateway.pay(CONTRACT_PAYMENT);
    await flush();
    last().onCancel();
    expect(await again).toEqual({ status: 'cancelled' });
    expect(openPopup).toHaveBeenCalledTimes(2);
  });

  it('refuses a bad request before loading anything', async () => {
    const openPopup = jest.fn();
    const gateway = createPopupGateway(openPopup, 'pk_test_x');
    expect(await gateway.pay({ ...CONTRACT_PAYMENT, email: '', amountKobo: toKobo(0) })).toEqual({
      status: 'failed',
      message: MESSAGES.payment.invalid('the amount is missing and the email address is missing.'),
    });
    expect(openPopup).not.toHaveBeenCalled();
  });

  it('the first answer counts; a late one from the popup changes nothing', async () => {
    const { popup, last } = recordingPopup();
    const gateway = createPopupGateway(async () => popup, 'pk_test_x');
    const result = gateway.pay(CONTRACT_PAYMENT);
    await flush();
    last().onSuccess({ reference: CONTRACT_PAYMENT.reference, message: 'Approved' });
    last().onCancel();
    expect(await result).toMatchObject({ status: 'success' });
  });

  it('gives a readable failure when the provider says nothing or throws something odd', async () => {
    const { popup, last } = recordingPopup();
    const gateway = createPopupGateway(async () => popup, 'pk_test_x');
    const silent = gateway.pay(CONTRACT_PAYMENT);
    await flush();
    last().onError({ message: '' });
    expect(await silent).toEqual({
      status: 'failed',
      message: MESSAGES.payment.failed('The payment provider reported an error.'),
    });

    const throwing = createPopupGateway(
      async () => ({
        newTransaction: () => {
          throw 'boom';
        },
      }),
      'pk_test_x',
    );
    expect(await throwing.pay(CONTRACT_PAYMENT)).toEqual({
      status: 'failed',
      message: MESSAGES.payment.failed('The payment window stopped unexpectedly.'),
    });
  });
});
