// The exports of shared-contracts that fewer than two packages import, each with why it stays a contract
// (contract-usage.test.ts fails on any other). Anything else only one app uses belongs in that app.

/**
 * A payload schema of the server (`shared-contracts/schemas`, a name ending in Schema) is a contract however
 * few packages import it: the server parses with it, the browser sends its type. So a team adding a server call
 * adds its schema without touching this list.
 */
export const isServerPayloadSchema = (entry: string, name: string) => entry === 'shared-contracts/schemas' && name.endsWith('Schema');

const PLATFORM = 'the platform a remote is given: the shell makes it, every remote receives it through usePlatform';
const SERVER_PAYLOAD = 'part of a server payload: the server checks it with its schema, the browser sends this type';
const SERVER_CHECKS = 'a value list or limit the server’s schema checks, which a form offers the shopper';
const SAME_SHAPE = 'part of a shape both sides read: the account document, an order, the catalog endpoint’s answer, a bus event';
const ORDER_LIFE = 'the order’s life: the server applies it, and so does the in-memory server behind every remote’s harness';
const SERVER_RULE = 'a rule the server applies, which the in-memory server behind every harness applies the same way';
const SCHEMA_FIELD = 'a field the server’s schemas are made of; the shell checks its runtime config with the same ones';
const HARNESS = 'part of the harness every remote runs alone in and is tested against';
const BUS_CHECK = 'the bus contract’s check: the shell’s guard applies it to what remotes send, as every harness’s bus does';

export const SINGLE_PACKAGE_EXPORTS: Record<string, string> = {
  ...Object.fromEntries(
    ['PlatformConfig', 'PlatformProvider', 'ShopBus', 'ShopStores', 'bus', 'createBus', 'createShopStores', 'CartState', 'NotificationState', 'PaymentConfig', 'EMPTY_NOTIFICATIONS'].map(
      (name) => [name, PLATFORM],
    ),
  ),
  defaultSort: 'the sort the catalog endpoint’s query schema takes when none is given (Best match while searching); the listing’s URL leaves it out by the same rule',
  CONTRACTS_VERSION: 'the version every remote’s build records (rspack.base reads it from package.json); the shell refuses another major',
  createStore: 'the store the platform’s stores are made of; the catalog keeps its wishlist in one too',
  SHELL_PAGE_PATH: 'the shell’s page by name: its build writes it (rspack.base.ts), Hosting’s rewrites and the deploy serve it (scripts/deploy), the render function fills it in',
  ...Object.fromEntries(
    ['ListingInput', 'ListingPatch', 'ListingUpdate', 'PrimaryInformationPatch', 'NOTIFICATIONS_MAX'].map((name) => [name, SERVER_PAYLOAD]),
  ),
  SHOP_CALLS: 'the map of the shop’s calls: the server serves it (schemas and answers), the browser’s callServer is typed by it',
  ...Object.fromEntries(['ShopCalls', 'CallName', 'CallAnswer'].map((name) => [name, 'the types of the map of the shop’s calls: the server’s specs are checked against them, and callServer is typed by them'])),
  ...Object.fromEntries(['SendCall', 'typedCalls'].map((name) => [name, 'the transport under callServer, typed once: the shell’s client and the in-memory double behind every harness carry calls through it'])),
  ListedOrder: 'the answer of the listOrders callable (the map of the shop’s calls names it), which the account area splits into its lists',
  PaymentSettlement: 'the answer of the confirmPayment callable, which the server gives and checkout reads',
  CATALOG_PAGE_MAX: 'the catalog endpoint’s last page: the server’s query schema refuses a later one, the listing links to none',
  SORT_OPTIONS: 'the catalog endpoint’s sorts (SortValue): the server’s query schema takes these, the listing offers them',
  ...Object.fromEntries(
    ['CURRENCIES', 'DISABILITY_TYPES', 'EDUCATIONAL_LEVELS', 'GENDERS', 'ITEM_CATEGORIES', 'LANGUAGES', 'ORDER_STATUSES', 'PRODUCT_IMAGES_MAX', 'TIMEZONES', 'USER_TYPES', 'EARLY_BIRD_IMAGES_MAX'].map(
      (name) => [name, SERVER_CHECKS],
    ),
  ),
  ...Object.fromEntries(
    ['AccountDeletionRequest', 'BillingAddress', 'Gender', 'UserType', 'OrderItem', 'CatalogFacets', 'CategoryCount', 'CartProductInput', 'ShippingData', 'SettingsValues', 'SETTINGS_TABS'].map(
      (name) => [name, SAME_SHAPE],
    ),
  ),
  ...Object.fromEntries(['ORDER_TRANSITIONS', 'OrderRole', 'RETURN_WINDOW_MS', 'nextActions', 'transitionProblem'].map((name) => [name, ORDER_LIFE])),
  shopperProfilePatch: 'what a profile patch may merge, server-owned fields left out: the server applies it, and so does the in-memory server behind every harness',
  ...Object.fromEntries(['formatShippingAddress', 'mergePreferences', 'orderId', 'paymentReference', 'newestFirst', 'ordersNewestFirst'].map((name) => [name, SERVER_RULE])),
  totalsOf: 'the one totals rule over priced lines: the server totals orders with it, the cart’s orderTotals maps onto it',
  cartReducer: 'the cart’s rule: the server’s price-agreement test runs it to prove the cart and the server total alike',
  taxOf: 'the spec’s tax (8 %, whole naira) inside totalsOf; the account area prices its sample orders with it',
  CURRENCY: 'the currency of every amount the server asks the payment provider for (kobo of NGN)',
  ...Object.fromEntries(['choice', 'httpUrl', 'objectMessage'].map((name) => [name, SCHEMA_FIELD])),
  ...Object.fromEntries(['HARNESS_GOOGLE_USER', 'HarnessProvider', 'MemoryIdentity', 'priceInCart', 'RenderScreenOptions'].map((name) => [name, HARNESS])),
  ...Object.fromEntries(['SHOP_EVENT_NAMES', 'eventPayloadProblem'].map((name) => [name, BUS_CHECK])),
  holdHarnessesTo: 'the jest setup of every remote’s tests (scripts/jest/bus-surface.setup.ts) holds harnesses to the remote’s bus surface',
  RouteDataTemplate: 'a remote’s build names its route data with it (rspack.base.ts); the shell expands it',
  expandRouteData: 'how the shell expands a remote’s route-data template; the remote’s test checks its templates ask what its screens ask',
  sessionForStorage: 'what the browser keeps of a session, without the address: the shell stores it, checkout waits for the rest (profileIsKnown)',
  profileIsKnown: 'whether a session holds the whole profile, which sessionForStorage (the shell’s) leaves out: checkout waits on it',
  APPEARANCE_STORAGE_KEY: 'the appearance a shopper saves in Settings, which the shell applies before the first paint',
  parseStoredAppearance: 'reads the stored appearance with the same defaults Settings shows (settingsValues)',
  splitName: 'how a display name splits into first and last: newAccountDocument (the server’s) and the shell’s account chooser agree',
  parseDateOfCreation: 'reads the account document’s dateOfCreation in the format newAccountDocument (the server’s) writes',
  DEFAULT_TIMEZONE: 'the time zone the shop shows dates in: Settings’ default, and the catalog’s',
  EARLY_BIRD_COUNTDOWN_MS: 'the offer’s length: the local stack sets the offer’s end by it (scripts/stack/runtime-config.ts)',
};
