/** Exchange rates: no rates source is connected yet, so the overview shows these, marked as samples. `change` is a fraction. */
export const SAMPLE_RATES = [
  { pair: 'CAD / NGN', rate: 1118.4, change: 0.006 },
  { pair: 'USD / NGN', rate: 1532.1, change: 0.004 },
  { pair: 'GBP / NGN', rate: 2047.85, change: -0.002 },
  { pair: 'EUR / NGN', rate: 1781.3, change: 0.001 },
  { pair: 'BTC / USD', rate: 63240, change: -0.013 },
  { pair: 'USDT / CAD', rate: 1.37, change: 0 },
];
