import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerCallError, type ToastMessage } from 'shared-contracts';
import { createHarness, createMemoryAccountStore, type MemoryAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { imageFile, mockObjectUrls } from '../ImageUploader/test-files';
import { RegistrationForm } from './RegistrationForm';

let urls: ReturnType<typeof mockObjectUrls>;
beforeEach(() => {
  urls = mockObjectUrls();
});

const setup = (accounts: MemoryAccountStore = createMemoryAccountStore()) => {
  const view = renderScreen(<RegistrationForm />, { harness: createHarness({ accounts }) });
  const toasts: ToastMessage[] = [];
  view.harness.bus.on('toast', (t) => toasts.push(t));
  return { ...view, accounts, toasts, user: userEvent.setup() };
};
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /Register Now & Save 20%|Processing\.\.\./ });
const upload = (user: ReturnType<typeof userEvent.setup>, ...files: File[]) =>
  user.upload(screen.getByLabelText('Choose item images'), files);
async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'chiamaka@example.ng') {
  await upload(user, imageFile('kente-bag.png'));
  await user.type(field('First Name'), '  Chiamaka ');
  await user.type(field('Last Name'), 'Eze');
  await user.type(field('Email'), email);
  await user.type(field('Phone (optional)'), '08031234567');
}
/** A store whose registration waits until the test lets it answer. */
function heldStore() {
  const accounts = createMemoryAccountStore();
  const real = accounts.registerEarlyBird!.bind(accounts);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const register = jest.fn(async (...args: Parameters<typeof real>) => {
    await gate;
    return real(...args);
  });
  return { accounts: { ...accounts, registerEarlyBird: register }, register, release };
}

test('every input has a visible label; phone and company are marked optional', () => {
  setup();
  for (const name of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Company (optional)']) {
    expect(screen.getByLabelText(name)).toBeVisible();
  }
  expect(field('Email')).toBeRequired();
  expect(field('Phone (optional)')).not.toBeRequired();
  expect(submitButton()).toHaveTextContent('Register Now & Save 20%');
});

test('checks the name, then the email, then the images, keeping everything typed and sending nothing', async () => {
  const { user, toasts, accounts } = setup();
  const sent = jest.spyOn(accounts, 'registerEarlyBird');
  const messages = () => toasts.map((t) => `${t.kind}: ${t.message}`);

  await user.click(submitButton());
  expect(field('First Name')).toHaveFocus();
  expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
  await user.type(field('First Name'), 'Ada');
  expect(field('First Name')).not.toHaveAttribute('aria-invalid');
  await user.click(submitButton());
  expect(messages()).toEqual(['error: Please enter your full name', 'error: Please enter your full name']);
  expect(field('Last Name')).toHaveFocus();
  // One topic: the shell shows the latest of the form's toasts, not a pile of problems already fixed.
  expect(new Set(toasts.map((t) => t.topic))).toEqual(new Set(['early-bird']));

  await user.type(field('Last Name'), 'Obi');
  await user.type(field('Email'), 'ada@example');
  await user.type(field('Company (optional)'), 'Ada Fabrics');
  await user.click(submitButton());
  expect(messages().at(-1)).toBe('error: Please enter a valid email address');
  expect(field('Email')).toHaveFocus();

  await user.type(field('Email'), '.com');
  await user.click(submitButton());
  expect(messages().at(-1)).toBe('error: Please upload at least one item image');
  expect(screen.getByRole('button', { name: /^Drag and drop images here/ })).toHaveFocus();

  expect(field('First Name')).toHaveValue('Ada');
  expect(field('Last Name')).toHaveValue('Obi');
  expect(field('Email')).toHaveValue('ada@example.com');
  expect(field('Company (optional)')).toHaveValue('Ada Fabrics');
  expect(sent).not.toHaveBeenCalled();
});

test("a valid form is stored: Processing... while the server works, then the success toast, a reset form and thanks by first name", async () => {
  const { accounts, register, release } = heldStore();
  const { user, toasts } = setup(accounts);
  await fillIn(user);
  await user.click(submitButton());

  expect(submitButton()).toHaveTextContent('Processing...');
  expect(submitButton()).toBeDisabled();
  await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  expect(register).toHaveBeenCalledWith({
    firstName: 'Chiamaka', // as the server's schema leaves it
    lastName: 'Eze',
    email: 'chiamaka@example.ng',
    phone: '08031234567',
    company: '',
    images: [{ title: 'kente-bag', image: `data:image/png;base64,${Buffer.from('pixels').toString('base64')}` }],
  });
  expect(toasts).toEqual([]);

  release();
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Chiamaka! You are on the early-bird list.');
  expect(toasts).toEqual([{ kind: 'success', message: 'Early bird registration successful!', durationMs: 5000, topic: 'early-bird' }]);
  expect(submitButton()).toHaveTextContent('Register Now & Save 20%');
  expect(submitButton()).toBeEnabled();
  for (const name of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Company (optional)']) {
    expect(field(name)).toHaveValue('');
  }
  expect(screen.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();
  expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  expect(screen.getByRole('status')).toHaveFocus();
});

test('a second registration with the same email says the first was updated', async () => {
  const { user, toasts } = setup();
  await fillIn(user);
  await user.click(submitButton());
  await screen.findByText('You are on the early-bird list.', { exact: false });

  await fillIn(user, 'CHIAMAKA@example.ng');
  await user.click(submitButton());
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thank you, Chiamaka! You were already on the early-bird list, so we updated your registration.',
  );
  expect(toasts.at(-1)).toEqual({
    kind: 'success',
    message: 'You were already registered, so we updated your early bird registration.',
    durationMs: 5000,
    topic: 'early-bird',
  });
});

test.each([
  ['the server refuses it', new ServerCallError('invalid', 'This offer has ended.'), 'This offer has ended.'],
  [
    'the server cannot be reached',
    new ServerCallError('unavailable'),
    'We could not save your registration just now. Your details are still here; please try again.',
  ],
])('when %s, the form says why and keeps everything', async (_when, failure, message) => {
  const accounts = createMemoryAccountStore();
  accounts.registerEarlyBird = jest.fn().mockRejectedValue(failure);
  const { user, toasts } = setup(accounts);
  await fillIn(user);
  await user.click(submitButton());

  await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message, topic: 'early-bird' }]));
  expect(submitButton()).toHaveTextContent('Register Now & Save 20%');
  expect(field('First Name')).toHaveValue('  Chiamaka ');
  expect(field('Email')).toHaveValue('chiamaka@example.ng');
  expect(screen.getByRole('img', { name: 'Preview of kente-bag.png' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a shopper who leaves while it is sent still hears that it was stored', async () => {
  const { accounts, release } = heldStore();
  const { user, toasts, unmount } = setup(accounts);
  await fillIn(user);
  await user.type(field('Email'), '{Enter}');
  expect(submitButton()).toHaveTextContent('Processing...');
  unmount();
  release();
  await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Early bird registration successful!', durationMs: 5000, topic: 'early-bird' }]));
});
