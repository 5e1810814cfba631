/** SPEC §5: 'In Stock (N items)' when stock is above 0, else 'Out of Stock'. */
export function availabilityText(stock: number): string {
  return stock > 0 ? `In Stock (${stock} items)` : 'Out of Stock';
}
