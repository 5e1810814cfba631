/** Which remote screen every path of SPEC §2 shows. The shell knows remotes only by these names. */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
  area: string;
  /** Only for a signed-in shopper: a visitor is sent to sign in first (SPEC §6). */
  signedIn?: boolean;
  /** Its first view arrives as HTML, rendered on the server (shell/src/server); the rest are rendered in the browser. */
  firstViewOnServer?: boolean;
}

const marketing = { remote: 'mf_marketing', area: 'This page', firstViewOnServer: true };
const catalog = { remote: 'mf_catalog', area: 'The catalog', firstViewOnServer: true };
const account = { remote: 'mf_account', area: 'Your account area' };
const accountOnly = { ...account, signedIn: true };
const checkout = { remote: 'mf_checkout', area: 'Checkout', signedIn: true };

export const ORDER_LIST_PATHS = [
  'paid',
  'sealed',
  'dispatched',
  'arrived',
  'confirmed',
  'returned',
  'reviewed',
  'all',
].map((status) => `/orders/${status}`);

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', module: 'Home', ...marketing },
  { path: '/home', module: 'Home', ...marketing },
  { path: '/about', module: 'About', ...marketing },
  { path: '/collections', module: 'Collections', ...marketing },
  { path: '/early-bird-registration', module: 'EarlyBird', ...marketing },
  { path: '/products', module: 'ProductList', ...catalog },
  { path: '/shop', module: 'ProductList', ...catalog },
  { path: '/guest', module: 'ProductList', ...catalog },
  { path: '/products/:slug', module: 'ProductDetail', ...catalog },
  { path: '/catergories', module: 'Categories', ...catalog },
  { path: '/register', module: 'Register', ...account },
  { path: '/login', module: 'Login', ...account },
  { path: '/account', module: 'Account', ...accountOnly },
  { path: '/create', module: 'CreateItem', ...accountOnly },
  { path: '/settings', module: 'Settings', ...accountOnly },
  { path: '/notifications', module: 'Notifications', ...accountOnly },
  ...ORDER_LIST_PATHS.map((path) => ({ path, module: 'Orders', ...accountOnly })),
  { path: '/checkout', module: 'Checkout', ...checkout },
];
