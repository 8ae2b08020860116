import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { renderWithApp } from '../../test/render.tsx';
import { FormCheckbox, FormField, FormSelect } from './FormControls.tsx';
import { FormErrorSummary, FormSubmit } from './FormMessages.tsx';
import { mapServerFieldErrors } from './server-errors.ts';
import { fromZod, useSchemaForm } from './use-schema-form.ts';

const bookingSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  store: z.string().min(1),
  terms: z.literal(true),
});
type Booking = { name: string; email: string; store: string; terms: boolean };

const MESSAGES: Record<string, string> = { name: 'Enter your name.', email: 'Enter a valid e-mail address.', store: 'Choose a store.', terms: 'Accept the terms.' };
const validate = fromZod<Booking>(bookingSchema, ({ key }) => MESSAGES[key] ?? 'Check this field.');
const ORDER = ['name', 'email', 'store', 'terms'];

/** A small booking form built only from the kit: what a feature writes. */
function BookingForm({ send }: { send: (values: Booking) => Promise<void> }) {
  const form = useSchemaForm<Booking>({ initialValues: { name: '', email: '', store: '', terms: false }, validate, fieldOrder: () => ORDER });
  const { values, update } = form;
  const onSubmit = form.handleSubmit(async (booking) => {
    try {
      await send(booking);
      form.release();
    } catch (error) {
      const details = (error as { details?: unknown }).details;
      const fields = mapServerFieldErrors(details, (path) => ({ 'body.customer.name': 'name', 'body.store_id': 'store' })[path], 'Check this field.');
      form.fail({ fields, message: 'The booking could not be made.' });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormErrorSummary id={form.summaryId} title={form.summaryOpen ? (form.formError ?? `${form.summary.length} things to check`) : undefined} errors={form.summary} onGoTo={form.goTo} />
      <FormField {...form.field('name')} label="Name" hint="As on your ID" value={values.name} onChange={(e) => update((v) => ({ ...v, name: e.target.value }), 'name')} />
      <FormField {...form.field('email')} label="E-mail" type="email" value={values.email} onChange={(e) => update((v) => ({ ...v, email: e.target.value }), 'email')} />
      <FormField id="notes" label="Notes" optional value="" onChange={() => undefined} />
      <FormSelect
        {...form.field('store')}
        label="Store"
        placeholder="Choose…"
        options={[{ value: 'orchard', label: 'Orchard' }]}
        value={values.store}
        onChange={(e) => update((v) => ({ ...v, store: e.target.value }), 'store')}
      />
      <FormCheckbox {...form.field('terms')} label="I accept the terms" checked={values.terms} onChange={(e) => update((v) => ({ ...v, terms: e.target.checked }), 'terms')} />
      <FormSubmit label="Book" pendingLabel="Booking…" pending={form.pending} />
    </form>
  );
}

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('the form kit', () => {
  it('labels every control, ties the hint to it, says "(optional)" in the page language and marks required ones', () => {
    renderWithApp(<BookingForm send={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(name)).toBe('As on your ID');
    expect(name.getAttribute('name')).toBe('name');
    const notes = screen.getByLabelText('Notes (optional)');
    expect(notes.getAttribute('aria-required')).toBeNull();
    expect(notes.getAttribute('aria-describedby')).toBeNull();
  });

  it('on a failed submit shows each error by its field (aria-invalid, aria-describedby) and moves focus to the summary with links to them', async () => {
    const send = vi.fn();
    renderWithApp(<BookingForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const summary = screen.getByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.getAttribute('role')).toBe('alert');
    expect(within(summary).getByTestId('form-error').textContent).toBe('4 things to check');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Enter your name.', 'Enter a valid e-mail address.', 'Choose a store.', 'Accept the terms.']);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('As on your ID | Enter your name.');
    expect(describedText(screen.getByLabelText('Store'))).toBe('Choose a store.');
    expect(describedText(screen.getByLabelText('I accept the terms'))).toBe('Accept the terms.');
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(within(summary).getByRole('link', { name: 'Choose a store.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Store'));

    // Fixing a field takes its error away; the summary follows.
    fireEvent.change(name, { target: { value: 'Mei' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
  });

  it('maps the API\u2019s 400 details.fields back onto the fields by path, keeps the form-level message, and frees the form', async () => {
    const send = vi.fn(() => Promise.reject(Object.assign(new Error('Validation failed'), { details: { fields: [{ field: 'body.customer.name', message: 'Use letters only.' }, { field: 'body.store_id', message: '' }, { field: 'body.unknown', message: 'x' }] } })));
    renderWithApp(<BookingForm send={send} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'M3i' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mei@blush.example' } });
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: 'orchard' } });
    fireEvent.click(screen.getByLabelText('I accept the terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));

    const summary = screen.getByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(send).toHaveBeenCalledWith({ name: 'M3i', email: 'mei@blush.example', store: 'orchard', terms: true });
    expect(within(summary).getByTestId('form-error').textContent).toBe('The booking could not be made.');
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('As on your ID | Use letters only.');
    expect(describedText(screen.getByLabelText('Store'))).toBe('Check this field.');
    expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(false);

    // Changing the field clears the server's error on it.
    fireEvent.change(name, { target: { value: 'Mei' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('restart empties a field after a refusal without calling it missing, even when focus leaves it; the message stays', async () => {
    function SignIn() {
      const form = useSchemaForm<{ password: string }>({ initialValues: { password: '' }, validate: (v) => (v.password ? {} : { password: 'Enter your password.' }) });
      const onSubmit = form.handleSubmit(() => {
        form.fail({ message: 'Authentication failed.' });
        form.restart((v) => ({ ...v, password: '' }));
      });
      return (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormErrorSummary id={form.summaryId} title={form.summaryOpen ? (form.formError ?? 'Check') : undefined} errors={form.summary} onGoTo={form.goTo} />
          <FormField {...form.field('password')} label="Password" value={form.values.password} onChange={(e) => form.update((v) => ({ ...v, password: e.target.value }), 'password')} />
          <FormSubmit label="Sign in" pendingLabel="Signing in…" pending={form.pending} />
        </form>
      );
    }
    renderWithApp(<SignIn />);
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'Wrong#1' } });
    password.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = screen.getByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByTestId('form-error').textContent).toBe('Authentication failed.');
    expect((password as HTMLInputElement).value).toBe('');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    // Typed and left empty again: now it is the shopper's doing, and it says so.
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.change(password, { target: { value: '' } });
    fireEvent.blur(password);
    expect(describedText(password)).toBe('Enter your password.');
  });

  it('reads both shapes of details.fields', () => {
    expect(mapServerFieldErrors({ fields: { 'shipping_address.postcode': 'Enter a 6-digit postal code.' } }, (path) => path.replace('shipping_address', 'shipping'))).toEqual({ 'shipping.postcode': 'Enter a 6-digit postal code.' });
    expect(mapServerFieldErrors({ fields: [{ field: 'body.email', message: 'Invalid email' }] })).toEqual({ email: 'Invalid email' });
    expect(mapServerFieldErrors(undefined)).toEqual({});
  });
});
