// Guards: the shop's server holds the data, so what one shopper lists is what every other browser sees;
// the server prices what a buyer pays (a cart whose stored prices were edited is charged the listing's
// price); and the seller sees the sale in My Sales and moves it on (sealed, dispatched, arrived) as the buyer
// sees, who then confirms receipt and reviews it, as the seller and the product's page see; each step
// notifies the other party. A second order arrives and is returned, with its reason, as the seller sees.
// An order of the catalog's own products is sealed by the shop's staff (the local staff email).
// Seller, visitor and buyer are separate browser
// contexts (their own storage), as three people would be.
import { signUpWithGoogle } from './support/account';
import { openPage } from './support/browser';
import { completeProfile, continueTo, sandbox } from './support/checkout';
import { composedShop } from './support/composed-shop';
import { createListing, openFromListing } from './support/listing';
import { announced } from './support/shop';

const shop = composedShop();

test("a seller's listing is on every other browser's listing; a buyer who edits the cart's prices pays the server's; the seller sees the sale", async () => {
  const seller = await openPage(shop.browser);
  await signUpWithGoogle(seller.page, shop.stack.url, { email: 'tunde.seller@example.com', name: 'Tunde Bakare' });

  const name = `Tunde Kente Stole ${Date.now().toString(36)}`;
  const page = seller.page;
  await createListing(page, shop.stack.url, { name, description: 'Handwoven kente, 200 by 30 cm.', price: '42000', stock: '6' });

  // Another person, in a browser of their own that never saw the seller's data, finds it.
  const visitor = await openPage(shop.browser);
  await openFromListing(visitor.page, shop.stack.url, name);
  await visitor.page.getByText('₦42,000').first().waitFor();
  // Its picture is kept by the server's image store with an address of its own, not inside the listing.
  const picture = visitor.page.locator('#main img[src*="/us-central1/image/listing-"]').first();
  await picture.waitFor();
  await visitor.page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await picture.elementHandle());

  // A buyer puts two in the cart, then edits the cart's stored prices to ₦1 before paying.
  const buyer = await openPage(shop.browser);
  await signUpWithGoogle(buyer.page, shop.stack.url, { email: 'ngozi.buyer@example.com', name: 'Ngozi Okafor' });
  await buyer.page.goto(`${shop.stack.url}/settings`);
  await completeProfile(buyer.page);
  await openFromListing(buyer.page, shop.stack.url, name);
  for (let i = 0; i < 2; i++) {
    await buyer.page.getByRole('button', { name: 'Add to Cart' }).click();
    await announced(buyer.page, `Added ${name} to your cart.`).waitFor();
  }
  await buyer.page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as { product: { price: number; total: number }; quantity: number }[];
    localStorage.setItem('cart', JSON.stringify(lines.map((l) => ({ ...l, product: { ...l.product, price: 1, total: l.quantity } }))));
  });
  await buyer.page.goto(`${shop.stack.url}/checkout`);
  for (const step of ['Shipping', 'Payment']) await continueTo(buyer.page, step);
  // The browser believes the edited prices: 2 x ₦1 + 599 shipping.
  expect(await buyer.page.getByLabel('Amount (₦)').inputValue()).toBe('601');
  await continueTo(buyer.page, 'Final Review');
  await buyer.page.getByRole('button', { name: 'Place Order' }).click();
  // 2 x 42,000 = 84,000; Standard shipping 599; tax 6,720: the server's total, not the cart's.
  await sandbox(buyer.page).getByText('₦91,319').waitFor();
  await sandbox(buyer.page).getByRole('button', { name: 'Pay' }).click();
  await buyer.page.getByText('Saved to your orders.').waitFor();
  await buyer.page.goto(`${shop.stack.url}/orders/paid`);
  const card = buyer.page.locator('#main').getByRole('article').filter({ hasText: name });
  await card.getByText('₦91,319').waitFor();

  // The seller's own account was created by the server from the verified sign-in, and My Sales has the sale:
  // the seller's lines and total, the buyer's first name and city.
  await page.goto(`${shop.stack.url}/account`);
  await page.locator('#main').getByText('tunde.seller@example.com').waitFor();
  const sales = page.getByRole('region', { name: 'My Sales' });
  await sales.getByRole('heading', { name: `${name} × 2` }).waitFor();
  await sales.getByText('Sold to Ngozi in Ikeja').waitFor();
  await sales.getByText('₦84,000').waitFor();

  // The seller moves it on (issue 19): sealed, then dispatched with a courier and tracking number, then arrived.
  const sale = sales.getByRole('listitem').filter({ hasText: name });
  await sale.getByRole('button', { name: 'Mark as sealed' }).click();
  await announced(page, /^Order ORD-\w+ is sealed\.$/).waitFor();
  await sale.getByRole('button', { name: 'Dispatch' }).click();
  await sale.getByLabel('Courier').fill('GIG Logistics');
  await sale.getByLabel('Tracking number').fill('GIG-4242');
  await sale.getByRole('button', { name: 'Dispatch order' }).click();
  await sale.getByText('GIG Logistics, tracking number GIG-4242').waitFor();
  // The buyer, in their own browser, sees it dispatched with its tracking number.
  await buyer.page.goto(`${shop.stack.url}/orders/dispatched`);
  await buyer.page.locator('#main').getByRole('article').filter({ hasText: name }).getByText('GIG-4242').waitFor();
  await sale.getByRole('button', { name: 'Mark as arrived' }).click();
  await announced(page, /^Order ORD-\w+ has arrived\.$/).waitFor();
  // Each step told the buyer (the server's notifications reach the browser on its next load), with a link to the order.
  await buyer.page.goto(`${shop.stack.url}/notifications`);
  const notice = (page: typeof buyer.page, title: string) => page.locator('#main').getByRole('link', { name: title });
  for (const title of ['Order sealed', 'Order dispatched']) await notice(buyer.page, title).waitFor();
  await notice(buyer.page, 'Order arrived').click();
  await buyer.page.getByRole('heading', { level: 1, name: 'Arrived Orders' }).waitFor();
  const arrived = buyer.page.locator('#main').getByRole('article').filter({ hasText: name });
  await arrived.getByRole('list', { name: 'Order history' }).getByText('Dispatched', { exact: false }).waitFor();
  // The buyer confirms receipt; the seller's My Sales shows it after a reload.
  await arrived.getByRole('button', { name: 'Confirm receipt' }).click();
  await announced(buyer.page, /^Order ORD-\w+ is confirmed as received\.$/).waitFor();
  await page.reload();
  await sales.getByRole('listitem').filter({ hasText: name }).getByText('Confirmed', { exact: true }).waitFor();

  // The buyer reviews it: 4 stars and a comment, stored for the line, on the product's page for everyone.
  await buyer.page.goto(`${shop.stack.url}/orders/confirmed`);
  const confirmed = buyer.page.locator('#main').getByRole('article').filter({ hasText: name });
  await confirmed.getByRole('button', { name: 'Write a review' }).click();
  await confirmed.getByRole('radio', { name: '4 stars' }).check();
  await confirmed.getByLabel('Your review').fill('Vivid colours, well woven.');
  await confirmed.getByRole('button', { name: 'Post review' }).click();
  await announced(buyer.page, /^Order ORD-\w+ is reviewed: thank you!/).waitFor();
  await buyer.page.goto(`${shop.stack.url}/account`);
  await buyer.page.getByRole('region', { name: 'My Reviews' }).getByText('Vivid colours, well woven.').waitFor();
  await visitor.page.reload();
  const reviews = visitor.page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.getByText('Based on 1 review').waitFor();
  expect(await reviews.getByText('4.0', { exact: true }).count()).toBe(1);
  await reviews.getByText('Vivid colours, well woven.').waitFor();
  await reviews.getByText('Ngozi O.').waitFor();
  // The listing's card counts it as well.
  await visitor.page.goto(`${shop.stack.url}/products`);
  const search = visitor.page.getByRole('combobox', { name: 'Search products' });
  await search.fill(name);
  await search.press('Enter');
  const cardOf = visitor.page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: name });
  await cardOf.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
  await cardOf.getByLabel('1 review', { exact: true }).waitFor();
  await page.reload();
  await sales.getByRole('listitem').filter({ hasText: name }).getByText('Reviewed', { exact: true }).waitFor();
  // The seller heard of the sale, the receipt and the review.
  await page.goto(`${shop.stack.url}/notifications`);
  for (const title of ['New sale', 'Order received', 'New review']) await notice(page, title).waitFor();
  expect([...seller.errors, ...visitor.errors, ...buyer.errors]).toEqual([]);
}, 180_000);

