/** The catalog could not answer (down, unreachable, a refused query, or an error status other than "not found"). */
export class CatalogError extends Error {
  override name = 'CatalogError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
