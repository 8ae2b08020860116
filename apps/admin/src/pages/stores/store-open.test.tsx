import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminStore } from '@blush/shared/admin-store-contracts';
import { fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const ION = { id: 'sg-ion-orchard', name: 'Blush ION Orchard', city: 'Singapore', country: 'SG', time_zone: 'Asia/Singapore' };
const daily = Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '22:00' }));
const opened: AdminStore = { id: 'my-sunway-pyramid', name: 'Blush Sunway Pyramid', city: 'Petaling Jaya', country: 'MY', time_zone: 'Asia/Kuala_Lumpur', hours: daily, click_and_collect: false, closures: [], artists: [], sessions: [], version: 1 };

const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });

describe('opening a store', () => {
  it('is offered to operations, not to a store manager', async () => {
    fakeApi({ 'GET /me': { body: meFixture('store_manager') }, 'GET /stores': { body: { stores: [ION] } } });
    renderAdmin('/stores');
    await screen.findByRole('list', { name: 'Stores' });
    expect(screen.queryByRole('button', { name: 'Open a store' })).toBeNull();
  });

  it('shows the API’s messages by their fields, then sends the store and goes to its page', async () => {
    let attempt = 0;
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      'GET /stores': { body: { stores: [ION] } },
      'POST /stores': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'validation_failed',
                  message: 'Some of the details are not valid. Please check and try again.',
                  details: {
                    fields: [
                      { field: 'body.slug', message: 'Invalid string: must match pattern' },
                      { field: 'body.postcode', message: 'Enter a 5-digit postal code.' },
                      { field: 'body.hours.5', message: 'Each open day needs a closing time other than its opening time.' },
                    ],
                  },
                },
              },
            }
          : { status: 201, body: { store: opened } },
      'GET /stores/my-sunway-pyramid': { body: { store: opened } },
    });
    renderAdmin('/stores');
    fireEvent.click(await screen.findByRole('button', { name: 'Open a store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a store' });
    const form = within(dialog).getByRole('form', { name: 'Open a store' });
    for (const label of ['Web address (slug)', 'Name in English', 'Name in Indonesian', 'Name in Thai', 'Name in Chinese', 'Street address', 'City', 'Postcode (optional)', 'Phone', 'Latitude', 'Longitude', 'Time zone']) {
      expect(within(form).getByLabelText(label, { exact: false }), label).toBeTruthy();
    }
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'MY' } });
    expect(within(form).getByText("Optional: left empty, the country's time zone (Asia/Kuala_Lumpur).")).toBeTruthy();
    type(form, 'Web address (slug)', 'My Sunway');
    type(form, 'Name in English', 'Blush Sunway Pyramid');
    type(form, 'Street address', '3 Jalan PJS 11/15');
    type(form, 'City', 'Petaling Jaya');
    type(form, 'Postcode (optional)', '475');
    type(form, 'Phone', '+60 3 7492 1234');
    type(form, 'Latitude', '3,0733');
    type(form, 'Longitude', '101.6078');
    fireEvent.change(within(form).getByLabelText('Friday closes'), { target: { value: '01:00' } });
    expect(within(form).getByText('Closes after midnight, the day after Friday')).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Open on Sunday' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Click-and-collect orders can be picked up here' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Open the store' }));

    expect(await within(dialog).findByText('Some of the details are not valid. Please check and try again.')).toBeTruthy();
    const slug = within(form).getByLabelText('Web address (slug)', { exact: false });
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    // The validator's pattern is not shown: the shop's own words are.
    expect(within(form).queryByText('Invalid string: must match pattern')).toBeNull();
    expect(within(form).getByText('Use 3 to 60 lower-case letters, digits and single hyphens, for example th-central-world.')).toBeTruthy();
    expect(within(form).getByText('Enter a 5-digit postal code.')).toBeTruthy();
    const fridayError = within(form).getByText('Each open day needs a closing time other than its opening time.');
    expect(within(form).getByLabelText('Friday closes').getAttribute('aria-describedby')).toContain(fridayError.id);

    expect(api.to('POST /stores')[0]!.body).toEqual({
      slug: 'My Sunway',
      country: 'MY',
      name: { en: 'Blush Sunway Pyramid', id: '', th: '', zh: '' },
      address: '3 Jalan PJS 11/15',
      city: 'Petaling Jaya',
      postcode: '475',
      latitude: 3.0733,
      longitude: 101.6078,
      phone: '+60 3 7492 1234',
      time_zone: null,
      hours: [null, ...daily.slice(1, 5), { opens: '10:00', closes: '01:00' }, daily[6]],
      click_and_collect: false,
    });

    type(form, 'Web address (slug)', 'my-sunway-pyramid');
    type(form, 'Postcode (optional)', '47500');
    fireEvent.click(within(form).getByRole('button', { name: 'Open the store' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blush Sunway Pyramid' })).toBeTruthy();
    expect(api.to('POST /stores')[1]!.body).toMatchObject({ slug: 'my-sunway-pyramid', postcode: '47500' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
