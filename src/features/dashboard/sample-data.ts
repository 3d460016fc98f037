import { APPROXIMATE_UNITS_PER_USD } from '@/contract/money-bands';

/** The currencies whose rates the overview shows against the customer's own, the first four that are not hers. */
const SHOWN_AGAINST = ['CAD', 'USD', 'GBP', 'EUR', 'CHF'] as const;
/** Sample day changes (fractions) of each currency shown. */
const SAMPLE_CHANGES: Record<string, number> = { CAD: 0.006, USD: 0.004, GBP: -0.002, EUR: 0.001, CHF: 0.002 };

export interface SampleRate {
  pair: string;
  rate: number;
  change: number;
}

/**
 * Exchange rates: no rates source is connected yet, so the overview shows samples, marked as such, made from the
 * declared approximate rates (src/contract/money-bands.ts): four currencies against the customer's own, Bitcoin
 * against the dollar, and USDT against hers. A currency without a declared rate is shown as the dollar.
 */
export function sampleRates(ownCurrency: string): SampleRate[] {
  const own = ownCurrency in APPROXIMATE_UNITS_PER_USD ? ownCurrency : 'USD';
  const against = (currency: string) => APPROXIMATE_UNITS_PER_USD[own] / APPROXIMATE_UNITS_PER_USD[currency];
  return [
    ...SHOWN_AGAINST.filter((currency) => currency !== own)
      .slice(0, 4)
      .map((currency) => ({ pair: `${currency} / ${own}`, rate: against(currency), change: SAMPLE_CHANGES[currency] })),
    { pair: 'BTC / USD', rate: 63240, change: -0.013 },
    { pair: `USDT / ${own}`, rate: against('USD'), change: 0 },
  ];
}
