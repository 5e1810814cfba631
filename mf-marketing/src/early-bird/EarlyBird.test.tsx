import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToastMessage } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { imageFile, mockObjectUrls } from './ImageUploader/test-files';
import { EarlyBird } from './EarlyBird';

const NOW = new Date('2030-06-01T08:00:00Z').getTime();
beforeEach(() => mockObjectUrls());
afterEach(() => jest.useRealTimers());

const timer = () => screen.getByRole('timer', { name: 'Offer Ends In:' });
/** The page under a shell whose runtime config ends the offer at `earlyBirdEndsAt` (none: no end named). */
const renderPage = (earlyBirdEndsAt?: string) =>
  renderScreen(<EarlyBird />, { route: '/early-bird-registration', harness: createHarness({ config: { earlyBirdEndsAt } }) });

test('shows the title, the subtitle, the benefits and the closing line', () => {
  renderPage('2030-06-08T08:00:00Z');
  expect(screen.getByRole('heading', { level: 1, name: 'Early Bird Registration' })).toBeInTheDocument();
  expect(screen.getByText('Limited time offer - Register now to secure your spot')).toBeInTheDocument();
  const benefits = screen.getByRole('region', { name: 'Early bird benefits' }).querySelectorAll('li');
  expect(benefits).toHaveLength(4);
  expect(benefits[0]).toHaveTextContent('Save 20%');
  expect(screen.getByText('Limited spots available. Offer ends when timer reaches zero.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register Now & Save 20%' })).toBeInTheDocument();
});

test("counts down to the config's end, the same for every page load, and closes the form at zero", () => {
  jest.useFakeTimers({ now: NOW });
  const { unmount } = renderPage('2030-06-03T10:30:00+01:00');
  expect(timer()).toHaveTextContent('02 Days 01 Hours 30 Minutes 00 Seconds');
  act(() => jest.advanceTimersByTime(61_000));
  expect(timer()).toHaveTextContent('02 Days 01 Hours 28 Minutes 59 Seconds');

  // Loaded again an hour later, the page counts to the same end: the offer does not restart.
  unmount();
  jest.setSystemTime(NOW + 3_600_000);
  renderPage('2030-06-03T10:30:00+01:00');
  expect(timer()).toHaveTextContent('02 Days 00 Hours 30 Minutes 00 Seconds');

  act(() => jest.setSystemTime(Date.parse('2030-06-03T09:29:59Z')));
  act(() => jest.advanceTimersByTime(1000));
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 00 Seconds');
  expect(screen.getByText('This offer has ended.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Registration is closed' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register Now & Save 20%' })).not.toBeInTheDocument();
  expect(screen.queryByText('Limited spots available. Offer ends when timer reaches zero.')).not.toBeInTheDocument();
});

test('an offer that ended before the page loaded shows it closed from the start', () => {
  jest.useFakeTimers({ now: NOW });
  renderPage('2030-05-31T23:59:59Z');
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 00 Seconds');
  expect(screen.getByText('This offer has ended.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
});

test('a shell that names no end shows no countdown and keeps the form open', () => {
  renderPage(undefined);
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.queryByText(/Offer ends when timer reaches zero/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register Now & Save 20%' })).toBeInTheDocument();
});

test('registers end to end: validation toast, then processing, success and thanks', async () => {
  const { harness } = renderPage('2030-06-08T08:00:00Z');
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  const user = userEvent.setup();

  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Tunde');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Bakare');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'tunde@example.com');
  await user.click(screen.getByRole('button', { name: 'Register Now & Save 20%' }));
  expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Please upload at least one item image', topic: 'early-bird' });

  await user.upload(screen.getByLabelText('Choose item images'), imageFile('speaker.jpg', 'image/jpeg'));
  await user.click(screen.getByRole('button', { name: 'Register Now & Save 20%' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Tunde!');
  expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Early bird registration successful!', durationMs: 5000, topic: 'early-bird' });
});
