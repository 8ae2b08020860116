import { randomInt } from 'node:crypto';
import {
  BEAUTY_PROFILE_OPTIONS,
  CONSENT_KINDS,
  CONSENT_VERSION,
  MANDATORY_CONSENTS,
  PASSWORD_HISTORY_DEPTH,
  type PasswordRuleCode,
  type Tier,
  isOldEnough,
  passwordRuleFailures,
  passwordRuleMessage,
} from '@blush/shared/account';
import type { BeautyProfile, RegistrationBody, UserDto } from '@blush/shared/account-contracts';
import { localDate } from '@blush/shared/loyalty';
import { COUNTRY_CODES, type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import { type Db, withTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../domain-error.ts';
import {
  type CustomerRow,
  customersBornIn,
  consentsOf,
  customersDueForReview,
  deleteCustomer,
  employeeCustomers,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPublicId,
  insertConsents,
  insertCustomer,
  insertPasswordHistory,
  listSandboxCustomers,
  lockCustomer,
  recentPasswordHashes,
  searchCustomers,
  updateCustomer,
} from './repo.ts';
import { hashPassword, verifyPassword } from './password.ts';

export { type CustomerRow, tierAt } from './repo.ts';
export { burnPasswordCheck, verifyPassword } from './password.ts';

const CALLING_CODES = new Set(COUNTRY_CODES.map((c) => MARKETS[c].callingCode));

function passwordRulesError(codes: readonly PasswordRuleCode[], language: Language): DomainError {
  const text = translator(language);
  return new DomainError('password_rules', {}, { rules: codes.map((code) => ({ code, message: passwordRuleMessage(code, text) })) });
}


/** Beauty Pass card numbers: 16 digits, starting 8801. */
function newCardNumber(): string {
  let digits = '8801';
  while (digits.length < 16) digits += String(randomInt(10));
  return digits;
}


export interface NewMember extends Omit<RegistrationBody, 'social_link_token' | 'password' | 'password_confirmation'> {
  password: string | null;
  password_confirmation?: string;
  tier?: Tier;
  is_employee?: boolean;
  sandbox?: boolean;
}

/**
 * Register a member: consents, age, calling code and the password rules, then the customer, the
 * consents with their version and time, and the first password in the history, in one
 * transaction. A second registration with the same e-mail (even at the same moment) gets
 * `email_taken`. `password: null` registers a social-only member.
 */
export async function registerCustomer(db: Db, input: NewMember, language: Language): Promise<CustomerRow> {
  const missing = MANDATORY_CONSENTS.filter((kind) => input.consents[kind] !== true);
  if (missing.length) throw new DomainError('consent_required', {}, { missing });
  if (!isOldEnough(input.date_of_birth, localDate(input.country, new Date()))) throw new DomainError('too_young');
  if (!CALLING_CODES.has(input.mobile.calling_code)) throw new DomainError('calling_code_mismatch');
  if (!MARKETS[input.country].languages.includes(input.language)) throw new DomainError('invalid_language');
  if (input.password !== null) {
    const failures = passwordRuleFailures({ password: input.password, confirmation: input.password_confirmation, email: input.email, purpose: 'register' });
    if (failures.length) throw passwordRulesError(failures, language);
  }
  if (await findCustomerByEmail(db, input.email)) throw new DomainError('email_taken');
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  try {
    return await withTransaction(db, async (tx) => {
      const customer = await insertCustomer(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        callingCode: input.mobile.calling_code,
        mobileNumber: input.mobile.number,
        dateOfBirth: input.date_of_birth,
        country: input.country,
        language: input.language,
        tier: input.tier ?? 'pink',
        cardNumber: newCardNumber(),
        isEmployee: input.is_employee ?? false,
        marketingConsent: input.consents.marketing === true,
        sandbox: input.sandbox ?? false,
      });
      await insertConsents(
        tx,
        CONSENT_KINDS.map((kind) => ({ customerId: customer.id, kind, granted: input.consents[kind] === true, version: CONSENT_VERSION })),
      );
      if (passwordHash) await insertPasswordHistory(tx, customer.id, passwordHash);
      return customer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('email_taken');
    throw error;
  }
}

export const customerByEmail = (db: Db, email: string) => findCustomerByEmail(db, email);
export const customerById = (db: Db, id: number) => findCustomerById(db, id);

export async function customerByPublicId(db: Db, publicId: string): Promise<CustomerRow> {
  const row = /^[0-9a-f-]{36}$/i.test(publicId) ? await findCustomerByPublicId(db, publicId) : undefined;
  if (!row) throw new DomainError('user_not_found');
  return row;
}

export async function requireCustomer(db: Db, id: number): Promise<CustomerRow> {
  const row = await findCustomerById(db, id);
  if (!row) throw new DomainError('user_not_found');
  return row;
}

/**
 * Check a new password against the rules and AUTH_MS_PV_006 (not the e-mail, not one of the last
 * two passwords); throws `password_rules` listing every rule it breaks.
 */
export async function validateNewPassword(db: Db, customer: CustomerRow, password: string, confirmation: string, language: Language): Promise<void> {
  const failures = passwordRuleFailures({ password, confirmation, email: customer.email, purpose: 'change' });
  if (!failures.includes('AUTH_MS_PV_006')) {
    for (const hash of await recentPasswordHashes(db, customer.id, PASSWORD_HISTORY_DEPTH)) {
      if (await verifyPassword(hash, password)) {
        failures.push('AUTH_MS_PV_006');
        break;
      }
    }
  }
  if (failures.length) throw passwordRulesError([...new Set(failures)].sort(), language);
}

/** Store a password already validated, keeping it in the history. */
export async function storePassword(db: Db, customerId: number, password: string): Promise<CustomerRow> {
  const passwordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    const updated = await updateCustomer(tx, customerId, { passwordHash });
    await insertPasswordHistory(tx, customerId, passwordHash);
    return updated;
  });
}

export async function changePassword(
  db: Db,
  customerId: number,
  input: { current_password: string; password: string; password_confirmation: string },
  language: Language,
): Promise<CustomerRow> {
  const customer = await requireCustomer(db, customerId);
  if (!customer.passwordHash || !(await verifyPassword(customer.passwordHash, input.current_password))) {
    throw new DomainError('wrong_current_password');
  }
  await validateNewPassword(db, customer, input.password, input.password_confirmation, language);
  return storePassword(db, customer.id, input.password);
}

export interface ProfileUpdate {
  first_name?: string | undefined;
  last_name?: string | undefined;
  mobile?: { calling_code: string; number: string } | undefined;
  language?: Language | undefined;
  marketing_consent?: boolean | undefined;
  beauty_profile?: Partial<BeautyProfile> | undefined;
}

export async function updateProfile(db: Db, customerId: number, update: ProfileUpdate): Promise<CustomerRow> {
  const customer = await requireCustomer(db, customerId);
  if (update.mobile && !CALLING_CODES.has(update.mobile.calling_code)) throw new DomainError('calling_code_mismatch');
  if (update.language && !MARKETS[customer.country as CountryCode].languages.includes(update.language)) throw new DomainError('invalid_language');
  return withTransaction(db, async (t) => {
    if (update.marketing_consent !== undefined && update.marketing_consent !== customer.marketingConsent) {
      await insertConsents(t, [{ customerId, kind: 'marketing', granted: update.marketing_consent, version: CONSENT_VERSION }]);
    }
    return updateCustomer(t, customerId, {
      ...(update.first_name !== undefined ? { firstName: update.first_name } : {}),
      ...(update.last_name !== undefined ? { lastName: update.last_name } : {}),
      ...(update.mobile ? { callingCode: update.mobile.calling_code, mobileNumber: update.mobile.number } : {}),
      ...(update.language ? { language: update.language } : {}),
      ...(update.marketing_consent !== undefined ? { marketingConsent: update.marketing_consent } : {}),
      ...(update.beauty_profile ? { beautyProfile: { ...customer.beautyProfile, ...update.beauty_profile } } : {}),
    });
  });
}

/** Set the tier (or keep it) with the date its 12-month term starts. */
export async function setTier(db: Db, customerId: number, tier: Tier, since: Date = new Date()): Promise<CustomerRow> {
  return updateCustomer(db, customerId, { tier, tierSince: since });
}

/** A member locked for a change in the caller's transaction (`user_not_found` when unknown). */
export async function lockMember(t: Db, id: number): Promise<CustomerRow> {
  const row = await lockCustomer(t, id);
  if (!row) throw new DomainError('user_not_found');
  return row;
}

/** Give a member `tier` until `endsAt` whatever the rules say (staff, audited by the caller); the rules keep `tier` meanwhile. */
export function setTierOverride(t: Db, customerId: number, override: { tier: Tier; endsAt: Date; reason: string }): Promise<CustomerRow> {
  return updateCustomer(t, customerId, { tierOverride: override.tier, tierOverrideEndsAt: override.endsAt, tierOverrideReason: override.reason });
}

/** Every consent the member gave or withdrew, oldest first (a data export). */
export async function memberConsents(db: Db, customerId: number) {
  return (await consentsOf(db, customerId)).map((c) => ({ kind: c.kind, granted: c.granted, version: c.version, recorded_at: c.recordedAt.toISOString() }));
}

/** Back-office member search (see `searchCustomers`): newest first, keyset on the id. */
export const searchMembers = (db: Db, query: { q?: string | undefined; before?: number | undefined; limit: number }) => searchCustomers(db, query);

export const membersDueForReview = (db: Db, before: Date) => customersDueForReview(db, before);
export const membersBornIn = (db: Db, month: number) => customersBornIn(db, month);
export const staffMembers = (db: Db) => employeeCustomers(db);

export const setEmployee = (db: Db, customerId: number, isEmployee: boolean) => updateCustomer(db, customerId, { isEmployee });
export const sandboxCustomers = (db: Db) => listSandboxCustomers(db);
export const deleteSandboxCustomer = (db: Db, customerId: number) => deleteCustomer(db, customerId);

const EMPTY_PROFILE: BeautyProfile = {
  skin_type: null,
  skin_tone: null,
  skin_undertone: null,
  skin_concerns: [],
  hair_type: null,
  hair_concerns: [],
  eye_colour: null,
};

export function beautyProfileOf(row: CustomerRow): { profile: BeautyProfile; complete: boolean } {
  const profile = { ...EMPTY_PROFILE, ...row.beautyProfile };
  const complete = (Object.keys(BEAUTY_PROFILE_OPTIONS) as (keyof BeautyProfile)[]).every((key) => {
    const value = profile[key];
    return Array.isArray(value) ? value.length > 0 : value !== null;
  });
  return { profile, complete };
}

export function userDto(row: CustomerRow, socialProviders: readonly 'google'[] = []): UserDto {
  const { profile, complete } = beautyProfileOf(row);
  return {
    id: row.publicId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile: { calling_code: row.callingCode, number: row.mobileNumber },
    date_of_birth: row.dateOfBirth,
    country: row.country as CountryCode,
    language: row.language as Language,
    marketing_consent: row.marketingConsent,
    has_password: row.passwordHash !== null,
    social_providers: [...socialProviders],
    is_employee: row.isEmployee,
    tier: row.tier,
    card_number: row.cardNumber,
    beauty_profile: profile,
    beauty_profile_complete: complete,
    created_at: row.createdAt.toISOString(),
  };
}
