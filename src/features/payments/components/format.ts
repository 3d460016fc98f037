import { CRYPTO_DECIMALS } from '@/contract';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: CRYPTO_DECIMALS });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatAmount = (amount: number, currency: string) => `${number.format(amount)} ${currency}`;
