import type { ColumnType, Generated } from 'kysely';

/** Numeric columns come back as text from PostgreSQL; they are written as numbers. */
type Decimal = ColumnType<string, number | string, number | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * One payment request (product §3 "Payment request payload"). owner_user_id is whose request it is (a sub-user acts for
 * its parent); created_by_user_id is who typed it (null once that sub-profile is deleted: the request stays with its
 * owner), and only that user confirms it with the payment token. Fields of the other forms stay null. The invoice
 * lives in documents; the password is never stored.
 */
export interface PaymentRequestsTable {
  id: Generated<string>;
  transaction_id: string;
  owner_user_id: string;
  created_by_user_id: string | null;
  payment_type: number;
  destination: 'Self' | 'Third Party';
  form_kind: string;
  payment_status: number;
  source_currency: string;
  amount: Decimal;
  amount_currency: string | null;
  crypto: string | null;
  network_id: number | null;
  purpose_of_payment: string | null;
  account_number: string | null;
  bank_code: string | null;
  /** An international wire's bank, as typed. */
  bank_name: string | null;
  wallet_address: string | null;
  ben_full_name: string | null;
  ben_address: string | null;
  bank_address: string | null;
  postal_code: string | null;
  swift_code: string | null;
  intermediary_bank: string | null;
  intermediary_address: string | null;
  intermediary_swift_code: string | null;
  payment_reference: string | null;
  aba_sort_bsb_ifsc: string | null;
  /** The country of the bank account a payment to oneself goes to (NG for a NUBAN), and the saved method it was taken from. */
  bank_country: ColumnType<string | null, string | null | undefined, string | null>;
  payment_method_id: ColumnType<number | null, number | null | undefined, number | null>;
  invoice_document_id: string | null;
  invoice_name: string;
  created_at: CreatedAt;
  confirmed_at: Date | null;
}

/** A payment method (bank account or wallet) of one customer account (product §3 "Payment method add"). */
export interface PaymentMethodsTable {
  id: Generated<number>;
  owner_user_id: string;
  account_id: number;
  account_number_wallet_address: string;
  bank: string;
  account_name: string;
  currency_code: string;
  /** A bank account's country, BIC and routing number or sort code; null for wallets and in rows stored before issue 46. */
  country_code: ColumnType<string | null, string | null | undefined, string | null>;
  bic: ColumnType<string | null, string | null | undefined, string | null>;
  routing_number: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/**
 * A passkey challenge for one request: derived from its content, its id and this one-time nonce
 * (services/payments/payment-passkeys.ts).
 */
export interface PaymentPasskeyChallengesTable {
  challenge: string;
  nonce: string;
  payment_request_id: string;
  user_id: string;
  expires_at: Date;
}

/** How a request was confirmed; for a passkey, the evidence (null for the email code). */
export interface PaymentConfirmationsTable {
  payment_request_id: string;
  method: 'passkey' | 'emailCode';
  confirmed_by_user_id: string | null;
  confirmed_at: Date;
  credential_id: string | null;
  credential_public_key: Uint8Array | null;
  device_name: string | null;
  /**
   * The exact JSON text the challenge was derived from (services/payments/payment-passkeys.ts): what was shown, the
   * request id, the nonce.
   */
  signed_content: string | null;
  digest_key_id: string | null;
  challenge: string | null;
  authenticator_data: Uint8Array | null;
  client_data_json: Uint8Array | null;
  signature: Uint8Array | null;
}

export interface PaymentTables {
  payment_requests: PaymentRequestsTable;
  payment_methods: PaymentMethodsTable;
  payment_passkey_challenges: PaymentPasskeyChallengesTable;
  payment_confirmations: PaymentConfirmationsTable;
}
