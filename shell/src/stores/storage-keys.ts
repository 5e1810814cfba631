/** Browser storage keys of what the shell keeps between visits (SPEC §3: the session is kept under `user`). */
export const SESSION_STORAGE_KEY = 'user';
export const CART_STORAGE_KEY = 'cart';
export const NOTIFICATIONS_STORAGE_KEY = 'notifications';
