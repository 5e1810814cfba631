import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EARLY_BIRD_SUBMIT_DELAY_MS, type ToastMessage } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/test-utils';
import { imageFile, mockObjectUrls } from '../ImageUploader/test-files';
import { RegistrationForm } from './RegistrationForm';

let urls: ReturnType<typeof mockObjectUrls>;
beforeEach(() => {
  jest.useFakeTimers();
  urls = mockObjectUrls();
});
afterEach(() => jest.useRealTimers());

const setup = () => {
  const view = renderScreen(<RegistrationForm />);
  const toasts: ToastMessage[] = [];
  view.harness.bus.on('toast', (t) => toasts.push(t));
  return { ...view, toasts, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
};
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /Register Now & Save 20%|Processing\.\.\./ });
const upload = (user: ReturnType<typeof userEvent.setup>, ...files: File[]) =>
  user.upload(screen.getByLabelText('Choose item images'), files);

test('every input has a visible label; phone and company are marked optional', () => {
  setup();
  for (const name of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Company (optional)']) {
    expect(screen.getByLabelText(name)).toBeVisible();
  }
  expect(field('Email')).toBeRequired();
  expect(field('Phone (optional)')).not.toBeRequired();
  expect(submitButton()).toHaveTextContent('Register Now & Save 20%');
});

test('checks the name, then the email, then the images, keeping everything typed', async () => {
  const { user, toasts } = setup();
  const messages = () => toasts.map((t) => `${t.kind}: ${t.message}`);

  await user.click(submitButton());
  await user.type(field('First Name'), 'Ada');
  await user.click(submitButton());
  expect(messages()).toEqual(['error: Please enter your full name', 'error: Please enter your full name']);

  await user.type(field('Last Name'), 'Obi');
  await user.type(field('Email'), 'ada@example');
  await user.type(field('Company (optional)'), 'Ada Fabrics');
  await user.click(submitButton());
  expect(messages().at(-1)).toBe('error: Please enter a valid email address');

  await user.type(field('Email'), '.com');
  await user.click(submitButton());
  expect(messages().at(-1)).toBe('error: Please upload at least one item image');

  // Nothing typed was lost along the way, and nothing was sent.
  expect(field('First Name')).toHaveValue('Ada');
  expect(field('Last Name')).toHaveValue('Obi');
  expect(field('Email')).toHaveValue('ada@example.com');
  expect(field('Company (optional)')).toHaveValue('Ada Fabrics');
  expect(submitButton()).toHaveTextContent('Register Now & Save 20%');
  expect(toasts.every((t) => t.kind === 'error')).toBe(true);
});

test('a valid form shows Processing... for 2000 ms, then the success toast, a reset form and thanks by first name', async () => {
  const { user, toasts } = setup();
  await upload(user, imageFile('kente-bag.png'));
  await user.type(field('First Name'), '  Chiamaka ');
  await user.type(field('Last Name'), 'Eze');
  await user.type(field('Email'), 'chiamaka@example.ng');
  await user.type(field('Phone (optional)'), '08031234567');
  await user.click(submitButton());

  expect(submitButton()).toHaveTextContent('Processing...');
  expect(submitButton()).toBeDisabled();
  await user.click(submitButton());
  act(() => jest.advanceTimersByTime(EARLY_BIRD_SUBMIT_DELAY_MS - 1));
  expect(toasts).toEqual([]);
  expect(submitButton()).toHaveTextContent('Processing...');

  act(() => jest.advanceTimersByTime(1));
  expect(toasts).toEqual([{ kind: 'success', message: 'Early bird registration successful!', durationMs: 5000 }]);
  expect(submitButton()).toHaveTextContent('Register Now & Save 20%');
  expect(submitButton()).toBeEnabled();
  for (const name of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Company (optional)']) {
    expect(field(name)).toHaveValue('');
  }
  expect(screen.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();
  expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  const thanks = screen.getByRole('status');
  expect(thanks).toHaveTextContent('Thank you, Chiamaka!');
  expect(thanks).toHaveFocus();
});

test('leaving while processing sends nothing', async () => {
  const { user, toasts, unmount } = setup();
  await upload(user, imageFile('a.png'));
  await user.type(field('First Name'), 'Ada');
  await user.type(field('Last Name'), 'Obi');
  await user.type(field('Email'), 'ada@example.com{Enter}');
  expect(submitButton()).toHaveTextContent('Processing...');
  unmount();
  act(() => jest.advanceTimersByTime(EARLY_BIRD_SUBMIT_DELAY_MS));
  expect(toasts).toEqual([]);
});
