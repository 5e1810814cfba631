const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Naira as the shop shows it everywhere: en-NG, NGN, no decimals ("₦1,599"). */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}

/** Amount sent to the payment provider: naira x 100, an integer number of kobo. */
export function nairaToKobo(amount: number): number {
  return Math.round(amount * 100);
}