test('an arrived order is returned with its reason, and the seller sees the return', async () => {
  const seller = await openPage(shop.browser);
  await signUpWithGoogle(seller.page, shop.stack.url, { email: 'amaka.seller@example.com', name: 'Amaka Eze' });
  const name = `Amaka Leather Sandals ${Date.now().toString(36)}`;
  await createListing(seller.page, shop.stack.url, { name, description: 'Hand-stitched, size 42.', price: '15000', stock: '3' });

  const buyer = await openPage(shop.browser);
  await signUpWithGoogle(buyer.page, shop.stack.url, { email: 'bola.buyer@example.com', name: 'Bola Ade' });
  await buyer.page.goto(`${shop.stack.url}/settings`);
  await completeProfile(buyer.page);
  await openFromListing(buyer.page, shop.stack.url, name);
  await buyer.page.getByRole('button', { name: 'Add to Cart' }).click();
  await announced(buyer.page, `Added ${name} to your cart.`).waitFor();
  await buyer.page.goto(`${shop.stack.url}/checkout`);
  for (const step of ['Shipping', 'Payment', 'Final Review']) await continueTo(buyer.page, step);
  await buyer.page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(buyer.page).getByRole('button', { name: 'Pay' }).click();
  await buyer.page.getByText('Saved to your orders.').waitFor();

  const page = seller.page;
  await page.goto(`${shop.stack.url}/account`);
  const sale = page.getByRole('region', { name: 'My Sales' }).getByRole('listitem').filter({ hasText: name });
  await sale.getByRole('button', { name: 'Mark as sealed' }).click();
  await sale.getByRole('button', { name: 'Dispatch' }).click();
  await sale.getByLabel('Courier').fill('Kwik Delivery');
  await sale.getByLabel('Tracking number').fill('KWK-77');
  await sale.getByRole('button', { name: 'Dispatch order' }).click();
  await sale.getByRole('button', { name: 'Mark as arrived' }).click();
  await announced(page, /^Order ORD-\w+ has arrived\.$/).waitFor();

  await buyer.page.goto(`${shop.stack.url}/orders/arrived`);
  const arrived = buyer.page.locator('#main').getByRole('article').filter({ hasText: name });
  await arrived.getByRole('button', { name: 'Return item' }).click();
  await arrived.getByLabel('Why are you returning it?').fill('Too small: size 42 fits like a 40.');
  await arrived.getByRole('button', { name: 'Return item' }).click();
  await announced(buyer.page, /^Order ORD-\w+ is marked as returned\.$/).waitFor();
  await buyer.page.goto(`${shop.stack.url}/orders/returned`);
  await buyer.page.locator('#main').getByRole('article').filter({ hasText: name }).getByText('Too small: size 42 fits like a 40.').waitFor();

  await page.reload();
  await sale.getByText('Returned', { exact: true }).waitFor();
  await sale.getByText('Returned by the buyer: Too small: size 42 fits like a 40.').waitFor();
  await page.goto(`${shop.stack.url}/notifications`);
  await page.locator('#main').getByRole('link', { name: 'Order returned' }).waitFor();
  expect([...seller.errors, ...buyer.errors]).toEqual([]);
}, 180_000);

