import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerCallError, type Listing, type ToastMessage } from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import { createHarness, createMemoryAccountStore, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { SAMPLE_LISTINGS, type MemoryServerStore } from '../harness/sample-account-data';
import { Account } from './Account';

// My Account's Create Items (issue 29): the seller edits a listing and takes it off sale or puts it back.

const UID = SAMPLE_SHOPPER.uid!;
const PICTURE = 'https://shop.example/images/basket-0';
const [basket, textbook] = SAMPLE_LISTINGS as [Listing, Listing];
const draft: Listing = { ...textbook, id: 'sample-listing-0', name: 'Kente Stole', isActive: false, createdAt: textbook.createdAt - 1 };

function renderItems(prepare: (store: MemoryServerStore) => void = () => undefined) {
  const doc = newAccountDocument({ uid: UID, email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date(2025, 0, 15));
  const listings = [{ ...basket, image: PICTURE, images: [PICTURE] }, textbook, draft];
  const store = createMemoryAccountStore({ [UID]: doc }, { listings });
  prepare(store);
  const harness = createHarness({ session: SAMPLE_SHOPPER, accounts: store });
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(<Account />, { harness, route: '/account' });
  return { store, toasts, user: userEvent.setup(), items: screen.getByRole('region', { name: 'Create Items' }) };
}
const card = async (items: HTMLElement, name: string) => (await within(items).findByRole('heading', { name })).closest('li')!;

describe('Account (/account): managing my listings', () => {
  it('shows each listing on sale, off sale or as a draft, with Edit and its on/off sale button named for it', async () => {
    const { items } = renderItems((store) => void store.updateListing!(UID, textbook.id, { isActive: false }));
    const onSale = await card(items, 'Handwoven Raffia Basket');
    expect(onSale).toHaveTextContent('On sale');
    expect(onSale).toHaveTextContent('5 in stock');
    expect(within(onSale).getByRole('button', { name: 'Edit Handwoven Raffia Basket' })).toHaveTextContent('Edit');
    expect(within(onSale).getByRole('button', { name: 'Take off sale Handwoven Raffia Basket' })).toHaveTextContent('Take off sale');
    const offSale = await card(items, 'Secondhand Physics Textbook');
    await waitFor(() => expect(offSale).toHaveTextContent('Off sale'));
    expect(within(offSale).getByRole('button', { name: 'Put on sale Secondhand Physics Textbook' })).toHaveTextContent('Put on sale');
    const kente = await card(items, 'Kente Stole');
    expect(kente).toHaveTextContent('Draft');
    expect(within(kente).getByRole('button', { name: 'Put on sale Kente Stole' })).toBeInTheDocument();
  });

  it("saves an edit: a green 'Listing updated', the list shows it, and the focus is back on Edit", async () => {
    const { items, store, toasts, user } = renderItems();
    const edit = within(await card(items, 'Handwoven Raffia Basket')).getByRole('button', { name: 'Edit Handwoven Raffia Basket' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit Handwoven Raffia Basket' });
    await user.clear(within(dialog).getByLabelText('Price (₦)'));
    await user.type(within(dialog).getByLabelText('Price (₦)'), '13750');
    await user.clear(within(dialog).getByLabelText('Stock Quantity'));
    await user.type(within(dialog).getByLabelText('Stock Quantity'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Listing updated' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    const updated = await card(items, 'Handwoven Raffia Basket');
    await waitFor(() => expect(updated).toHaveTextContent('₦13,750'));
    expect(updated).toHaveTextContent('2 in stock');
    expect((await store.listMyListings(UID))[0]).toMatchObject({ name: 'Handwoven Raffia Basket', price: 13_750, stock: 2, images: [PICTURE] });
  });

  it("keeps everything typed when the server refuses, and shows the server's reason", async () => {
    const { items, store, toasts, user } = renderItems((s) => {
      s.updateListing = async () => {
        throw new ServerCallError('invalid', 'images.0: must be a picture uploaded to the shop');
      };
    });
    await user.click(within(await card(items, 'Handwoven Raffia Basket')).getByRole('button', { name: 'Edit Handwoven Raffia Basket' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Handwoven Raffia Basket' });
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Now with handles.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Failed to update listing: images.0: must be a picture uploaded to the shop' }));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Now with handles.');
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveValue(12_500);
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect((await store.listMyListings(UID))[0]?.description).toBe('Handwoven Raffia Basket, listed by a shopper.');
  });

  it('closes the editor with Escape or Cancel, nothing sent, the focus back on Edit', async () => {
    const { items, toasts, user } = renderItems();
    const edit = within(await card(items, 'Handwoven Raffia Basket')).getByRole('button', { name: 'Edit Handwoven Raffia Basket' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Handwoven Raffia Basket' });
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Price (₦)'), '9');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.keyboard('{Enter}');
    // Opened again, it shows the listing as it stands: what was typed before was not kept.
    expect(within(screen.getByRole('dialog')).getByLabelText('Price (₦)')).toHaveValue(12_500);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(toasts).toEqual([]);
  });

  it('takes a listing off sale at once and puts it back, saying so each time', async () => {
    const { items, store, toasts, user } = renderItems();
    const listed = await card(items, 'Handwoven Raffia Basket');
    await user.click(within(listed).getByRole('button', { name: 'Take off sale Handwoven Raffia Basket' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Handwoven Raffia Basket is off sale' }));
    const back = await within(listed).findByRole('button', { name: 'Put on sale Handwoven Raffia Basket' });
    expect(listed).toHaveTextContent('Off sale');
    // The same button, so the keyboard user's focus stays where it was.
    expect(back).toHaveFocus();
    expect((await store.listMyListings(UID))[0]?.isActive).toBe(false);

    await user.click(back);
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Handwoven Raffia Basket is on sale again' }));
    await within(listed).findByRole('button', { name: 'Take off sale Handwoven Raffia Basket' });
    expect(listed).toHaveTextContent('On sale');

    await user.click(within(await card(items, 'Kente Stole')).getByRole('button', { name: 'Put on sale Kente Stole' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Kente Stole is on sale' }));
  });

  it('says when taking a listing off sale failed, and shows it still on sale', async () => {
    const { items, toasts, user } = renderItems((s) => {
      s.updateListing = async () => {
        throw new ServerCallError('unavailable');
      };
    });
    const listed = await card(items, 'Handwoven Raffia Basket');
    await user.click(within(listed).getByRole('button', { name: 'Take off sale Handwoven Raffia Basket' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Could not take Handwoven Raffia Basket off sale: the shop could not be reached. Please try again.' }),
    );
    expect(listed).toHaveTextContent('On sale');
    expect(within(listed).getByRole('button', { name: 'Take off sale Handwoven Raffia Basket' })).toBeInTheDocument();
  });
});
