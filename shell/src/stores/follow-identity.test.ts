import { createBus, createShopStores, type IdentityUser } from 'shared-contracts';
import { SAMPLE_SHOPPER, createMemoryIdentity } from 'shared-contracts/testing';
import { followIdentity } from './follow-identity';

const ada: IdentityUser = { uid: SAMPLE_SHOPPER.uid!, email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const bayo: IdentityUser = { ...ada, uid: 'bayo', displayName: 'Bayo Ade' };

function setup(signedIn: boolean, accounts: IdentityUser[] = [ada]) {
  const stores = createShopStores(createBus(), signedIn ? { session: SAMPLE_SHOPPER } : {});
  const identity = createMemoryIdentity(accounts);
  const onChange = jest.spyOn(identity, 'onChange');
  const tasks: (() => void)[] = [];
  const stop = followIdentity(identity, stores.session, (task) => tasks.push(task));
  const idle = () => tasks.splice(0).forEach((t) => t());
  return { stores, identity, onChange, idle, stop };
}

describe('followIdentity', () => {
  it('does not load the provider for a visitor', () => {
    const { onChange, idle } = setup(false);
    idle();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('checks a restored session only once the page is idle', () => {
    const { onChange, idle } = setup(true);
    expect(onChange).not.toHaveBeenCalled();
    idle();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears a restored session the provider no longer knows', () => {
    const { stores, idle } = setup(true);
    idle();
    expect(stores.session.get().isLoggedIn).toBe(false);
  });

  it('keeps a restored session the provider confirms', async () => {
    const { stores, identity, idle } = setup(true);
    await identity.signInWithGoogle();
    idle();
    expect(stores.session.get().uid).toBe(ada.uid);
  });

  it('clears the session when the provider signs out, or switches to another user', async () => {
    const { stores, identity, idle } = setup(true, [ada]);
    await identity.signInWithGoogle();
    idle();
    await identity.signOut();
    expect(stores.session.get().isLoggedIn).toBe(false);

    const other = setup(true, [bayo]);
    other.idle();
    await other.identity.signInWithGoogle();
    expect(other.stores.session.get().isLoggedIn).toBe(false);
  });

  it('follows the provider once a visitor signs in', async () => {
    const { stores, identity, onChange } = setup(false);
    await identity.signInWithGoogle();
    stores.session.set(SAMPLE_SHOPPER);
    expect(onChange).toHaveBeenCalledTimes(1);
    await identity.signOut();
    expect(stores.session.get().isLoggedIn).toBe(false);
  });

  it('stops following when disposed', async () => {
    const { stores, identity, idle, stop } = setup(true);
    await identity.signInWithGoogle();
    idle();
    stop();
    await identity.signOut();
    expect(stores.session.get().isLoggedIn).toBe(true);
  });
});
