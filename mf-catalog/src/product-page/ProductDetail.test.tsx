import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ServerCallError, formatNaira, type Product, type ProductReview, type ShopEvents } from 'shared-contracts';
import { createHarness, createMemoryAccountStore, type MemoryAccountStore } from 'shared-contracts/testing';
import type { CatalogApi } from '../server/catalog-api';
import { PLACEHOLDER_IMAGE } from '../shared/ProductImage/placeholder';
import { failingCatalog, renderWithCatalog, testCatalog, testProduct } from '../testing/catalog-fixture';
import { ProductDetail } from './ProductDetail';

const reviews: ProductReview[] = [
  { reviewerName: 'Eleanor Collins', rating: 5, comment: 'Solid and beautiful.', date: '2025-04-30T09:41:02.053Z' },
  { reviewerName: 'Lucas Gordon', rating: 4, comment: 'Good value.', date: '2025-04-29T09:41:02.053Z' },
  { reviewerName: 'Chloe Morales', rating: 5, comment: 'Arrived early.', date: '2025-04-28T09:41:02.053Z' },
];

const oakTable = testProduct(1, {
  name: 'Oak Dining Table',
  slug: 'oak-dining-table',
  images: Array.from({ length: 5 }, (_, i) => `https://img.test/oak/${i + 1}.svg`),
  price: 250000,
  discountPrice: 200000,
  rating: 4.25,
  reviewCount: 523,
  isNew: true,
  brand: 'Lagos Woodworks',
  category: 'furniture',
  stock: 14,
  reviews,
});
const plainMug = testProduct(2, { name: 'Plain Mug', slug: 'plain-mug', image: 'https://img.test/mug.svg', images: [], stock: 0 });
const shop: Product[] = [oakTable, plainMug];

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderDetail(route: string, { catalog = testCatalog(shop), harness = createHarness(), from }: { catalog?: CatalogApi; harness?: ReturnType<typeof createHarness>; from?: string } = {}) {
  return renderWithCatalog(
    <Routes>
      <Route path="/products/:slug" element={<ProductDetail />} />
      <Route path="/products" element={<Location />} />
      <Route path="/not-found" element={<p>not found page</p>} />
      {/* As the listing's cards do: open the product with the listing's own URL in state. */}
      <Route path="/from-listing" element={<Navigate to={route} state={{ from }} />} />
    </Routes>,
    { route: from === undefined ? route : '/from-listing', harness, catalog },
  );
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Oja Express';
});

it('says it is loading inside the page layout, then shows the product', async () => {
  renderDetail('/products/oak-dining-table');
  expect(screen.getByRole('status')).toHaveTextContent('Loading product details...');
  expect(screen.getByRole('link', { name: 'Back to Products' })).toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'Oak Dining Table' })).toBeInTheDocument();
  expect(screen.queryByText('Loading product details...')).not.toBeInTheDocument();
  expect(screen.getByText('New')).toBeInTheDocument();
  expect(screen.getByText('(523)')).toBeInTheDocument();
  expect(screen.getByText(formatNaira(200000))).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent(formatNaira(250000));
  expect(screen.getByText('20% OFF')).toBeInTheDocument();
  expect(screen.getByText('In Stock (14 items)')).toBeInTheDocument();
});

