// The package is CommonJS: Node's ESM loader (the server as started) sees only its default export.
import addressFormatter from '@fragaria/address-formatter';

/** An address as stored: the street as typed, the city and state names, the postal code and the country's ISO code. */
export interface StoredAddress {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
}

/**
 * The lines of an address as its country writes them on an envelope, by OpenCage's address templates
 * (@fragaria/address-formatter): '75008 Paris' in France, 'Washington, DC 20500' in the United States. The country
 * itself is not written: the reviewer reads it on its own line.
 */
export const postalAddressLines = (address: StoredAddress): string[] =>
  addressFormatter.format(
    {
      road: address.streetAddress,
      city: address.city,
      state: address.state,
      postcode: address.postalCode || undefined,
      countryCode: address.countryCode,
    },
    { output: 'array' },
  );
