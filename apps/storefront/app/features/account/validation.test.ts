import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-core.ts';
import { formField, latestDateOfBirth, serverFormErrors, validateRegistration } from './validation.ts';

const VALID = {
  email: 'ava@example.com',
  password: 'Glow#2026x',
  password_confirmation: 'Glow#2026x',
  first_name: 'Ava',
  last_name: 'Lim',
  calling_code: '+65',
  mobile_number: '9123 4567',
  date_of_birth: '1995-06-15',
  country: 'SG',
  language: 'en',
  consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true, marketing: false },
};

describe('account form checks', () => {
  it('accepts a complete registration and names each problem', () => {
    expect(validateRegistration(VALID, '2026-11-21')).toEqual({});
    expect(
      validateRegistration(
        { ...VALID, email: 'nope', password: 'short', password_confirmation: 'other', mobile_number: '12', date_of_birth: '2013-01-01', consents: { ...VALID.consents, over_14: false } },
        '2026-11-21',
      ),
    ).toEqual({
      email: 'email_invalid',
      password: 'password_rules',
      password_confirmation: 'password_mismatch',
      mobile_number: 'mobile_invalid',
      date_of_birth: 'too_young',
      consent_over_14: 'consent',
    });
  });

  it('over 14 means the 14th birthday has passed; the date input max follows', () => {
    expect(latestDateOfBirth('2026-11-21')).toBe('2012-11-21');
    expect(latestDateOfBirth('2028-02-29')).toBe('2014-02-28');
    expect(validateRegistration({ ...VALID, date_of_birth: '2012-11-21' }, '2026-11-21')).toEqual({});
    expect(validateRegistration({ ...VALID, date_of_birth: '2012-11-22' }, '2026-11-21')).toEqual({ date_of_birth: 'too_young' });
  });

  it('maps API errors to fields, password rules and the form message', () => {
    expect(formField('body.mobile.number')).toBe('mobile_number');
    expect(formField('body.consents.policy')).toBe('consent_policy');
    const invalid = serverFormErrors(
      new ApiError(400, 'validation_failed', 'Some of the details are not valid.', undefined, { fields: [{ field: 'body.email', message: 'Invalid email address' }] }),
      'x',
      (field) => `bad ${field}`,
    );
    expect(invalid).toMatchObject({ fields: { email: 'bad email' }, message: 'Some of the details are not valid.' });
    const rules = serverFormErrors(
      new ApiError(422, 'password_rules', 'The password does not meet the rules below.', undefined, { rules: [{ code: 'AUTH_MS_PV_006', message: '…' }, { code: 'nope' }] }),
      'x',
    );
    expect(rules).toMatchObject({ rules: ['AUTH_MS_PV_006'], fields: { password: 'The password does not meet the rules below.' } });
    const consents = serverFormErrors(new ApiError(422, 'consent_required', 'Please accept.', undefined, { missing: ['policy', 'over_14'] }), 'x');
    expect(consents.fields).toEqual({ consent_policy: 'Please accept.', consent_over_14: 'Please accept.' });
    expect(serverFormErrors(new Error('boom'), 'Something went wrong.')).toMatchObject({ message: 'Something went wrong.', fields: {} });
  });
});
