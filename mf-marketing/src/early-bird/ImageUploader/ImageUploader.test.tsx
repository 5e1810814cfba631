import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ToastMessage } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/test-utils';
import { ImageUploader } from './ImageUploader';
import { imageFile, mockObjectUrls, textFile } from './test-files';
import { useImageList } from './useImageList';

function Uploader() {
  const list = useImageList();
  return <ImageUploader images={list.images} onAdd={list.add} onRename={list.rename} onRemove={list.remove} />;
}

let urls: ReturnType<typeof mockObjectUrls>;
beforeEach(() => {
  urls = mockObjectUrls();
});

const setup = () => {
  const view = renderScreen(<Uploader />);
  const toasts: ToastMessage[] = [];
  view.harness.bus.on('toast', (t) => toasts.push(t));
  const input = screen.getByLabelText<HTMLInputElement>('Choose item images');
  const dropZone = screen.getByRole('button', { name: 'Drag and drop images here, or click to browse' });
  return { ...view, toasts, input, dropZone, user: userEvent.setup() };
};
const previews = () => within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');

test('the drop zone is a labelled button with the hint that opens a multiple, JPEG-or-PNG file picker', async () => {
  const { input, dropZone, user } = setup();
  expect(screen.getByRole('group', { name: 'Item images' })).toContainElement(dropZone);
  expect(dropZone).toHaveAccessibleDescription('JPEG or PNG, max 2MB each');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
  expect(input).toHaveAttribute('multiple');
  const opened = jest.spyOn(input, 'click');
  await user.click(dropZone);
  expect(opened).toHaveBeenCalledTimes(1);
  dropZone.focus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');
  expect(opened).toHaveBeenCalledTimes(3);
});

test('chosen images get a preview and a title taken from the file name', async () => {
  const { input, user } = setup();
  await user.upload(input, [imageFile('ankara-dress.png'), imageFile('gele.final.jpg', 'image/jpeg')]);
  expect(previews()).toHaveLength(2);
  expect(screen.getByRole('img', { name: 'Preview of ankara-dress.png' })).toHaveAttribute('src', 'blob:test/1');
  expect(screen.getByRole('textbox', { name: 'Image 1 title' })).toHaveValue('ankara-dress');
  expect(screen.getByRole('textbox', { name: 'Image 2 title' })).toHaveValue('gele.final');
});

test('dropped files are taken too; anything not an image is refused with the error toast', () => {
  const { dropZone, toasts } = setup();
  fireEvent.dragEnter(dropZone);
  expect(dropZone).toHaveAttribute('data-dragging', 'true');
  fireEvent.drop(dropZone, { dataTransfer: { files: [textFile('notes.txt'), imageFile('shoe.png')] } });
  expect(dropZone).toHaveAttribute('data-dragging', 'false');
  expect(toasts).toEqual([{ kind: 'error', message: MESSAGES.earlyBird.onlyImages }]);
  expect(MESSAGES.earlyBird.onlyImages).toBe('Please select only images (JPEG, PNG)');
  expect(previews()).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'Preview of shoe.png' })).toBeInTheDocument();
});

test("the hint's promise holds: no other picture type, nothing over 2MB, at most five in all", () => {
  const { dropZone, toasts } = setup();
  const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'poster.png', { type: 'image/png' });
  const exactly2MB = new File([new Uint8Array(2 * 1024 * 1024)], 'flyer.jpg', { type: 'image/jpeg' });
  fireEvent.drop(dropZone, { dataTransfer: { files: [imageFile('logo.svg', 'image/svg+xml'), big, exactly2MB, imageFile('a.png')] } });
  expect(toasts.map((t) => t.message)).toEqual(['Please select only images (JPEG, PNG)', 'poster.png is larger than 2MB. Please choose a smaller image.']);
  expect(previews()).toHaveLength(2);

  const more = ['b', 'c', 'd', 'e'].map((n) => imageFile(`${n}.png`));
  fireEvent.drop(dropZone, { dataTransfer: { files: more } });
  expect(toasts.at(-1)?.message).toBe('You can add at most 5 images.');
  expect(previews()).toHaveLength(5);
  expect(screen.getByRole('img', { name: 'Preview of d.png' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Preview of e.png' })).not.toBeInTheDocument();
});

test('a selection with no image adds nothing', async () => {
  const { input, toasts } = setup();
  fireEvent.change(input, { target: { files: [textFile('cv.pdf')] } });
  expect(toasts).toHaveLength(1);
  expect(screen.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();
  expect(urls.create).not.toHaveBeenCalled();
});

test('a title can be edited, and remove drops the image and releases its preview', async () => {
  const { input, user } = setup();
  await user.upload(input, [imageFile('a.png'), imageFile('b.png')]);
  const title = screen.getByRole('textbox', { name: 'Image 2 title' });
  await user.clear(title);
  await user.type(title, 'Blue agbada, size L');
  expect(title).toHaveValue('Blue agbada, size L');

  await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
  expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  expect(previews()).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: 'Image 1 title' })).toHaveValue('Blue agbada, size L');
});

test('leaving the page releases every preview still shown', async () => {
  const { input, user, unmount } = setup();
  await user.upload(input, [imageFile('a.png'), imageFile('b.png')]);
  unmount();
  expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  expect(urls.revoke).toHaveBeenCalledWith('blob:test/2');
});
