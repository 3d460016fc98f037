import { TextInput, type TextInputProps } from '@mantine/core';
import { needsPostalCode } from '@/contract';

/** An address's postal code: required unless the address's country has no postal codes (src/contract/places.ts). */
export function PostalCodeField({ country, ...props }: TextInputProps & { country: string }) {
  return <TextInput required={needsPostalCode(country)} {...props} />;
}
