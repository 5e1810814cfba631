import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerCallError, type ToastMessage } from 'shared-contracts';
import { ITEM_CATEGORIES } from 'shared-contracts/core';
import { createHarness, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import type { MemoryServerStore } from '../harness/sample-account-data';
import { CreateItem } from './CreateItem';

const UID = SAMPLE_SHOPPER.uid!;

/** The harness's callServer answers from `accounts`, the pretend server's store. */
const setup = (accounts: MemoryServerStore = sampleAccountStore()) => {
  const harness = createHarness({ session: SAMPLE_SHOPPER, accounts });
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(<CreateItem />, { harness, route: '/create' });
  return { toasts, user: userEvent.setup(), accounts };
};

const box = (name: string) => screen.getByRole('textbox', { name });
const spin = (name: string) => screen.getByRole('spinbutton', { name });
const category = () => screen.getByRole('combobox', { name: 'Category' });
const imagesInput = () => screen.getByLabelText('Add images');
const submit = () => screen.getByRole('button', { name: /^(Create Item|Creating\.\.\.)$/ });
const png = (name: string) => new File(['pixels'], name, { type: 'image/png' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Product Name'), 'Blue Kaftan');
  await user.type(box('Description'), 'Hand-dyed cotton kaftan.');
  await user.type(spin('Price (₦)'), '15000');
  await user.selectOptions(category(), 'Clothing');
  await user.type(spin('Stock Quantity'), '3');
  await user.upload(imagesInput(), png('front.png'));
  await screen.findByRole('img', { name: 'front.png' });
}

describe('Create New Item (/create)', () => {
  it('has the five sections, the ten categories and the spec defaults', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Item' })).toBeInTheDocument();
    const sections = ['Basic Information', 'Product Images', 'Tags', 'Specifications', 'Settings'];
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const options = within(category()).getAllByRole('option').slice(1);
    expect(options.map((o) => o.textContent)).toEqual([...ITEM_CATEGORIES]);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    expect(box('Specification 1 name')).toHaveValue('');
    expect(box('Brand')).toBeInTheDocument();
    expect(box('SKU')).toBeInTheDocument();
  });

  it('checks in the spec order, each message by its field and as a toast, the field focused', async () => {
    const { toasts, user } = setup();
    const steps: [string, () => HTMLElement, () => Promise<void>][] = [
      ['Product name is required', () => box('Product Name'), () => user.type(box('Product Name'), 'Blue Kaftan')],
      ['Description is required', () => box('Description'), () => user.type(box('Description'), 'Cotton.')],
      ['Valid price is required', () => spin('Price (₦)'), () => user.type(spin('Price (₦)'), '15000')],
      ['Category is required', category, () => user.selectOptions(category(), 'Books')],
      ['Valid stock quantity is required', () => spin('Stock Quantity'), () => user.type(spin('Stock Quantity'), '0')],
      ['At least one image is required', imagesInput, () => user.upload(imagesInput(), png('front.png'))],
    ];
    for (const [message, control, fix] of steps) {
      await user.click(submit());
      expect(toasts.at(-1)).toEqual({ kind: 'error', message });
      expect(control()).toHaveFocus();
      expect(control()).toHaveAttribute('aria-invalid', 'true');
      expect(control()).toHaveAccessibleDescription(expect.stringContaining(message));
      await fix();
      // Changing the field clears its message.
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
  });

  it('refuses a price of 0 or in kobo (the shop charges whole naira), keeping what was typed, and a negative stock', async () => {
    const { toasts, user } = setup();
    await fillValid(user);
    await user.clear(spin('Price (₦)'));
    await user.type(spin('Price (₦)'), '0');
    await user.click(submit());
    expect(toasts.at(-1)?.message).toBe('Valid price is required');
    await user.clear(spin('Price (₦)'));
    await user.type(spin('Price (₦)'), '4999.50');
    await user.click(submit());
    expect(toasts.at(-1)?.message).toBe('Valid price is required');
    expect(spin('Price (₦)')).toHaveValue(4999.5);
    expect(spin('Price (₦)')).toHaveAttribute('step', '1');
    await user.clear(spin('Price (₦)'));
    await user.type(spin('Price (₦)'), '5000');
    await user.clear(spin('Stock Quantity'));
    await user.type(spin('Stock Quantity'), '-1');
    await user.click(submit());
    expect(toasts.at(-1)?.message).toBe('Valid stock quantity is required');
  });

  it("saves a public listing under the seller's uid, says so, and starts a fresh form", async () => {
    const { toasts, user, accounts } = setup();
    await fillValid(user);
    await user.type(box('Brand'), 'Adire House');
    await user.type(box('SKU'), 'KAF-01');
    await user.type(box('Add a tag'), 'cotton{Enter}');
    await user.type(box('Specification 1 name'), 'Size');
    await user.type(box('Specification 1 value'), 'M');
    await user.click(screen.getByRole('button', { name: 'Add Specification' }));
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(submit());

    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Item created successfully!' }));
    const [listing, ...others] = await accounts.listMyListings(UID);
    expect(others).toEqual([]);
    expect(listing).toMatchObject({
      sellerId: UID,
      name: 'Blue Kaftan',
      description: 'Hand-dyed cotton kaftan.',
      price: 15000,
      category: 'Clothing',
      stock: 3,
      brand: 'Adire House',
      sku: 'KAF-01',
      tags: ['cotton'],
      // The empty second row is dropped.
      specifications: [{ key: 'Size', value: 'M' }],
      isActive: true,
      isFeatured: true,
    });
    // What the seller decided; the shop's server builds the rest (rating, slug, details: server tests).
    expect(listing!.images).toHaveLength(1);
    expect(listing!.images[0]).toMatch(/^data:image\/png;base64,/);

    expect(box('Product Name')).toHaveValue('');
    expect(category()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    const status = screen.getByText(/is listed/);
    expect(status).toHaveRole('status');
    expect(status).toHaveTextContent('“Blue Kaftan” is listed.');
    expect(status).toHaveFocus();
    expect(within(status).getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', '/products?q=Blue%20Kaftan');
    expect(within(status).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  });

  it("shows 'Creating...' while saving and saves once however often it is submitted", async () => {
    const store = sampleAccountStore();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const addListing = jest.fn((uid: string, product: Parameters<MemoryServerStore['addListing']>[1]) =>
      held.then(() => store.addListing(uid, product)),
    );
    const { toasts, user } = setup({ ...store, addListing });
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Creating...');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Item created successfully!'));
    expect(addListing).toHaveBeenCalledTimes(1);
    expect(submit()).toHaveTextContent('Create Item');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('keeps everything when the save fails, and says so', async () => {
    const accounts: MemoryServerStore = { ...sampleAccountStore(), addListing: () => Promise.reject(new Error('offline')) };
    const { toasts, user } = setup(accounts);
    await fillValid(user);
    await user.type(box('Add a tag'), 'cotton{Enter}');
    await user.click(submit());
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Failed to create item. Please try again.' }));
    expect(box('Product Name')).toHaveValue('Blue Kaftan');
    expect(spin('Price (₦)')).toHaveValue(15000);
    expect(category()).toHaveValue('Clothing');
    expect(screen.getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('cotton')).toBeInTheDocument();
    expect(submit()).toHaveFocus();
    expect(screen.queryByText(/is listed/)).not.toBeInTheDocument();
  });

  it("says what the shop's server refused, keeping what was typed", async () => {
    const refusal = new ServerCallError('invalid', 'price: must be a whole number');
    const accounts: MemoryServerStore = { ...sampleAccountStore(), addListing: () => Promise.reject(refusal) };
    const { toasts, user } = setup(accounts);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Failed to create item. Please try again. (price: must be a whole number)' }),
    );
    expect(box('Product Name')).toHaveValue('Blue Kaftan');
  });

  it('shows and hides the preview of the listing card', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Show Preview' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Preview' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide Preview');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(box('Product Name'), 'Blue Kaftan');
    await user.type(spin('Price (₦)'), '15000');
    await user.selectOptions(category(), 'Clothing');
    const card = screen.getByRole('article', { name: 'Preview' });
    expect(within(card).getByRole('heading', { name: 'Blue Kaftan' })).toBeInTheDocument();
    expect(card).toHaveTextContent('₦15,000');
    expect(card).toHaveTextContent('Clothing');
    await user.click(toggle);
    expect(screen.queryByRole('article', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', () => {
    renderScreen(<CreateItem />, { route: '/create' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fcreate');
  });
});
