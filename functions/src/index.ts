// The shop's server: every function the browser calls, and the one a payment provider calls.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { firestore } from './app/admin';
import type { Deps } from './app/deps';
import { courierSecretsFor, secretsFor, serverConfig } from './app/server-config';
import { handleCourierWebhook } from './courier/courier-webhook';
import { adoptFirestoreListings } from './listings/adopt-firestore-listings';
import { answerCatalogRequest } from './catalog/catalog-endpoint';
import { catalogIndex } from './catalog/catalog-index';
import { indexReviews } from './reviews/index-reviews';
import type { GenericSchema } from 'valibot';
import type { CallName } from 'shared-contracts';
import type { CallableSpec } from './http/run-callable';
import { callables } from './http/callable';
import { shopCallables } from './shop-callables';
import { reconcileStores } from './orders/reconcile-stores';
import { clientAddress } from './http/limits/client-address';
import { pgRateCounter } from './http/limits/pg-rate-counter';
import { LONGEST_WINDOW_MS, rateGate, TooManyRequests } from './http/limits/rate-limits';
import { paystackVerifier } from './payments/paystack-verify';
import { handlePaystackWebhook } from './orders/paystack-webhook';
import { paystackRefunder } from './payments/refund';
import { sandboxRefunder, sandboxVerifier } from './payments/sandbox-charges';
import { pgStock } from './stock/stock-keeper';
import { cloudStorageImageStore } from './images/cloud-storage-image-store';
import { imageHeaders } from './images/image-response';
import { localImageStore } from './images/local-image-store';
import { encodePage, strongTag } from './render/page-encoding';
import { pageRenderer } from './render/render-endpoint';
import { siteFiles } from './render/site-files';

// Before any function is defined: each binds the secrets it reads at cold start.
setGlobalOptions({ secrets: secretsFor(process.env) });
// Fails closed at cold start: a deployment with no real payment provider never serves a request.
const config = serverConfig(process.env);
const deps = (): Deps => ({ db: firestore(), now: Date.now });
const index = catalogIndex({
  database: config.catalogDatabase,
  catalogUrl: config.catalogUrl,
  refreshMs: config.catalogRefreshMs,
  onStart: async (pool) => {
    await adoptFirestoreListings(pool, firestore());
    await indexReviews(pool, firestore());
    // A crash between an order's two stores is mended before this instance answers (orders/reconcile-stores.ts).
    await reconcileStores(pool, { ...deps(), ...payments(), graceMs: config.reconcileGraceMs }).catch((error: unknown) => logger.error('reconcile failed', error));
  },
});
const catalogPool = () => index.ready();
const local = config.images.kind === 'local' ? localImageStore(config.images.dir, config.images.baseUrl) : null;
const images = local ?? cloudStorageImageStore(config.images.kind === 'cloud' ? config.images.bucket : undefined);

// Every callable is rate limited per shopper and per client address, counted in the catalog database (limits/):
// its schema only, so an account's calls never wait for the catalog's first import.
const rateCounter = pgRateCounter(() => index.schema());
const gate = rateGate(rateCounter, {
  now: Date.now,
  shoppersPerAddress: config.limits.shoppersPerAddress,
  onCounterFailure: (error) => logger.warn('rate limits not counted', error),
});
const callable = callables({
  gate,
  addressHops: config.limits.addressHops,
  enforceAppCheck: config.enforceAppCheck,
});

// Stock is held, sold and let go in the catalog database, beside the products (stock/).
const stock = pgStock(catalogPool);
/** The provider's verification and refunds: Paystack's API, or the sandbox's own records. */
const payments = () =>
  config.payment.provider === 'paystack'
    ? { verify: paystackVerifier(config.payment), refund: paystackRefunder(config.payment) }
    : { verify: sandboxVerifier(deps()), refund: sandboxRefunder(deps()) };

const specs = shopCallables({ deps, catalog: catalogPool, images, stock, payments, config });
// Each spec already agrees with the map (shop-callables.ts); served, they are alike.
const anySpecs = specs as unknown as Record<CallName, CallableSpec<GenericSchema, unknown>>;
const served = Object.fromEntries(Object.entries(anySpecs).map(([name, spec]) => [name, callable(spec)])) as Record<CallName, ReturnType<typeof callable>>;
// Firebase deploys a module's named exports, so each callable is named here once more: typecheck fails on a
// name the map lacks, and on a callable of the map left out here (index-exports.type-test.ts).
export const {
  createAccount, readAccount, updatePrimaryInformation, updateLocation, readPreferences, savePreferences, listNotifications, saveNotifications,
  addListing, updateListing, listMyListings, listProductReviews, registerEarlyBird,
  placeOrder, confirmPayment, cancelPayment, resumePayment, advanceOrder, listOrders, listSales, sandboxCharge,
} = served;