it('says the product is not found for an unknown slug and leads to all products', async () => {
  renderDetail('/products/no-such-thing');
  expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
  expect(screen.getByText("The product you're looking for doesn't exist or may have been removed.")).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('link', { name: 'Browse All Products' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products');
});

it('leaves for the not-found screen when the catalog fails', async () => {
  renderDetail('/products/oak-dining-table', { catalog: failingCatalog() });
  expect(await screen.findByText('not found page')).toBeInTheDocument();
  expect(screen.queryByText('Product Not Found')).not.toBeInTheDocument();
});

it('shows four thumbnails at most and the selected one as the main image', async () => {
  renderDetail('/products/oak-dining-table');
  await screen.findByRole('heading', { level: 1, name: 'Oak Dining Table' });
  expect(screen.getAllByRole('button', { name: /^Show image \d of 4$/ })).toHaveLength(4);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
  expect(screen.getByRole('img', { name: 'Oak Dining Table, image 3 of 4' })).toHaveAttribute('src', 'https://img.test/oak/3.svg');
  expect(screen.getByRole('button', { name: 'Show image 3 of 4' })).toHaveAttribute('aria-pressed', 'true');
});

it('gives a product without an images list its image and three placeholders', async () => {
  renderDetail('/products/plain-mug');
  await screen.findByRole('heading', { level: 1, name: 'Plain Mug' });
  const pictures = screen.getAllByRole('button', { name: /^Show image \d of 4$/ }).map((b) => b.querySelector('img')!.getAttribute('src'));
  expect(pictures).toEqual(['https://img.test/mug.svg', PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE]);
});

it('adds the chosen quantity to the cart over the bus and toasts for 5 seconds', async () => {
  const harness = createHarness();
  const added: ShopEvents['cart:add'][] = [];
  const toasts: ShopEvents['toast'][] = [];
  harness.bus.on('cart:add', (e) => added.push(e));
  harness.bus.on('toast', (e) => toasts.push(e));
  renderDetail('/products/oak-dining-table', { harness });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Oak Dining Table' });

  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(added).toEqual([
    {
      product: {
        id: '1',
        name: 'Oak Dining Table',
        image: 'https://img.test/1.svg',
        price: 250000,
        discountPrice: 200000,
        sellerId: '000000',
        slug: 'oak-dining-table',
      },
      quantity: 2,
    },
  ]);
  expect(toasts).toEqual([{ kind: 'success', message: 'Added Oak Dining Table to your cart.', durationMs: 5000, topic: 'cart' }]);
  expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
});

it('cannot add a product that is out of stock', async () => {
  renderDetail('/products/plain-mug');
  await screen.findByRole('heading', { level: 1, name: 'Plain Mug' });
  expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});

it("shows the product's reviews: the average, the bars, two and then all", async () => {
  renderDetail('/products/oak-dining-table');
  const section = await screen.findByRole('region', { name: 'Customer Reviews' });
  expect(within(section).getByText('4.3')).toBeInTheDocument();
  expect(within(section).getByText('Based on 523 reviews')).toBeInTheDocument();
  expect(within(section).getByRole('meter', { name: '5 stars: 2 reviews' })).toBeInTheDocument();
  expect(within(section).queryByText('Arrived early.')).not.toBeInTheDocument();

  await userEvent.setup().click(within(section).getByRole('button', { name: 'View All Reviews' }));
  expect(within(section).getByText('Arrived early.')).toBeInTheDocument();
});

it('names the product in the page title while shown, and restores the title after', async () => {
  const { unmount } = renderDetail('/products/oak-dining-table');
  await screen.findByRole('heading', { level: 1, name: 'Oak Dining Table' });
  expect(document.title).toBe('Oak Dining Table · Oja Express');
  unmount();
  expect(document.title).toBe('Oja Express');
});

it('goes back to the listing the shopper came from, filters and page included', async () => {
  renderDetail('/products/oak-dining-table', { from: '/products?category=furniture&page=2' });
  await screen.findByRole('heading', { level: 1, name: 'Oak Dining Table' });
  await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Products' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products?category=furniture&page=2');
});

it('goes back to all products without a listing to return to, or with a foreign one', async () => {
  renderDetail('/products/oak-dining-table', { from: '//evil.test/products' });
  await screen.findByRole('heading', { level: 1, name: 'Oak Dining Table' });
  expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
});

describe("the shop's own reviews", () => {
  const shopReview = (reviewerName: string, rating: number, date: string): ProductReview => ({ reviewerName, rating, comment: `${reviewerName}: ${rating} stars`, date });
  const accountsWith = (reviews: Record<string, ProductReview[]>): MemoryAccountStore => ({
    ...createMemoryAccountStore(),
    listProductReviews: async (productId) => reviews[productId] ?? [],
  });

  it("come first, newest first, before the catalog's; the rating and count stay the endpoint's, which count them already", async () => {
    const accounts = accountsWith({ '1': [shopReview('Ada O.', 1, '2026-11-01T10:00:00.000Z'), shopReview('Bayo A.', 5, '2026-11-20T10:00:00.000Z')] });
    renderDetail('/products/oak-dining-table', { harness: createHarness({ accounts }) });
    const section = await screen.findByRole('region', { name: 'Customer Reviews' });
    await within(section).findByText('Bayo A.');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'View All Reviews' }));
    const reviewers = /^(Bayo A\.|Ada O\.|Eleanor Collins|Lucas Gordon|Chloe Morales)$/;
    expect(within(section).getAllByText(reviewers).map((name) => name.textContent)).toEqual([
      'Bayo A.',
      'Ada O.',
      'Eleanor Collins',
      'Lucas Gordon',
      'Chloe Morales',
    ]);
    expect(within(section).getByText('4.3')).toBeInTheDocument();
    expect(within(section).getByText('Based on 523 reviews')).toBeInTheDocument();
    expect(screen.getByText('(523)')).toBeInTheDocument();
  });

  it("leave the catalog's reviews alone when the shop's server cannot answer", async () => {
    const accounts: MemoryAccountStore = { ...createMemoryAccountStore(), listProductReviews: () => Promise.reject(new ServerCallError('unavailable')) };
    renderDetail('/products/oak-dining-table', { harness: createHarness({ accounts }) });
    const section = await screen.findByRole('region', { name: 'Customer Reviews' });
    expect(within(section).getByText('Eleanor Collins')).toBeInTheDocument();
    expect(within(section).getByRole('meter', { name: '5 stars: 2 reviews' })).toBeInTheDocument();
  });
});

it("asks the catalog for the product by its slug only, a seller's listing alike", async () => {
  const basket = testProduct(900, { name: "Handmade Adire Scarf (Women's)", slug: "handmade-adire-scarf-(women's)", sellerId: 'seller-1', reviews: [] });
  const asked: string[] = [];
  const memory = testCatalog([basket]);
  const catalog: CatalogApi = {
    page: (query) => (asked.push('page'), memory.page(query)),
    categories: () => (asked.push('categories'), memory.categories()),
    bySlug: (slug) => (asked.push(`product ${slug}`), memory.bySlug(slug)),
    suggest: (q) => (asked.push(`suggest ${q}`), memory.suggest(q)),
  };
  renderDetail(`/products/${encodeURIComponent(basket.slug)}`, { catalog });
  expect(await screen.findByRole('heading', { level: 1, name: basket.name })).toBeInTheDocument();
  expect(asked).toEqual([`product ${basket.slug}`]);
});
