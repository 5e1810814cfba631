import { productSlug } from 'shared-contracts/core';

/**
 * The slug a product asks for: the spec's (its name lowercased, spaces as hyphens) when that holds a letter
 * or digit, else its id lowercased. A name of '.' or '..' would be a path step, never a page
 * ('/products/..' is '/products'), and punctuation alone names nothing a shopper could read in an address.
 */
export function reachableSlug(name: string, id: string): string {
  const slug = productSlug(name);
  return /[\p{L}\p{N}]/u.test(slug) ? slug : id.toLowerCase();
}
