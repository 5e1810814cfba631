import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing, ListingPatch, ToastMessage } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { ListingEditor } from './ListingEditor';

const PICTURE = 'https://shop.example/images/listing-1-0';
const LISTING: Listing = {
  id: 'listing-1',
  name: 'Raffia Basket',
  image: PICTURE,
  images: [PICTURE],
  price: 12_500,
  description: 'Handwoven in Iseyin.',
  details: [],
  rating: 0,
  reviewCount: 0,
  isNew: false,
  category: 'Home & Garden',
  stock: 5,
  discountPercentage: 0,
  slug: 'raffia-basket',
  sellerId: 'u1',
  createdAt: 1,
};
const png = (name: string) => new File(['pixels'], name, { type: 'image/png' });

function setup(onSave: (patch: ListingPatch) => Promise<boolean> = async () => true) {
  const harness = createHarness();
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  const save = jest.fn(onSave);
  const cancel = jest.fn();
  renderScreen(<ListingEditor listing={LISTING} onSave={save} onCancel={cancel} />, { harness });
  const dialog = screen.getByRole('dialog', { name: 'Edit Raffia Basket' });
  return { dialog, save, cancel, toasts, user: userEvent.setup({ applyAccept: false }) };
}

describe('ListingEditor', () => {
  it("is a modal dialog named for the item, with Create Item's fields and limits, focus on Price", () => {
    const { dialog } = setup();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Its name and category stay, so its page keeps its address.');
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveFocus();
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveValue(12_500);
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveAttribute('max', '100000000');
    expect(within(dialog).getByLabelText('Stock Quantity')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Handwoven in Iseyin.');
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute('maxLength', '2000');
    const pictures = within(dialog).getByRole('group', { name: 'Product Images' });
    expect(within(pictures).getByRole('img', { name: 'Raffia Basket, picture 1' })).toHaveAttribute('src', PICTURE);
    expect(within(pictures).getByLabelText('Add images')).toHaveAccessibleDescription('1 of 5 images · JPEG, PNG, WebP or GIF, up to 5MB each');
    // The name and category are not the seller's to change here.
    expect(within(dialog).queryByLabelText(/Product Name|Category/)).not.toBeInTheDocument();
  });

  it('closes on Escape and on Cancel', async () => {
    const { cancel, user } = setup();
    await user.keyboard('{Escape}');
    expect(cancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog, user } = setup();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveFocus();
  });

  it("checks the fields with the spec's messages before sending, focusing the one to fix", async () => {
    const { dialog, save, toasts, user } = setup();
    const saveButton = within(dialog).getByRole('button', { name: 'Save Changes' });
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(saveButton);
    expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Description is required' });
    expect(within(dialog).getByLabelText('Description')).toHaveFocus();
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Description is required');

    await user.type(within(dialog).getByLabelText('Description'), 'Bigger now.');
    await user.clear(within(dialog).getByLabelText('Price (₦)'));
    await user.click(saveButton);
    expect(toasts.at(-1)?.message).toBe('Valid price is required');
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Price (₦)'), '13000');
    await user.clear(within(dialog).getByLabelText('Stock Quantity'));
    await user.type(within(dialog).getByLabelText('Stock Quantity'), '-1');
    await user.click(saveButton);
    expect(toasts.at(-1)?.message).toBe('Valid stock quantity is required');

    await user.clear(within(dialog).getByLabelText('Stock Quantity'));
    await user.type(within(dialog).getByLabelText('Stock Quantity'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image Raffia Basket, picture 1' }));
    await user.click(saveButton);
    expect(toasts.at(-1)?.message).toBe('At least one image is required');
    expect(within(dialog).getByLabelText('Add images')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it("takes pictures by Create Item's rules: images only, at most 5", async () => {
    const { dialog, toasts, user } = setup();
    const input = within(dialog).getByLabelText('Add images');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'cv.pdf is not a valid image file.' });
    await user.upload(input, ['a', 'b', 'c', 'd', 'e'].map((n) => png(`${n}.png`)));
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('Maximum 5 images allowed'));
    expect(within(dialog).getAllByRole('img')).toHaveLength(5);
  });

  it("sends only what changed, reads 'Saving...' disabled while saving, and keeps everything typed when refused", async () => {
    let answer!: (saved: boolean) => void;
    const { dialog, save, user } = setup(() => new Promise((resolve) => (answer = resolve)));
    await user.clear(within(dialog).getByLabelText('Price (₦)'));
    await user.type(within(dialog).getByLabelText('Price (₦)'), '14000');
    await user.type(within(dialog).getByLabelText('Description'), ' Lined.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(save).toHaveBeenCalledWith({ price: 14_000, description: 'Handwoven in Iseyin. Lined.' });
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Price (₦)')).toBeDisabled();

    answer(false);
    const again = await within(dialog).findByRole('button', { name: 'Save Changes' });
    expect(again).toBeEnabled();
    await waitFor(() => expect(again).toHaveFocus());
    expect(within(dialog).getByLabelText('Price (₦)')).toHaveValue(14_000);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Handwoven in Iseyin. Lined.');
  });

  it('closes without sending when nothing changed, and says so', async () => {
    const { dialog, save, cancel, toasts, user } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(save).not.toHaveBeenCalled();
    expect(cancel).toHaveBeenCalled();
    expect(toasts.at(-1)).toEqual({ kind: 'info', message: 'Nothing to save: the listing is as it was.' });
  });
});
