// validator exports the countries its passport formats know, which @types/validator does not declare.
export {};
declare module 'validator/es/lib/isPassportNumber' {
  export const locales: string[];
}
