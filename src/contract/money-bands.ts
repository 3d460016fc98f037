import countryToCurrency from 'country-to-currency';

/*
 * Yearly incomes and monthly volumes in the customer's currency. A band is a range of US dollars, as product §3 writes
 * the income bands ($0-$1000 … $4001-$5000, ids 1 to 5); it is stored by its id. A customer whose country's currency
 * is another is shown the band's range in that currency, converted at the approximate rate declared below and
 * rounded, with a line saying so: the choice stays the same band of dollars, read in familiar amounts. A customer of
 * Nigeria or the US (or of a country not known yet) reads the dollar bands as product §3 writes them.
 */

/**
 * Approximate units of each currency for one US dollar: the one declared rate behind the bands' converted amounts and
 * the overview's sample exchange rates. Not a live rate; a currency missing here is shown in dollars.
 */
export const APPROXIMATE_UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  NGN: 1532.1,
  EUR: 0.860102,
  GBP: 0.74815,
  CAD: 1.369903,
  CHF: 0.805,
  XOF: 564.2,
  XAF: 564.2,
  GHS: 12.1,
  KES: 129.2,
  ZAR: 17.9,
  MAD: 9.25,
  EGP: 48.5,
  INR: 84.1,
  CNY: 7.2,
  JPY: 149.5,
  AUD: 1.52,
  BRL: 5.45,
  SEK: 10.5,
  NOK: 10.8,
  DKK: 6.42,
  PLN: 3.98,
};

/** Product §3 writes the bands in US dollars: its customers of Nigeria and the US read them so. */
const DOLLAR_COUNTRIES: ReadonlySet<string> = new Set(['NG', 'US']);

/** The currency of a country (country-to-currency, ISO 3166 → ISO 4217): EUR for FR, XOF for CI; undefined when unknown. */
export const currencyOfCountry = (country: string): string | undefined =>
  countryToCurrency[country as keyof typeof countryToCurrency];

/** The currency a customer of this country (of residence, or of incorporation) reads the bands in: USD where no rate is declared. */
export function customerCurrency(country: string): string {
  if (!country || DOLLAR_COUNTRIES.has(country)) return 'USD';
  const currency = currencyOfCountry(country);
  return currency && currency in APPROXIMATE_UNITS_PER_USD ? currency : 'USD';
}

/** A band of US dollars: `below` only for 'less than', `above` only for 'more than'. */
export type DollarBand = { from: number; to: number } | { below: number } | { above: number };

/** Yearly income bands: product §3's five (ids 1 to 5, kept as they are), then six for the incomes they leave out. */
export const INCOME_BANDS: Readonly<Record<number, DollarBand>> = {
  1: { from: 0, to: 1000 },
  2: { from: 1001, to: 2000 },
  3: { from: 2001, to: 3000 },
  4: { from: 3001, to: 4000 },
  5: { from: 4001, to: 5000 },
  6: { from: 5001, to: 10_000 },
  7: { from: 10_001, to: 25_000 },
  8: { from: 25_001, to: 50_000 },
  9: { from: 50_001, to: 100_000 },
  10: { from: 100_001, to: 250_000 },
  11: { above: 250_000 },
};

/** Monthly transaction volume bands (ours: the product description does not list them). */
export const VOLUME_BANDS: Readonly<Record<number, DollarBand>> = {
  1: { below: 1000 },
  2: { from: 1000, to: 5000 },
  3: { from: 5001, to: 10_000 },
  4: { from: 10_001, to: 25_000 },
  5: { from: 25_001, to: 50_000 },
  6: { from: 50_001, to: 100_000 },
  7: { from: 100_001, to: 250_000 },
  8: { from: 250_001, to: 500_000 },
  9: { from: 500_001, to: 1_000_000 },
  10: { above: 1_000_000 },
};

/** An amount of dollars in this currency, rounded to two significant digits (0.86 × 25,000 = 21,500 → 22,000). */
export function approximateAmount(dollars: number, currency: string): number {
  const amount = dollars * (APPROXIMATE_UNITS_PER_USD[currency] ?? 1);
  if (amount < 10) return Math.round(amount);
  const unit = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / unit) * unit;
}

/**
 * A band's amounts in this currency: a band starting one dollar above the last one's end starts one unit above the
 * last one's converted end, so that converted bands still meet without overlapping (… 860 €, 861 € …).
 */
export function bandIn(band: DollarBand, currency: string): DollarBand {
  if ('below' in band) return { below: approximateAmount(band.below, currency) };
  if ('above' in band) return { above: approximateAmount(band.above, currency) };
  const from =
    band.from === 0
      ? 0
      : band.from % 1000 === 1
        ? approximateAmount(band.from - 1, currency) + 1
        : approximateAmount(band.from, currency);
  return { from, to: approximateAmount(band.to, currency) };
}
