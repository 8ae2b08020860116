/**
 * Shipping addresses (product guide §3 order fields, §5 shipping country): each country's address
 * format (fields in display order, which are required, the catalogue keys of their labels, the
 * region list and the postcode rule), the check itself with its messages from the catalogue
 * (`address.*`, decision 0021), the zod schema the API uses, where each site ships to, and the
 * business registration number printed on invoices. The storefront's checkout uses the same
 * functions to check a form as the shopper types.
 */
export {
  ADDRESS_FIELDS,
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  type AddressErrorKey,
  type AddressField,
  type AddressFormField,
  type AddressLabelKey,
  RECIPIENT_FIELDS,
  type RecipientField,
} from './address/fields.ts';
export { type Region, findRegion, regionName } from './address/regions.ts';
export { ADDRESS_FORMATS, type AddressFieldFormat, type AddressFormat, type PostcodeRule, addressFieldLabel } from './address/formats.ts';
export { SHIPS_TO, shipsTo } from './address/ships-to.ts';
export {
  type Address,
  type AddressCheck,
  type AddressInput,
  type Recipient,
  type RecipientCheck,
  type RecipientInput,
  type ShippingAddress,
  addressSchema,
  validateAddress,
  validateRecipient,
} from './address/validate.ts';
export { addressLines } from './address/lines.ts';
export {
  REGISTRATION_NUMBERS,
  type RegistrationNumberCheck,
  type RegistrationNumberRule,
  isValidAbn,
  isValidNzbn,
  isValidThaiTaxId,
  normaliseRegistrationNumber,
  registrationNumberMessage,
  registrationNumberName,
  validateRegistrationNumber,
} from './address/tax-ids.ts';
