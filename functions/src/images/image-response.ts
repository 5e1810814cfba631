/**
 * How a stored picture is answered: its type, cached for a year (ids are never reused), never
 * sniffed, and sandboxed so an SVG opened on its own runs nothing.
 */
export function imageHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}
