// Guards: a remote that is down costs only its own area; navigation, cart and other routes keep
// working, nothing in the cart is lost, and Retry recovers once the remote is back.
import { openPage } from './support/browser';
import { emitOnBus, SAMPLE_PRODUCT, unavailablePanel } from './support/shop';
import { composedShop } from './support/composed-shop';

const shop = composedShop();

test('a stopped marketing remote shows its fallback, the shell keeps working, Retry recovers', async () => {
  const marketing = shop.stack.servers['mf-marketing']!;
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/?debug`);
  await page.getByRole('heading', { name: 'Shop By Categories' }).waitFor();
  await emitOnBus(page, 'cart:add', { product: SAMPLE_PRODUCT, quantity: 2 });

  await marketing.stop();
  try {
    await page.goto(`${shop.stack.url}/about?debug`);
    await unavailablePanel(page).waitFor();
    await page.getByRole('heading', { name: 'This page is temporarily unavailable' }).waitFor();

    // The rest of the shop works: the shell's not-found route, and the cart kept its lines.
    await page.goto(`${shop.stack.url}/notfound?debug`);
    await page.getByRole('heading', { name: 'NotFound' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.quantity)).toBe(2);

    await page.goto(`${shop.stack.url}/about?debug`);
    await unavailablePanel(page).waitFor();
  } finally {
    await marketing.start();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Our Story' }).waitFor();
  expect(await unavailablePanel(page).count()).toBe(0);
});
