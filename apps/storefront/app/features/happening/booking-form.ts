/**
 * The booking form's values and checks (product guide §5): the activity's questions, then full
 * name, e-mail and phone with its calling code, checked by the shared `contactProblems` with
 * exactly the specification's messages ("Full Name required", "Required field", "Invalid email",
 * "Invalid phone number", "Character limit exceeded"); a required question left empty is a
 * "Required field", a too long answer "Character limit exceeded". The API checks the same and its
 * field errors (`body.fullName`, `body.answers.<id>`) map back onto the same keys.
 */
import { BOOKING_LIMITS, contactProblems } from '@blush/shared/booking';
import type { CreateBookingBody } from '@blush/shared/booking-contracts';
import type { Translate } from '@blush/shared/message-format';
import type { FieldErrors } from '../../components/form/server-errors.ts';

export interface BookingQuestionDto {
  id: string;
  kind: 'text' | 'choice';
  required: boolean;
  label: string;
  choices: Array<{ id: string; label: string }>;
}

export interface BookingValues {
  fullName: string;
  email: string;
  callingCode: string;
  phone: string;
  answers: Record<string, string>;
}

export const emptyBooking = (callingCode: string): BookingValues => ({ fullName: '', email: '', callingCode, phone: '', answers: {} });

export function bookingChecks(questions: readonly BookingQuestionDto[], text: Translate): (values: BookingValues) => FieldErrors {
  return (values) => {
    const errors: FieldErrors = {};
    for (const question of questions) {
      const answer = (values.answers[question.id] ?? '').trim();
      if (question.required && !answer) errors[`answers.${question.id}`] = text('booking.contact.required');
      else if (answer.length > BOOKING_LIMITS.answer) errors[`answers.${question.id}`] = text('booking.contact.too_long');
    }
    for (const [field, problem] of Object.entries(contactProblems(values))) errors[field] = text(`booking.contact.${problem}`);
    return errors;
  };
}

/** The fields in page order: the questions, then the contact details. */
export const bookingFieldOrder = (questions: readonly BookingQuestionDto[]) => () => [...questions.map((q) => `answers.${q.id}`), 'fullName', 'email', 'callingCode', 'phone'];

/** The API's field paths onto the form's keys (`body.fullName` → `fullName`, `body.answers.occasion` → `answers.occasion`). */
export const fieldOfBookingPath = (path: string): string | undefined => {
  const key = path.replace(/^body\./, '');
  const snake: Record<string, string> = { full_name: 'fullName', calling_code: 'callingCode' };
  return snake[key] ?? (key || undefined);
};

export interface BookingChoice {
  activity: string;
  store: string;
  startsAt: string;
  artistId: number | null;
}

export function bookingBody(choice: BookingChoice, values: BookingValues, questions: readonly BookingQuestionDto[]): CreateBookingBody {
  const answers = Object.fromEntries(questions.map((q) => [q.id, (values.answers[q.id] ?? '').trim()]).filter(([, v]) => v));
  return {
    activity: choice.activity,
    store: choice.store,
    starts_at: choice.startsAt,
    artist_id: choice.artistId,
    answers,
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    calling_code: values.callingCode,
    phone: values.phone.replace(/[\s-]/g, ''),
  };
}
