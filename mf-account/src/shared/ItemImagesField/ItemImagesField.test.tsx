import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { ToastMessage } from 'shared-contracts';
import type { NewItemImage } from '../new-item';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { ItemImagesField } from './ItemImagesField';

const MB = 1024 * 1024;
const png = (name: string, size?: number) => {
  const file = new File(['pixels'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Host({ read }: { read?: (file: File) => Promise<string> }) {
  const [images, setImages] = useState<NewItemImage[]>([]);
  const input = useRef<HTMLInputElement>(null);
  return (
    <ItemImagesField
      id="images"
      images={images}
      onAdd={(added) => setImages((list) => [...list, ...added])}
      onRemove={(id) => setImages((list) => list.filter((i) => i.id !== id))}
      inputRef={input}
      read={read}
    />
  );
}

const setup = (read?: (file: File) => Promise<string>) => {
  const harness = createHarness();
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(<Host read={read} />, { harness });
  // Off: the browser's own accept filter would hide the non-image check this field makes itself.
  const user = userEvent.setup({ applyAccept: false });
  return { toasts, user, input: screen.getByLabelText('Add images') };
};
const thumbnails = () => within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img');

describe('ItemImagesField', () => {
  it('is a multiple image file input with a visible label and the limits as its hint', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('0 of 5 images · JPEG, PNG, WebP or GIF, up to 5MB each');
  });

  it('adds images as data URLs, the first marked main, and says how many', async () => {
    const { toasts, user, input } = setup();
    await user.upload(input, [png('front.png'), png('back.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(thumbnails().map((img) => img.getAttribute('alt'))).toEqual(['front.png', 'back.png']);
    expect(thumbnails()[0]!.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Main')).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'success', message: '2 image(s) uploaded successfully' }]);
    expect(input).toHaveAccessibleDescription('2 of 5 images · JPEG, PNG, WebP or GIF, up to 5MB each');
  });

  it('refuses a file over 5 MB and a file that is not an image, taking the rest', async () => {
    const { toasts, user, input } = setup();
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(input, [png('huge.png', 5 * MB + 1), pdf, png('exact.png', 5 * MB)]);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(toasts.map((t) => [t.kind, t.message])).toEqual([
      ['error', 'huge.png is too large. Maximum 5MB per image.'],
      ['error', 'cv.pdf is not a valid image file.'],
      ['success', '1 image(s) uploaded successfully'],
    ]);
  });

  it('keeps at most 5 images in all', async () => {
    const { toasts, user, input } = setup();
    await user.upload(input, ['1', '2', '3', '4'].map((n) => png(`${n}.png`)));
    await waitFor(() => expect(thumbnails()).toHaveLength(4));
    await user.upload(input, [png('5.png'), png('6.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(5));
    expect(toasts.slice(1).map((t) => t.message)).toEqual(['Maximum 5 images allowed', '1 image(s) uploaded successfully']);
    await user.upload(input, [png('7.png')]);
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Maximum 5 images allowed'));
    expect(thumbnails()).toHaveLength(5);
  });

  it('calls a file the browser cannot decode not an image', async () => {
    const { toasts, user, input } = setup(() => Promise.reject(new Error('decode')));
    await user.upload(input, [png('broken.png')]);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'broken.png is not a valid image file.' }]));
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
  });

  it('removes an image by its button, says so and keeps keyboard focus in the list', async () => {
    const { toasts, user, input } = setup();
    await user.upload(input, [png('front.png'), png('back.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove image front.png' }));
    expect(thumbnails().map((img) => img.getAttribute('alt'))).toEqual(['back.png']);
    expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Image removed' });
    expect(screen.getByRole('button', { name: 'Remove image back.png' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveFocus();
  });

  it('takes images dropped on the zone', async () => {
    const { toasts } = setup();
    const zone = screen.getByLabelText('Add images').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png')], types: ['Files'] } });
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(toasts).toEqual([{ kind: 'success', message: '1 image(s) uploaded successfully' }]);
  });
});
