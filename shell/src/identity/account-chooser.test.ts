import { createAccountChooser } from './account-chooser';

describe('createAccountChooser', () => {
  const ada = { email: 'ada@example.com', name: 'Ada Obi' };

  it('is open while a choose() waits, and answers it with the account picked', async () => {
    const chooser = createAccountChooser();
    const changes = jest.fn();
    chooser.subscribe(changes);
    expect(chooser.isOpen()).toBe(false);
    const { choose } = chooser;
    const answer = choose();
    expect(chooser.isOpen()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    chooser.settle(ada);
    await expect(answer).resolves.toEqual(ada);
    expect(chooser.isOpen()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('answers null when cancelled, and ignores a settle with nothing pending', async () => {
    const chooser = createAccountChooser();
    const answer = chooser.choose();
    chooser.settle(null);
    await expect(answer).resolves.toBeNull();
    expect(() => chooser.settle(ada)).not.toThrow();
    expect(chooser.isOpen()).toBe(false);
  });

  it('gives a second choose() while open the same answer', async () => {
    const chooser = createAccountChooser();
    const first = chooser.choose();
    const second = chooser.choose();
    chooser.settle(ada);
    await expect(first).resolves.toEqual(ada);
    await expect(second).resolves.toEqual(ada);
  });

  it('stops telling a listener that unsubscribed', () => {
    const chooser = createAccountChooser();
    const changes = jest.fn();
    chooser.subscribe(changes)();
    void chooser.choose();
    expect(changes).not.toHaveBeenCalled();
  });
});
