/** Drawn in place of a product picture that is missing or fails to load: never a broken image. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#eef0f4"/>' +
    '<g fill="none" stroke="#a3abbd" stroke-width="18" stroke-linejoin="round"><rect x="170" y="190" width="260" height="220" rx="24"/>' +
    '<path d="M180 380l80-90 60 60 40-40 70 70"/><circle cx="370" cy="250" r="22"/></g></svg>',
)}`;