/**
 * The catalog's one public read: a page of the listing with its facets, a product by its slug, the
 * categories' summaries, all from the index (catalog/catalog-endpoint.ts). A GET whose URL is the query,
 * so Hosting's CDN serves repeated ones (firebase.json rewrites /api/catalog/** here). What reaches it is
 * limited per client address (RATE_LIMITS.catalog); a 503 means the catalog could not answer, never bad input.
 */
export const catalog = onRequest({ cors: false }, async (req, res) => {
  try {
    const address = clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress, config.limits.catalogAddressHops);
    const count = () => gate('catalog', { uid: null, address }).then(() => null, (error) => {
      if (error instanceof TooManyRequests) return error;
      throw error;
    });
    const answer = await answerCatalogRequest({ method: req.method, url: req.originalUrl ?? req.url }, catalogPool, count);
    res.set(answer.headers).status(answer.status).send(req.method === 'HEAD' ? '' : answer.body);
  } catch (error) {
    logger.error('catalog request failed', error);
    res.set({ 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }).status(503).json({ message: 'The catalog could not answer just now. Please try again.' });
  }
});

const renderPage = config.render.siteUrl
  ? pageRenderer({ siteUrl: config.render.siteUrl, budgetMs: config.render.budgetMs, files: siteFiles({ refreshMs: config.render.refreshMs }), log: logger })
  : null;

/**
 * A public route's page with its first view as HTML (render/): Hosting rewrites the public routes here, and
 * its CDN keeps each page a minute. Every other route, and any page the render cannot make, is the shell's
 * page, which the browser renders.
 */
export const render = onRequest({ cors: false, memory: '512MiB' }, async (req, res) => {
  if (!renderPage) {
    res.set({ 'Cache-Control': 'no-store' }).status(503).send('SHOP_SITE_URL is not set');
    return;
  }
  const answer = await renderPage({ method: req.method, url: req.url, ifNoneMatch: strongTag(req.header('if-none-match')) });
  const { headers, body } = encodePage(answer, req.header('accept-encoding'));
  res.set(headers).status(answer.status).send(req.method === 'HEAD' ? '' : body);
});

/** The catalog's products imported again every hour (the index also refreshes a stale import itself). */
// A run may take 9 minutes (the limit of a scheduled function); it imports for 8 and the next run goes on.
export const refreshCatalog = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 540 }, async () => {
  await index.ready();
  const result = await index.refresh(480_000);
  const reviewsCounted = await indexReviews(await index.ready(), firestore());
  const limitsForgotten = await rateCounter.sweep(Date.now() - LONGEST_WINDOW_MS);
  const reconciled = await reconcileStores(await index.ready(), { ...deps(), ...payments(), graceMs: config.reconcileGraceMs });
  logger.info('catalog refresh', { ...result, reviewsCounted, limitsForgotten, ...reconciled });
});

/** Listing pictures kept by the local image store (the emulator's stand-in for Cloud Storage). */
export const image = onRequest({ cors: false }, async (req, res) => {
  const found = req.method === 'GET' && local ? await local.read(req.path.replace(/^\//, '')) : null;
  if (!found) {
    res.status(404).send('not found');
    return;
  }
  res.set(imageHeaders(found.contentType)).status(200).send(found.bytes);
});
/** Paystack calls this with `charge.success`; the body's signature is checked before anything else. */
export const paystackWebhook = onRequest({ cors: false }, async (req, res) => {
  if (req.method !== 'POST' || config.payment.provider !== 'paystack') {
    res.status(404).send('not found');
    return;
  }
  try {
    const answer = await handlePaystackWebhook(
      { ...deps(), ...payments(), stock, secretKey: config.payment.secretKey },
      { rawBody: req.rawBody, signature: req.header('x-paystack-signature') },
    );
    res.status(answer.status).send(answer.body);
  } catch (error) {
    logger.error('paystack webhook failed', error);
    res.status(500).send('error');
  }
});

/** A courier reports a delivery, signed (courier/courier-signature.ts); off where no courier secret is set. */
export const courierWebhook = onRequest({ cors: false, secrets: courierSecretsFor(process.env) }, async (req, res) => {
  if (req.method !== 'POST' || !config.courierSecret) {
    res.status(404).send('not found');
    return;
  }
  try {
    const answer = await handleCourierWebhook(
      { ...deps(), secret: config.courierSecret },
      { rawBody: req.rawBody, signature: req.header('x-courier-signature') },
    );
    res.status(answer.status).send(answer.body);
  } catch (error) {
    logger.error('courier webhook failed', error);
    res.status(500).send('error');
  }
});
