import type { CallServer, ListedOrder } from 'shared-contracts';
import { SAMPLE_ORDERS } from '../harness/sample-account-data';
import { orderCalls } from './order-calls';

const paid = SAMPLE_ORDERS[0]!;
const sealed = SAMPLE_ORDERS.find((o) => o.status === 'sealed')!;
const listed = (id: string, status: string): ListedOrder => ({ ...paid, id, status });
const ANSWER: ListedOrder[] = [
  listed('ORD-WAITING', 'awaiting-payment'),
  paid,
  listed('ORD-NEW-STATUS', 'lost-in-transit'),
  listed('ORD-LATE', 'expired'),
  sealed,
  listed('ORD-REFUNDED', 'refunded'),
];

/** A callServer double answering `listOrders` with ANSWER once `release` is called. */
function heldServer() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const mock = jest.fn(async (name: string) => {
    await held;
    if (name !== 'listOrders') throw new Error(`unexpected call ${name}`);
    return ANSWER;
  });
  return { call: mock as unknown as CallServer, mock, release };
}

describe('orderCalls: the one listOrders answer, split', () => {
  it('lists the paid orders in a status My Orders shows, and apart the unpaid ones, each in the server’s order', async () => {
    const { call, release } = heldServer();
    release();
    expect((await orderCalls(call).listOrders()).map((o) => o.id)).toEqual([paid.id, sealed.id]);
    expect((await orderCalls(call).listUnpaidOrders()).map((o) => o.id)).toEqual(['ORD-WAITING', 'ORD-LATE', 'ORD-REFUNDED']);
  });

  it('asks once for both lists while a request is in flight, even through two clients over the same callServer', async () => {
    const { call, mock, release } = heldServer();
    const orders = orderCalls(call).listOrders();
    const unpaid = orderCalls(call).listUnpaidOrders();
    release();
    expect(await orders).toHaveLength(2);
    expect(await unpaid).toHaveLength(3);
    expect(mock).toHaveBeenCalledTimes(1);
    expect(mock).toHaveBeenCalledWith('listOrders');
  });

  it('asks again once the last request settled, and another callServer never shares it', async () => {
    const { call, mock, release } = heldServer();
    release();
    await orderCalls(call).listOrders();
    await orderCalls(call).listUnpaidOrders();
    expect(mock).toHaveBeenCalledTimes(2);
    const other = heldServer();
    other.release();
    await orderCalls(other.call).listOrders();
    expect(other.mock).toHaveBeenCalledTimes(1);
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('fails both lists when the shared request fails, and a retry asks again', async () => {
    const mock = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ANSWER);
    const call = mock as unknown as CallServer;
    const orders = orderCalls(call).listOrders();
    const unpaid = orderCalls(call).listUnpaidOrders();
    await expect(orders).rejects.toThrow('offline');
    await expect(unpaid).rejects.toThrow('offline');
    expect(await orderCalls(call).listOrders()).toHaveLength(2);
    expect(mock).toHaveBeenCalledTimes(2);
  });
});

describe('orderCalls: sales and steps', () => {
  it('sends a step as it is, and asks for the sales with no payload: the server knows the seller', async () => {
    const mock = jest.fn().mockResolvedValue({ status: 'sealed' });
    const calls = orderCalls(mock as unknown as CallServer);
    const request = { orderId: 'ORD-1', action: 'seal', expectedStatus: 'paid' } as const;
    expect(await calls.advanceOrder(request)).toEqual({ status: 'sealed' });
    await calls.listSales();
    expect(mock.mock.calls).toEqual([['advanceOrder', request], ['listSales']]);
  });
});
