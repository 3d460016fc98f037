/** SPEC 1: the overview shows static sample figures only. */
export const SAMPLE_STATS = {
  volume: { label: 'Volume', value: 'CAD 128,450.00', change: '+12.4% this month' },
  totalRequests: { label: 'Total requests', value: '342', change: '+28 this month' },
};

export const SAMPLE_ACTIVITY = [
  { month: 'Jan', requests: 18, volume: 7.4 },
  { month: 'Feb', requests: 24, volume: 9.1 },
  { month: 'Mar', requests: 21, volume: 8.2 },
  { month: 'Apr', requests: 33, volume: 12.6 },
  { month: 'May', requests: 29, volume: 11.0 },
  { month: 'Jun', requests: 41, volume: 15.8 },
  { month: 'Jul', requests: 38, volume: 14.3 },
  { month: 'Aug', requests: 46, volume: 17.9 },
  { month: 'Sep', requests: 52, volume: 19.2 },
];

export const SAMPLE_TRANSACTIONS = [
  { id: 'TX-10482', date: '2025-09-18', description: 'Invoice 2291 to Lagos Textiles Ltd', type: 'Fiat to fiat', amount: 'CAD 4,200.00', status: 'Approved' },
  { id: 'TX-10477', date: '2025-09-16', description: 'Supplier payment, Accra', type: 'Fiat to crypto', amount: 'CAD 1,150.00', status: 'Processing' },
  { id: 'TX-10469', date: '2025-09-12', description: 'Wallet withdrawal', type: 'Crypto to fiat', amount: 'USDT 900.00', status: 'Approved' },
  { id: 'TX-10455', date: '2025-09-09', description: 'Freight, Rotterdam', type: 'Fiat to fiat', amount: 'CAD 7,830.00', status: 'Paused' },
  { id: 'TX-10441', date: '2025-09-03', description: 'Payroll top-up', type: 'Fiat to fiat', amount: 'CAD 2,500.00', status: 'Approved' },
] as const;

export const SAMPLE_NOTIFICATION = 'Payment request TX-10477 needs a valid invoice: upload a new one to continue.';

export const SAMPLE_RATES = [
  { pair: 'CAD / NGN', rate: '1,118.40', change: '+0.6%' },
  { pair: 'USD / NGN', rate: '1,532.10', change: '+0.4%' },
  { pair: 'GBP / NGN', rate: '2,047.85', change: '-0.2%' },
  { pair: 'EUR / NGN', rate: '1,781.30', change: '+0.1%' },
  { pair: 'BTC / USD', rate: '63,240.00', change: '-1.3%' },
  { pair: 'USDT / CAD', rate: '1.37', change: '0.0%' },
];
