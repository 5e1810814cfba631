import { SHIPPING_METHODS } from 'shared-contracts/core';
import { renderScreen } from 'shared-contracts/test-utils';
import { BANNER_SLIDES } from './home/Banner/banner-slides';
import { FlashSale } from './home/FlashSale/FlashSale';
import { About } from './about/About';

// The shop pays by card only, always charges shipping, and its fastest option is Overnight (issue 21):
// the marketing copy promises nothing else.
const UNKEPT = /on delivery|by transfer|transfer or|free delivery|free shipping|same-day|today only|warranty|screen protector/i;

const copy = () => {
  const { container } = renderScreen(
    <>
      <FlashSale />
      <About />
    </>,
  );
  return [container.textContent ?? '', ...BANNER_SLIDES.flatMap((s) => [s.title, s.subtitle])].join('\n');
};

it('promises no payment, delivery or gift the shop does not offer', () => {
  expect(copy()).not.toMatch(UNKEPT);
});

it('names only shipping options the checkout offers', () => {
  const offered = SHIPPING_METHODS.map((m) => m.label);
  const named = copy().match(/\b(Standard|Express|Overnight|Same-Day|Next-Day)\b/g) ?? [];
  expect(named.length).toBeGreaterThan(0);
  for (const option of named) expect(offered).toContain(option);
});