test("the shop's staff seal an order of the catalog's own products", async () => {
  const buyer = await openPage(shop.browser);
  // A first name no other journey uses: on the shared stack the staff see every sale of the catalog's products.
  await signUpWithGoogle(buyer.page, shop.stack.url, { email: 'ololade.buyer@example.com', name: 'Ololade Ola' });
  await buyer.page.goto(`${shop.stack.url}/settings`);
  await completeProfile(buyer.page);
  await buyer.page.goto(`${shop.stack.url}/products`);
  await buyer.page.getByRole('list', { name: 'Products' }).getByRole('article').first().getByRole('link').first().click();
  const addToCart = buyer.page.getByRole('button', { name: 'Add to Cart' });
  await addToCart.waitFor();
  const name = (await buyer.page.locator('#main h1').innerText()).trim();
  await addToCart.click();
  await announced(buyer.page, `Added ${name} to your cart.`).waitFor();
  await buyer.page.goto(`${shop.stack.url}/checkout`);
  for (const step of ['Shipping', 'Payment', 'Final Review']) await continueTo(buyer.page, step);
  await buyer.page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(buyer.page).getByRole('button', { name: 'Pay' }).click();
  await buyer.page.getByText('Saved to your orders.').waitFor();

  const staff = await openPage(shop.browser);
  await signUpWithGoogle(staff.page, shop.stack.url, { email: 'staff@shop.test', name: 'Shop Staff' });
  await staff.page.goto(`${shop.stack.url}/account`);
  const sale = staff.page.getByRole('region', { name: 'My Sales' }).getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Sold to Ololade in Ikeja' });
  await sale.waitFor();
  await sale.getByRole('button', { name: 'Mark as sealed' }).click();
  await announced(staff.page, /^Order ORD-\w+ is sealed\.$/).waitFor();
  await buyer.page.goto(`${shop.stack.url}/orders/sealed`);
  await buyer.page.locator('#main').getByRole('article').filter({ hasText: name }).waitFor();
  expect([...buyer.errors, ...staff.errors]).toEqual([]);
}, 180_000);
