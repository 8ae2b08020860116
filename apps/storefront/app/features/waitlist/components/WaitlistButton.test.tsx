import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubRequest, apiError, deferred, reply, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { productAlert } from '../test/fixtures.ts';
import { WaitlistButton } from './WaitlistButton.tsx';

const NAME = 'NARS Velvet Lip, Ruby';

describe('WaitlistButton', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('waitlists a member in one press ("Waitlisted", pressed) and undoes it when pressed again', async () => {
    signOut = setSessionCookie('member-1');
    const removal = deferred<unknown>();
    const api = stubFetch({
      'GET /waitlist': { items: [productAlert(2)] },
      'PUT /waitlist': (request: StubRequest) =>
        (request.body as { action: string }).action === 'add' ? { items: [productAlert(1), productAlert(2)] } : removal.promise,
    });
    renderWithApp(<WaitlistButton availability="waitlist" variantId={1} name={NAME} />, { path: '/products/product-1?shade=BL-1' });
    const button = screen.getByRole('button', { name: 'Waitlist me' });
    await waitFor(() => expect(api.sent('GET /waitlist')).toHaveLength(1));
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(api.sent('PUT /waitlist')).toHaveLength(1));
    expect(api.sent('PUT /waitlist')[0]!.body).toEqual({ variant_id: 1, action: 'add' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(button.textContent).toBe('Waitlisted');
    expect(await screen.findByText(`You're on the waitlist for ${NAME}. We'll e-mail you when it's back.`)).toBeTruthy();

    // Pressed again: off at once, busy until the API answers.
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(api.sent('PUT /waitlist')).toHaveLength(2));
    expect(api.sent('PUT /waitlist')[1]!.body).toEqual({ variant_id: 1, action: 'remove' });
    removal.resolve({ items: [productAlert(2)] });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(button.textContent).toBe('Waitlist me');
    expect(await screen.findByText(`You're off the waitlist for ${NAME}.`)).toBeTruthy();
  });

  it('shows a reminder already set as "Reminder set", and says why the API refused', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({
      'GET /waitlist': { items: [productAlert(1, { kind: 'launch' })] },
      'PUT /waitlist': apiError(422, 'alert_not_possible', 'This product is not sold in your country.'),
    });
    const { unmount } = renderWithApp(<WaitlistButton availability="coming_soon" variantId={1} name={NAME} />, { path: '/products/product-1' });
    const button = screen.getByTestId('buy-button');
    await waitFor(() => expect(button.textContent).toBe('Reminder set'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    unmount();

    renderWithApp(<WaitlistButton availability="coming_soon" variantId={3} name={NAME} />, { path: '/products/product-3' });
    const other = screen.getByRole('button', { name: 'Remind me' });
    fireEvent.click(other);
    expect(await screen.findByText('This product is not sold in your country.')).toBeTruthy();
    await waitFor(() => expect(other.getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a guest for the e-mail address in a dialog, with translated mistakes, then says to confirm from the mailbox', async () => {
    const api = stubFetch({ 'POST /notification-subscription/subscribe': { status: 'confirmation_sent', kind: 'restock' } });
    renderWithApp(<WaitlistButton availability="waitlist" variantId={1} name={NAME} />, { path: '/products/product-1' });
    const button = screen.getByRole('button', { name: 'Waitlist me' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: "Tell me when it's back" });
    expect(api.sent('PUT /waitlist')).toHaveLength(0);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const email = within(dialog).getByLabelText('E-mail address');
    await waitFor(() => expect(document.activeElement).toBe(email));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await within(dialog).findAllByText('Enter your e-mail address.')).not.toHaveLength(0);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await within(dialog).findAllByText('Enter an e-mail address like name@example.com.')).not.toHaveLength(0);
    expect(api.requests).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' ivy@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await within(dialog).findByText('Check your e-mail to confirm')).toBeTruthy();
    expect(api.sent('POST /notification-subscription/subscribe')[0]!.body).toEqual({ variant_id: 1, email: 'ivy@example.com' });
    expect(within(dialog).getByText(`We've sent a link to ivy@example.com. Your alert for ${NAME} starts when you open it.`)).toBeTruthy();
    // Nothing is set until the link is opened: the button stays as it was.
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("puts the API's refusal in the guest dialog, in Thai", async () => {
    stubFetch({ 'POST /notification-subscription/subscribe': reply(422, { error: { code: 'alert_not_needed', message: 'สินค้านี้มีในสต็อกแล้ว' } }) });
    renderWithApp(<WaitlistButton availability="coming_soon" variantId={1} name={NAME} />, { path: '/products/product-1', language: 'th', country: 'TH' });
    fireEvent.click(screen.getByRole('button', { name: 'แจ้งเตือนฉัน' }));
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งเตือนฉันเมื่อวางจำหน่าย' });
    fireEvent.change(within(dialog).getByLabelText('อีเมล'), { target: { value: 'nok@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ส่งอีเมลยืนยัน' }));
    expect(await within(dialog).findByText('สินค้านี้มีในสต็อกแล้ว')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
