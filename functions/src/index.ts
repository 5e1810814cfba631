// The shop's server: every function the browser calls, and the one a payment provider calls.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import * as s from 'shared-contracts/schemas';
import { firestore } from './app/admin';
import type { Deps } from './app/deps';
import { courierSecretsFor, secretsFor, serverConfig } from './app/server-config';
import { handleCourierWebhook } from './courier/courier-webhook';
import * as accounts from './accounts/account-handlers';
import * as listings from './listings/listing-handlers';
import { adoptFirestoreListings } from './listings/adopt-firestore-listings';
import { updateListing as editListing } from './listings/update-listing';
import { answerCatalogRequest } from './catalog/catalog-endpoint';
import { catalogIndex } from './catalog/catalog-index';
import * as reviews from './reviews/review-handlers';
import { indexReviews } from './reviews/index-reviews';
import { earlyBirdId, pictureBytes, registerEarlyBird as register } from './early-bird/register-early-bird';
import { callables } from './http/callable';
import { pgRateCounter } from './limits/pg-rate-counter';
import { LONGEST_WINDOW_MS, rateGate } from './limits/rate-limits';
import { Refusal } from './http/refusal';
import { confirmPayment as confirm, listOrders as ordersOf } from './orders/order-handlers';
import { advanceOrder as advance } from './orders/advance-order';
import { listSales as salesOf } from './orders/list-sales';
import { resumePayment as resume } from './orders/resume-payment';
import { cancelPayment as cancel } from './orders/cancel-payment';
import { placeOrder as place } from './orders/place-order';
import { paystackVerifier } from './payments/paystack-verify';
import { handlePaystackWebhook } from './payments/paystack-webhook';
import { paystackRefunder } from './payments/refund';
import { recordSandboxCharge, sandboxRefunder, sandboxVerifier } from './payments/sandbox-charges';
import { pgStock } from './stock/stock-keeper';
import { cloudStorageImageStore } from './images/cloud-storage-image-store';
import { imageHeaders } from './images/image-response';
import { localImageStore } from './images/local-image-store';

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
  },
});
const catalogPool = () => index.ready();
const local = config.images.kind === 'local' ? localImageStore(config.images.dir, config.images.baseUrl) : null;
const images = local ?? cloudStorageImageStore(config.images.kind === 'cloud' ? config.images.bucket : undefined);

