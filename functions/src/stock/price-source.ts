/** A product as an order prices it: what the catalog or the seller's listing says now. */
export interface PricedProduct {
  id: string;
  name: string;
  image: string;
  /** Whole naira the shopper pays per unit (discount applied). */
  unitPrice: number;
  stock: number;
  sellerId: string;
  /** False for a listing its seller took off sale. */
  forSale: boolean;
}

/** Where the server looks a product's price up; null when there is no such product. */
export type PriceSource = (productId: string) => Promise<PricedProduct | null>;
