/**
 * Booking rules shared by the API and the storefront (product guide §3–§5): the kinds of activity,
 * the states of a booking, and the contact details a booking asks for with the §5 messages.
 * Messages are catalogue keys (`booking.contact.*`), never texts.
 */
export const ACTIVITY_KINDS = ['service', 'class', 'event'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Stored states; `expired` is what a confirmed or rescheduled booking becomes once its time has passed. */
export const BOOKING_STATES = ['confirmed', 'rescheduled', 'cancelled', 'expired'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_LIMITS = {
  /** Characters of the full name and of an answer (§5 "Character limit exceeded"). */
  fullName: 80,
  answer: 500,
  email: 254,
  cancelReason: 300,
  /** Slots start on this grid of the store's local time. */
  slotStepMinutes: 30,
  /** A service can be booked from this long before it starts … */
  leadMinutes: 60,
  /** … and up to this many days ahead. */
  horizonDays: 60,
} as const;

export type ContactProblem = 'full_name_required' | 'required' | 'invalid_email' | 'invalid_phone' | 'too_long';

export interface BookingContact {
  fullName: string;
  email: string;
  callingCode: string;
  phone: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{6,15}$/;
const CALLING_CODE = /^\+\d{1,4}$/;

/** What is wrong with each contact field, by field name (empty when all is well). */
export function contactProblems(contact: Partial<BookingContact>): Partial<Record<keyof BookingContact, ContactProblem>> {
  const problems: Partial<Record<keyof BookingContact, ContactProblem>> = {};
  const name = (contact.fullName ?? '').trim();
  if (!name) problems.fullName = 'full_name_required';
  else if (name.length > BOOKING_LIMITS.fullName) problems.fullName = 'too_long';
  const email = (contact.email ?? '').trim();
  if (!email) problems.email = 'required';
  else if (email.length > BOOKING_LIMITS.email) problems.email = 'too_long';
  else if (!EMAIL.test(email)) problems.email = 'invalid_email';
  const code = (contact.callingCode ?? '').trim();
  if (!code) problems.callingCode = 'required';
  else if (!CALLING_CODE.test(code)) problems.callingCode = 'invalid_phone';
  const phone = (contact.phone ?? '').replace(/[\s-]/g, '');
  if (!phone) problems.phone = 'required';
  else if (!PHONE.test(phone)) problems.phone = 'invalid_phone';
  return problems;
}

/** A booking question: free text, or one choice of several (labels are catalogue-free texts per language). */
export interface BookingQuestion {
  id: string;
  kind: 'text' | 'choice';
  required: boolean;
  label: Readonly<Record<string, string>>;
  choices?: ReadonlyArray<{ id: string; label: Readonly<Record<string, string>> }>;
}
