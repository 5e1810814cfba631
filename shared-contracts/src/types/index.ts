export type * from './user';
export type * from './product';
export type * from './cart';
export type * from './notification';
export type * from './order';
export type * from './forms';
export type * from './catalog';
export type * from './listing';
