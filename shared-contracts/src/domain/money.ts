// Made on the first amount shown, not as the module loads: a page's first Intl object costs its ICU set-up
// (15 to 20 ms on a desktop), which would lengthen the start-up task of every page.
let naira: Intl.NumberFormat | undefined;

/** Naira as the shop shows it everywhere: en-NG, NGN, no decimals ("₦1,599"). */
export function formatNaira(amount: number): string {
  naira ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return naira.format(amount);
}

/**
 * Money as the payment provider and the order's charge take it: kobo (1/100 naira), always a whole
 * number. Branded, so a naira amount cannot be passed where kobo is meant.
 */
export type Kobo = number & { readonly unit: 'kobo' };

/**
 * The one place an amount in naira becomes kobo, rounded half away from zero. Read through its decimal
 * text, so 1.005 naira is 101 kobo (1.005 * 100 is 100.49999… in floating point).
 */
export function toKobo(naira: number): Kobo {
  if (!Number.isFinite(naira) || Math.abs(naira) > Number.MAX_SAFE_INTEGER / 100) throw new RangeError(`${naira} naira is not an amount of money`);
  const [digits = '0', exponent = '0'] = String(naira).split('e');
  const kobo = Number(`${digits}e${Number(exponent) + 2}`);
  return (Math.sign(kobo) * Math.round(Math.abs(kobo))) as Kobo;
}
