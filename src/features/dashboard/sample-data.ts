/** Exchange rates: no rates source is connected yet, so the overview shows these, marked as samples. */
export const SAMPLE_RATES = [
  { pair: 'CAD / NGN', rate: '1,118.40', change: '+0.6%' },
  { pair: 'USD / NGN', rate: '1,532.10', change: '+0.4%' },
  { pair: 'GBP / NGN', rate: '2,047.85', change: '-0.2%' },
  { pair: 'EUR / NGN', rate: '1,781.30', change: '+0.1%' },
  { pair: 'BTC / USD', rate: '63,240.00', change: '-1.3%' },
  { pair: 'USDT / CAD', rate: '1.37', change: '0.0%' },
];
