import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'shared-contracts/test-utils';
import { BANNER_ADVANCE_MS, BANNER_LOOP_RESET_MS } from '../home-constants';
import { AtHome } from '../../harness/LocationProbe';
import { mockReducedMotion } from '../usePrefersReducedMotion/mock-match-media';
import { Banner } from './Banner';
import { BANNER_SLIDES } from './banner-slides';

// jsdom has no PointerEvent; a MouseEvent carries clientX and pointerType well enough for swipes.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => {
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The one slide on show: every other one is hidden from assistive technology. */
const shownSlide = () => screen.getByRole('group', { name: /of 4$/ });
const track = () => shownSlide().parentElement!;
const setup = () => {
  renderScreen(<Banner />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

test('is a labelled carousel showing the first of four slides with a link to its listing', () => {
  setup();
  expect(screen.getByRole('region', { name: 'Featured promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
  const slide = shownSlide();
  expect(slide).toHaveAccessibleName('1 of 4');
  expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  expect(within(slide).getByRole('heading', { name: BANNER_SLIDES[0]!.title })).toBeInTheDocument();
  expect(within(slide).getByRole('img', { name: BANNER_SLIDES[0]!.imageAlt })).toBeInTheDocument();
  expect(within(slide).getByRole('link', { name: BANNER_SLIDES[0]!.buttonText })).toHaveAttribute('href', '/products');
});

test('advances every 3000 ms', () => {
  setup();
  advance(BANNER_ADVANCE_MS - 1);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
  advance(1);
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
  expect(within(shownSlide()).getByRole('heading')).toHaveTextContent(BANNER_SLIDES[1]!.title);
  advance(BANNER_ADVANCE_MS);
  expect(shownSlide()).toHaveAccessibleName('3 of 4');
});

test('pauses while the pointer is over it and resumes when it leaves', () => {
  setup();
  const banner = screen.getByRole('region', { name: 'Featured promotions' });
  fireEvent.pointerOver(banner);
  advance(BANNER_ADVANCE_MS * 3);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
  fireEvent.pointerOut(banner);
  advance(BANNER_ADVANCE_MS);
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
});

test('pauses while keyboard focus is inside it', async () => {
  const user = setup();
  await user.tab();
  expect(within(shownSlide()).getByRole('link')).toHaveFocus();
  advance(BANNER_ADVANCE_MS * 3);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
});

test('loops forward from the last slide through a clone of the first, then snaps back without transition', () => {
  setup();
  advance(BANNER_ADVANCE_MS * 3);
  expect(shownSlide()).toHaveAccessibleName('4 of 4');
  advance(BANNER_ADVANCE_MS);
  // Still sliding forward: the fifth panel is the clone of the first.
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
  expect(track()).toHaveStyle({ transform: 'translateX(-400%)' });
  expect(track().style.transition).toContain('600ms');
  advance(BANNER_LOOP_RESET_MS);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
  expect(track()).toHaveStyle({ transform: 'translateX(-0%)' });
  expect(track().style.transition).toBe('none');
  advance(BANNER_ADVANCE_MS - BANNER_LOOP_RESET_MS);
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
  expect(track().style.transition).toContain('600ms');
});

test('next, previous and the dots move the banner and restart its timer', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(shownSlide()).toHaveAccessibleName('1 of 4');

  // Back from the first goes round to the last.
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  advance(50);
  expect(shownSlide()).toHaveAccessibleName('4 of 4');

  const third = screen.getByRole('button', { name: `Go to slide 3: ${BANNER_SLIDES[2]!.title}` });
  await user.click(third);
  expect(shownSlide()).toHaveAccessibleName('3 of 4');
  expect(third).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: /Go to slide 1/ })).not.toHaveAttribute('aria-current');

  // A mouse click does not pause it: the timer restarts and runs on.
  fireEvent.pointerOut(screen.getByRole('region', { name: 'Featured promotions' }));
  advance(BANNER_ADVANCE_MS);
  expect(shownSlide()).toHaveAccessibleName('4 of 4');
});

test('the pause button stops and restarts the rotation', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  fireEvent.pointerOut(screen.getByRole('region', { name: 'Featured promotions' }));
  advance(BANNER_ADVANCE_MS * 2);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  fireEvent.pointerOut(screen.getByRole('region', { name: 'Featured promotions' }));
  advance(BANNER_ADVANCE_MS);
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
});

test('a swipe of at least 50 px moves one slide; a shorter drag does nothing', () => {
  setup();
  const viewport = track().parentElement!;
  const drag = (from: number, to: number) => {
    fireEvent.pointerDown(viewport, { clientX: from, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: to, pointerType: 'touch' });
  };
  drag(300, 251);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
  drag(300, 250);
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
  drag(100, 150);
  expect(shownSlide()).toHaveAccessibleName('1 of 4');
});

test("a swipe that starts on a slide's button does not follow the link; a plain click does", () => {
  renderScreen(
    <AtHome>
      <Banner />
    </AtHome>,
  );
  const link = within(shownSlide()).getByRole('link', { name: BANNER_SLIDES[0]!.buttonText });
  fireEvent.pointerDown(link, { clientX: 300 });
  fireEvent.pointerUp(link, { clientX: 200 });
  fireEvent.click(link);
  expect(shownSlide()).toHaveAccessibleName('2 of 4');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  const second = within(shownSlide()).getByRole('link', { name: BANNER_SLIDES[1]!.buttonText });
  fireEvent.pointerDown(second, { clientX: 300 });
  fireEvent.pointerUp(second, { clientX: 300 });
  fireEvent.click(second);
  expect(screen.getByTestId('location')).toHaveTextContent('/products?q=smartphones');
});

test('stays still under reduced motion: no auto-advance, no transition, controls still work', async () => {
  const media = mockReducedMotion(true);
  try {
    const user = setup();
    advance(BANNER_ADVANCE_MS * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toHaveAccessibleName('4 of 4');
    expect(track().style.transition).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
  } finally {
    media.restore();
  }
});
