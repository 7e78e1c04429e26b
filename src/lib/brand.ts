/** The brand, set once at build time (VITE_BRAND_NAME, VITE_BRAND_SHORT); docs/product/layout.md. */
export const BRAND = {
  name: import.meta.env.VITE_BRAND_NAME || 'LAJU',
  short: import.meta.env.VITE_BRAND_SHORT || 'LJ',
  year: 2025,
} as const;

export const footerText = `© ${BRAND.year} ${BRAND.name}`;
