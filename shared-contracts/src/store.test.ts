import { createStore } from './store';

describe('createStore', () => {
  it('gives the current value and notifies subscribers of a new one', () => {
    const store = createStore(1);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the same value is set again', () => {
    const value = { a: 1 };
    const store = createStore(value);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(value);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createStore('a');
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set('b');
    expect(listener).not.toHaveBeenCalled();
  });
});
