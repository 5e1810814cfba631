import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EARLY_BIRD_COUNTDOWN_MS, EARLY_BIRD_SUBMIT_DELAY_MS, type ToastMessage } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/test-utils';
import { imageFile, mockObjectUrls } from '../../components/ImageUploader/test-files';
import { EarlyBird } from './EarlyBird';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2030-06-01T08:00:00Z') });
  mockObjectUrls();
});
afterEach(() => jest.useRealTimers());

const timer = () => screen.getByRole('timer', { name: 'Offer Ends In:' });

test('shows the title, the subtitle, the benefits and the closing line', () => {
  renderScreen(<EarlyBird />, { route: '/early-bird-registration' });
  expect(screen.getByRole('heading', { level: 1, name: 'Early Bird Registration' })).toBeInTheDocument();
  expect(screen.getByText('Limited time offer - Register now to secure your spot')).toBeInTheDocument();
  const benefits = screen.getByRole('region', { name: 'Early bird benefits' }).querySelectorAll('li');
  expect(benefits).toHaveLength(4);
  expect(benefits[0]).toHaveTextContent('Save 20%');
  expect(screen.getByText('Limited spots available. Offer ends when timer reaches zero.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register Now & Save 20%' })).toBeInTheDocument();
});

test('counts down to seven days after the page loaded and stops at zero', () => {
  renderScreen(<EarlyBird />);
  expect(timer()).toHaveTextContent('07 Days 00 Hours 00 Minutes 00 Seconds');
  act(() => jest.advanceTimersByTime(61_000));
  expect(timer()).toHaveTextContent('06 Days 23 Hours 58 Minutes 59 Seconds');
  // Jump the clock to a second before the end, then let the last tick run.
  act(() => jest.setSystemTime(new Date('2030-06-01T08:00:00Z').getTime() + EARLY_BIRD_COUNTDOWN_MS - 1000));
  act(() => jest.advanceTimersByTime(1000));
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 00 Seconds');
  act(() => jest.advanceTimersByTime(5000));
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 00 Seconds');
  expect(screen.getByText('This offer has ended.')).toBeInTheDocument();
});

test('registers end to end: validation toast, then processing, success and thanks', async () => {
  const { harness } = renderScreen(<EarlyBird />);
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Tunde');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Bakare');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'tunde@example.com');
  await user.click(screen.getByRole('button', { name: 'Register Now & Save 20%' }));
  expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Please upload at least one item image' });

  await user.upload(screen.getByLabelText('Choose item images'), imageFile('speaker.jpg', 'image/jpeg'));
  await user.click(screen.getByRole('button', { name: 'Register Now & Save 20%' }));
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(EARLY_BIRD_SUBMIT_DELAY_MS));
  expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Early bird registration successful!', durationMs: 5000 });
  expect(screen.getByRole('status')).toHaveTextContent('Thank you, Tunde!');
});
