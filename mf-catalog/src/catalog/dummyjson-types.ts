/** DummyJSON's product as it crosses the wire (the local service gives the same shape). */
export interface DummyProduct {
  id: number;
  title: string;
  description?: string;
  category?: string;
  price: number;
  discountPercentage?: number;
  rating?: number;
  stock?: number;
  tags?: string[];
  brand?: string;
  thumbnail?: string;
  images?: string[];
  reviews?: DummyReview[];
}

export interface DummyReview {
  rating: number;
  comment: string;
  date: string;
  reviewerName: string;
  reviewerEmail?: string;
}

export interface DummyProductPage {
  products: DummyProduct[];
  total: number;
  skip: number;
  limit: number;
}