// Every callable is rate limited per shopper and per client address, counted in the catalog database (limits/).
const rateCounter = pgRateCounter(catalogPool);
const callable = callables({
  gate: rateGate(rateCounter, {
    now: Date.now,
    shoppersPerAddress: config.limits.shoppersPerAddress,
    onCounterFailure: (error) => logger.warn('rate limits not counted', error),
  }),
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

export const createAccount = callable({ schema: s.CreateAccountSchema, handler: (_, caller) => accounts.createAccount(deps(), caller) });
export const readAccount = callable({ schema: s.EmptySchema, limit: 'read', handler: (_, caller) => accounts.readAccount(deps(), caller) });
export const updatePrimaryInformation = callable({
  schema: s.PrimaryInformationPatchSchema,
  handler: (patch, caller) => accounts.updatePrimaryInformation(deps(), caller, patch),
});
export const updateLocation = callable({ schema: s.LocationPatchSchema, handler: (patch, caller) => accounts.updateLocation(deps(), caller, patch) });
export const readPreferences = callable({ schema: s.EmptySchema, limit: 'read', handler: (_, caller) => accounts.readPreferences(deps(), caller) });
export const savePreferences = callable({ schema: s.PreferencesPatchSchema, handler: (patch, caller) => accounts.savePreferences(deps(), caller, patch) });
export const listNotifications = callable({ schema: s.EmptySchema, limit: 'read', handler: (_, caller) => accounts.listNotifications(deps(), caller) });
export const saveNotifications = callable({
  schema: s.NotificationsSchema,
  handler: ({ items }, caller) => accounts.saveNotifications(deps(), caller, items),
});

export const addListing = callable({ schema: s.ListingInputSchema, limit: 'listing', handler: (input, caller) => listings.addListing({ catalog: catalogPool, now: Date.now, images }, caller, input) });
/** A seller changes their own listing (issue 29): price, stock, description, pictures, on sale or not. */
export const updateListing = callable({ schema: s.ListingUpdateSchema, limit: 'listing', handler: (update, caller) => editListing({ catalog: catalogPool, now: Date.now, images }, caller, update) });

/**
 * The catalog's one public read: a page of the listing with its facets, a product by its slug, the
 * categories' summaries, all from the index (catalog/catalog-endpoint.ts). A GET whose URL is the query,
 * so Hosting's CDN serves repeated ones (firebase.json rewrites /api/catalog/** here).
 */
export const catalog = onRequest({ cors: false }, async (req, res) => {
  try {
    const url = new URL(req.originalUrl ?? req.url, 'http://local');
    const answer = await answerCatalogRequest({ method: req.method, path: url.pathname, search: url.search }, catalogPool);
    res.set(answer.headers).status(answer.status).send(req.method === 'HEAD' ? '' : answer.body);
  } catch (error) {
    logger.error('catalog request failed', error);
    res.set({ 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }).status(503).json({ message: 'The catalog could not answer just now. Please try again.' });
  }
});

/** The catalog's products imported again every hour (the index also refreshes a stale import itself). */
// A run may take 9 minutes (the limit of a scheduled function); it imports for 8 and the next run goes on.
export const refreshCatalog = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 540 }, async () => {
  await index.ready();
  const result = await index.refresh(480_000);
  const reviewsCounted = await indexReviews(await index.ready(), firestore());
  const limitsForgotten = await rateCounter.sweep(Date.now() - LONGEST_WINDOW_MS);
  logger.info('catalog refresh', { ...result, reviewsCounted, limitsForgotten });
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
export const listMyListings = callable({ schema: s.EmptySchema, limit: 'read', handler: (_, caller) => listings.listMyListings({ catalog: catalogPool, now: Date.now }, caller) });
export const listProductReviews = callable({
  schema: s.ProductRefSchema,
  public: true,
  limit: 'read',
  handler: ({ productId }) => reviews.listProductReviews(deps(), productId),
});

/** Public: a visitor registers for the early-bird offer (one registration per email, replaced only by its signed-in owner, until the offer ends). */
export const registerEarlyBird = callable({
  schema: s.EarlyBirdRegistrationSchema,
  public: true,
  limit: 'earlyBird',
  // Its pictures' bytes, by the client's address and by the email it names (its hash: no address in the counts).
  cost: (input) => ({ kind: 'earlyBirdBytes', amount: pictureBytes(input.images), subject: earlyBirdId(input.email) }),
  handler: (input, caller) => register({ ...deps(), images, endsAt: config.earlyBirdEndsAt }, input, caller),
});

export const placeOrder = callable({
  schema: s.PlaceOrderSchema,
  handler: (request, caller) =>
    place({ ...deps(), stock, provider: config.payment.provider, unpaidOrderTtlMs: config.unpaidOrderTtlMs }, caller, request),
});
export const confirmPayment = callable({
  schema: s.OrderRefSchema,
  handler: ({ orderId }, caller) => confirm({ ...deps(), ...payments(), stock }, caller, orderId),
});
/** The buyer closed the payment window unpaid: the order's units go back on sale (issue 32). */
export const cancelPayment = callable({
  schema: s.OrderRefSchema,
  handler: ({ orderId }, caller) => cancel({ ...deps(), stock }, caller, orderId),
});
export const resumePayment = callable({
  schema: s.OrderRefSchema,
  handler: ({ orderId }, caller) => resume({ ...deps(), ...payments(), stock }, caller, orderId),
});
/** A seller's or buyer's step along an order's life (issue 19): seal, dispatch, arrive, confirm, return. */
export const advanceOrder = callable({
  schema: s.AdvanceOrderSchema,
  handler: async (request, caller) => {
    const result = await advance({ ...deps(), staffEmails: config.staffEmails }, caller, request);
    // A review counts into its product's totals at once; if that fails, the outbox's sweep counts it later.
    if (request.action === 'review') {
      await indexReviews(await catalogPool(), firestore(), request.orderId).catch((error: unknown) => logger.warn('review not counted yet', error));
    }
    return result;
  },
});
export const listOrders = callable({ schema: s.EmptySchema, limit: 'read', handler: (_, caller) => ordersOf(deps(), caller) });
export const listSales = callable({ schema: s.EmptySchema, limit: 'read', handler: (_, caller) => salesOf({ ...deps(), staffEmails: config.staffEmails }, caller) });

/** The sandbox gateway's Pay and Decline; absent where payments are real. */
export const sandboxCharge = callable({
  schema: s.SandboxChargeSchema,
  handler: (input, caller) => {
    if (config.payment.provider !== 'sandbox') throw new Refusal('failed-precondition', 'Sandbox charges are off: payments are real here');
    return recordSandboxCharge({ ...deps(), stock }, caller, input);
  },
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
