import type { ShopNotification } from 'shared-contracts';
import { applyEarlyChanges } from './early-changes';

const note = (id: string, more: Partial<ShopNotification> = {}): ShopNotification => ({
  id,
  type: 'success',
  title: id,
  message: 'm',
  isRead: false,
  isPersistent: false,
  createdAt: 1,
  ...more,
});

describe('applyEarlyChanges', () => {
  const a = note('a');
  const b = note('b');

  it('is the stored list when the shopper did nothing', () => {
    const before = [a];
    expect(applyEarlyChanges([b, a], before, before)).toEqual([b, a]);
  });

  it('drops what was removed, marks what was read and keeps what was added, on top of what the server holds', () => {
    const added = note('c', { createdAt: 9 });
    expect(applyEarlyChanges([note('s'), a, b], [a, b], [added, { ...b, isRead: true }])).toEqual([added, note('s'), { ...b, isRead: true }]);
  });

  it('never unreads what the server holds as read, and adds nothing twice', () => {
    const readA = { ...a, isRead: true };
    expect(applyEarlyChanges([readA], [], [a])).toEqual([readA]);
  });

  it('leaves an onboarding notice added meanwhile to the onboarding rule', () => {
    expect(applyEarlyChanges([a], [a], [note('o', { type: 'onboarding' }), a])).toEqual([a]);
  });
});
