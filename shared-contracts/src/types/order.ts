export type OrderStatus =
  | 'paid'
  | 'sealed'
  | 'dispatched'
  | 'arrived'
  | 'confirmed'
  | 'returned'
  | 'reviewed';

export interface OrderItem {
  name: string;
  price: number;
  quantity: number;
  image: string;
}

/** SPEC §3 Order. */
export interface Order {
  id: string;
  status: OrderStatus;
  items: OrderItem[];
  total: number;
  /** ISO date. */
  date: string;
  paymentMethod: string;
  shippingAddress: string;
  /** Only for dispatched or arrived orders. */
  trackingNumber?: string;
  paymentReference?: string;
}

export interface Review {
  id: string;
  item: string;
  rating: number;
  comment: string;
  date: string;
}

export interface Sale {
  id: string;
  item: string;
  status: string;
  price: number;
}
