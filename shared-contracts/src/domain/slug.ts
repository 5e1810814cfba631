/** SPEC §2: the product name lowercased with spaces replaced by hyphens. */
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
