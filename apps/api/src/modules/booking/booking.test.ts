import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { type CookieJar, call, registerMember } from '../auth/test-helpers.ts';
import { addDays, localDateOf, localTimeOf } from './clock.ts';

interface Slot {
  startsAt: string;
  capacity: number;
  artists: { id: number; name: string }[];
  sessionId: number | null;
}

const STORE = 'sg-ion-orchard';
const contact = (n: number | string) => ({ full_name: `Shopper ${n}`, email: `shopper${n}@example.com`, calling_code: '+65', phone: '91234567' });

describeApi('bookings', (ctx) => {
  const api = () => ctx().api;
  const db = () => ctx().database.db;

  const slotsOn = async (activity: string, date: string, store = STORE): Promise<Slot[]> => {
    const response = await call(api(), 'GET', `/booking-service/time-slots/${activity}?store=${store}&date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots;
  };
  /** The first day from tomorrow on with free times (one that `wanted` accepts), and those times. */
  const nextDayWithSlots = async (activity: string, after = 1, wanted: (slot: Slot) => boolean = () => true): Promise<{ date: string; slots: Slot[] }> => {
    const today = localDateOf(new Date(), 'Asia/Singapore');
    for (let d = after; d < after + 14; d++) {
      const date = addDays(today, d);
      const slots = await slotsOn(activity, date);
      if (slots.some(wanted)) return { date, slots };
    }
    throw new Error('no free day');
  };
  const book = (body: Record<string, unknown>, options: { jar?: CookieJar; language?: string; country?: string } = {}) =>
    call(api(), 'POST', '/reservation-service/create', { body, ...options });
  /** A class session starting in `days` days with `seats` seats. */
  const session = async (seats: number, days = 3): Promise<string> => {
    const startsAt = new Date(Date.now() + days * 86_400_000);
    startsAt.setUTCMinutes(0, 0, 0);
    await db().execute(sql`insert into activity_sessions (activity_id, store_id, starts_at, ends_at, seats)
      select a.id, s.id, ${startsAt}, ${new Date(startsAt.getTime() + 90 * 60_000)}, ${seats} from activities a, stores s where a.slug = 'sg-makeup-masterclass' and s.slug = ${STORE}`);
    return startsAt.toISOString();
  };
  const count = async (where: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from bookings where ${where}`))[0]!.n);

  it("lists the country's services, classes and events in its language, and no other country's", async () => {
    const all = (await call(api(), 'GET', '/booking-service/activities')).json().activities as { id: string; kind: string; price: { amount: number; currency: string }; stores: { id: string }[] }[];
    expect(all.map((a) => a.kind).sort()).toEqual(['class', 'event', 'service', 'service', 'service', 'service', 'service']);
    expect(all.every((a) => a.id.startsWith('sg-') && a.price.currency === 'SGD')).toBe(true);
    expect(all.find((a) => a.id === 'sg-skin-consultation')!.price.amount).toBe(0);
    const thai = (await call(api(), 'GET', '/booking-services/beauty-services', { country: 'TH', language: 'th' })).json().activities as { name: string; price: { currency: string } }[];
    expect(thai).toHaveLength(5);
    expect(thai.map((a) => a.name)).toContain('ทรีตเมนต์หน้าซิกเนเจอร์');
    expect(thai[0]!.price.currency).toBe('THB');
    expect((await call(api(), 'GET', '/booking-service/activities/th-signature-facial')).statusCode).toBe(404);
    const classes = (await call(api(), 'GET', '/booking-services/beauty-classes')).json().activities as { id: string }[];
    expect(classes.map((a) => a.id)).toEqual(['sg-makeup-masterclass']);
    const groups = (await call(api(), 'GET', '/happening/activity-groups', { language: 'en' })).json().groups as { id: string; count: number }[];
    expect(groups.map((g) => g.id)).toEqual(['makeup', 'skincare', 'brows', 'masterclasses', 'store-events']);
    const questions = (await call(api(), 'GET', '/booking-service/questions/sg-signature-facial', { language: 'en' })).json().questions;
    expect(questions[0]).toMatchObject({ id: 'skin_type', kind: 'choice', required: true, label: 'Your skin type' });
  });

  it('gives the happening pages and banners: each kind with its words, count and page, in the shopper language', async () => {
    const pages = (await call(api(), 'GET', '/booking-services/pages', { country: 'TH', language: 'th' })).json().pages;
    expect(pages.map((p: { kind: string; title: string; count: number; path: string }) => [p.kind, p.title, p.count, p.path])).toEqual([
      ['service', 'บริการความงาม', 5, '/happening/services'],
      ['class', 'คลาสความงาม', 1, '/happening/services?tab=classes'],
      ['event', 'อีเวนต์ในร้าน', 1, '/happening/services?tab=events'],
    ]);
    const banners = (await call(api(), 'GET', '/happening/banners', { country: 'HK', language: 'zh' })).json().banners;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['美容服務', '美容課程', '店內活動']);
    expect(banners.every((b: { count: number }) => b.count > 0)).toBe(true);
  });

  it('where booking is app-exclusive, shows the activities as not bookable on the web and refuses a web booking', async () => {
    const au = (await call(api(), 'GET', '/booking-service/activities', { country: 'AU' })).json().activities as { id: string; bookableOnWeb: boolean }[];
    expect(au.length).toBeGreaterThan(0);
    expect(au.every((a) => !a.bookableOnWeb)).toBe(true);
    const th = (await call(api(), 'GET', '/booking-service/activities', { country: 'TH', language: 'th' })).json().activities as { bookableOnWeb: boolean }[];
    expect(th.every((a) => a.bookableOnWeb)).toBe(true);
    const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const refused = await book({ activity: 'au-brow-shaping', store: 'au-pitt-street', starts_at: startsAt, ...contact('au') }, { country: 'AU' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'booking_app_only', message: 'Booking is available in the Blush app in this country. Get the app to book.' });
    expect(await count(sql`email = 'shopperau@example.com'`)).toBe(0);
  });

  it('offers only free times on the store grid in its time zone, with the artists free then as capacity', async () => {
    // A day with a time two artists have free (not every weekday has two brow artists at this store).
    const { date, slots } = await nextDayWithSlots('sg-brow-shaping', 1, (s) => s.capacity >= 2);
    for (const slot of slots) {
      expect(localTimeOf(new Date(slot.startsAt), 'Asia/Singapore')).toMatch(/:(00|30)$/);
      expect(slot.capacity).toBe(slot.artists.length);
    }
    const days = (await call(api(), 'GET', `/booking-service/available-slots/sg-brow-shaping?store=${STORE}&days=14`)).json();
    expect(days.timeZone).toBe('Asia/Singapore');
    expect(days.days.map((d: { date: string }) => d.date)).toContain(date);
    // Each day's capacity is the sum of that day's free times.
    for (const day of days.days.slice(0, 3) as { date: string; capacity: number }[]) {
      expect(day.capacity).toBe((await slotsOn('sg-brow-shaping', day.date)).reduce((sum, s) => sum + s.capacity, 0));
    }
    // The full masterclass's Saturday is not offered.
    const fullClass = await queryRows<{ starts_at: Date }>(db(), sql`select s.starts_at from activity_sessions s join activities a on a.id = s.activity_id join stores st on st.id = s.store_id
      where a.slug = 'sg-makeup-masterclass' and st.slug = ${STORE} and (select count(*) from bookings b where b.session_id = s.id) >= s.seats`);
    expect(fullClass).toHaveLength(1);
    const classDays = (await call(api(), 'GET', `/booking-service/available-slots/sg-makeup-masterclass?store=${STORE}&days=21`)).json().days as { date: string }[];
    expect(classDays.map((d) => d.date)).not.toContain(localDateOf(new Date(fullClass[0]!.starts_at), 'Asia/Singapore'));
    expect(classDays.length).toBeGreaterThan(0);
    // Booking one takes one place at that time.
    const slot = slots.find((s) => s.capacity >= 2)!;
    const response = await book({ activity: 'sg-brow-shaping', store: STORE, starts_at: slot.startsAt, artist_id: null, ...contact('grid') });
    expect(response.statusCode).toBe(201);
    const after = (await slotsOn('sg-brow-shaping', date)).find((s) => s.startsAt === slot.startsAt)!;
    expect(after.capacity).toBe(slot.capacity - 1);
    // A time off the grid, in the past or with an artist who does not do the service changes nothing.
    const off = new Date(new Date(slot.startsAt).getTime() + 7 * 60_000).toISOString();
    expect((await book({ activity: 'sg-brow-shaping', store: STORE, starts_at: off, ...contact('off') })).json().error.code).toBe('slot_unavailable');
    const past = await book({ activity: 'sg-brow-shaping', store: STORE, starts_at: new Date(Date.now() - 3_600_000).toISOString(), ...contact('past') });
    expect(past.json().error.code).toBe('slot_in_past');
    const [stranger] = await queryRows<{ id: number }>(db(), sql`select a.id from artists a join stores s on s.id = a.store_id where s.slug = 'sg-vivocity' limit 1`);
    const wrongArtist = await book({ activity: 'sg-brow-shaping', store: STORE, starts_at: slot.startsAt, artist_id: Number(stranger!.id), ...contact('artist') });
    expect(wrongArtist.json().error.code).toBe('artist_unavailable');
    expect(await count(sql`email like 'shopper%@example.com' and full_name in ('Shopper off', 'Shopper past', 'Shopper artist')`)).toBe(0);
  });

  it('checks the contact details with the messages of §5 in the shopper language, and books nothing', async () => {
    const { slots } = await nextDayWithSlots('sg-express-makeup');
    const bad = { activity: 'sg-express-makeup', store: STORE, starts_at: slots[0]!.startsAt, full_name: ' ', email: 'not-an-email', calling_code: '+65', phone: '12' };
    const english = await book(bad);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.details.fields).toEqual([
      { field: 'body.fullName', message: 'Full Name required' },
      { field: 'body.email', message: 'Invalid email' },
      { field: 'body.phone', message: 'Invalid phone number' },
    ]);
    const thai = await book({ ...bad, full_name: 'ก'.repeat(81), email: '' }, { language: 'th', country: 'TH' });
    expect(thai.json().error.details.fields.map((f: { message: string }) => f.message)).toEqual(['เกินจำนวนตัวอักษรที่กำหนด', 'จำเป็นต้องกรอก', 'หมายเลขโทรศัพท์ไม่ถูกต้อง']);
    const facial = (await nextDayWithSlots('sg-signature-facial')).slots[0]!;
    const unanswered = await book({ activity: 'sg-signature-facial', store: STORE, starts_at: facial.startsAt, ...contact('facial') });
    expect(unanswered.json().error.details.fields).toEqual([{ field: 'body.answers.skin_type', message: 'Required field' }]);
    expect(await count(sql`email in ('not-an-email', 'shopper-facial@example.com')`)).toBe(0);
  });

  it('confirms with a number and an e-mail carrying a calendar entry and the manage link; only the owner may see it', async () => {
    const { slots } = await nextDayWithSlots('sg-signature-facial');
    const created = await book({ activity: 'sg-signature-facial', store: STORE, starts_at: slots[0]!.startsAt, answers: { skin_type: 'dry' }, ...contact('mail') });
    expect(created.statusCode).toBe(201);
    const { booking, manageToken } = created.json();
    expect(booking).toMatchObject({ state: 'confirmed', manageable: true, activity: { id: 'sg-signature-facial', durationMinutes: 60 }, answers: { skin_type: 'dry' } });
    expect(booking.number).toMatch(/^BK-SG-\d{6}$/);
    await api().outbox.kick();
    const mail = await queryRows<{ subject: string; text: string; attachments: { filename: string; content: string }[] }>(
      db(),
      sql`select subject, text, attachments from mail_messages where "to" = 'shoppermail@example.com' order by id`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your Blush booking ${booking.number} is confirmed`);
    // An absolute link (the request's origin, PUBLIC_URL being unset), so a mail client can open it.
    expect(mail[0]!.text).toContain(`http://localhost:80/happening/services/reschedule/${booking.id}?token=${encodeURIComponent(manageToken)}`);
    expect(mail[0]!.attachments[0]!.filename).toBe(`blush-${booking.number}.ics`);
    expect(mail[0]!.attachments[0]!.content).toContain(`DTSTART:${slots[0]!.startsAt.replace(/[-:]/g, '').replace('.000', '')}`);
    // Another guest, or a token for another booking, is told it is not theirs.
    expect((await call(api(), 'GET', `/reservation-service/${booking.id}`)).json().error.code).toBe('owner_mismatch');
    expect((await call(api(), 'GET', `/reservation-service/${booking.id}?token=${(manageToken[0] === 'A' ? 'B' : 'A') + manageToken.slice(1)}`)).statusCode).toBe(403);
    expect((await call(api(), 'GET', `/reservation-service/${booking.id}?token=${manageToken}`)).json().booking.number).toBe(booking.number);
    const { jar } = await registerMember(api());
    expect((await call(api(), 'DELETE', `/reservation-service/${booking.id}`, { jar })).json().error.code).toBe('owner_mismatch');
  });

  it("a member's bookings are theirs without a token: listed, moved and cancelled, the seat free at once", async () => {
    const { jar } = await registerMember(api());
    const startsAt = await session(2, 4);
    const first = await book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact('member') }, { jar });
    expect(first.statusCode).toBe(201);
    const id = first.json().booking.id;
    expect((await call(api(), 'GET', '/reservation-service', { jar })).json().bookings.map((b: { id: string }) => b.id)).toEqual([id]);
    // The same person cannot hold the slot twice.
    expect((await book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact('member') })).json().error.code).toBe('booking_duplicate');
    const other = await book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact('second') });
    expect(other.statusCode).toBe(201);
    expect((await book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact('third') })).json().error.code).toBe('slot_unavailable');
    const date = localDateOf(new Date(startsAt), 'Asia/Singapore');
    expect((await slotsOn('sg-makeup-masterclass', date)).some((s) => s.startsAt === startsAt)).toBe(false);
    const cancelled = await call(api(), 'DELETE', `/reservation-service/${id}?reason=${encodeURIComponent('Cannot make it')}`, { jar });
    expect(cancelled.json().booking).toMatchObject({ state: 'cancelled', cancelReason: 'Cannot make it', manageable: false });
    expect((await slotsOn('sg-makeup-masterclass', date)).find((s) => s.startsAt === startsAt)?.capacity).toBe(1);
    expect((await book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact('third') })).statusCode).toBe(201);
    // A cancelled booking is not moved or cancelled again.
    expect((await call(api(), 'POST', '/reservation-service', { jar, body: { booking_id: id, starts_at: startsAt } })).json().error.code).toBe('booking_cancelled');
    expect((await call(api(), 'DELETE', `/reservation-service/${id}`, { jar })).json().error.code).toBe('booking_cancelled');
  });

  it('an expired booking can be neither moved nor cancelled, and says "Booking expired"', async () => {
    const { jar } = await registerMember(api());
    const startsAt = await session(5, 5);
    const id = (await book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact('expired') }, { jar })).json().booking.id;
    await db().execute(sql`update bookings set starts_at = now() - interval '2 hours', ends_at = now() - interval '30 minutes' where id = ${id}`);
    expect((await call(api(), 'GET', `/reservation-service/${id}`, { jar })).json().booking).toMatchObject({ state: 'expired', manageable: false });
    const moved = await call(api(), 'POST', '/reservation-service', { jar, body: { booking_id: id, starts_at: startsAt } });
    expect(moved.statusCode).toBe(410);
    expect(moved.json().error.message).toBe('This booking has expired.');
    expect((await call(api(), 'DELETE', `/reservation-service/${id}`, { jar })).json().error.code).toBe('booking_expired');
  });

  it('100 shoppers racing for a class with 3 seats get exactly 3 bookings', async () => {
    const startsAt = await session(3, 6);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => book({ activity: 'sg-makeup-masterclass', store: STORE, starts_at: startsAt, ...contact(`race${i}`) })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(97);
    expect(await count(sql`starts_at = ${new Date(startsAt)} and status <> 'cancelled' and email like 'shopperrace%'`)).toBe(3);
  });

  it('20 bookings moved at once onto the last free time of a service: one moves, the others keep their time', async () => {
    const { date, slots } = await nextDayWithSlots('sg-full-glam', 8);
    const target = slots.find((s) => s.capacity >= 1)!;
    for (let i = 0; i < target.capacity - 1; i++) {
      expect((await book({ activity: 'sg-full-glam', store: STORE, starts_at: target.startsAt, ...contact(`fill${i}`) })).statusCode).toBe(201);
    }
    expect((await slotsOn('sg-full-glam', date)).find((s) => s.startsAt === target.startsAt)!.capacity).toBe(1);
    const movers: { id: string; token: string; startsAt: string }[] = [];
    for (let d = 9; movers.length < 20; d++) {
      const day = addDays(localDateOf(new Date(), 'Asia/Singapore'), d);
      // One an hour (the service's length), so no two movers need the same artist.
      let next = '';
      for (const slot of await slotsOn('sg-full-glam', day)) {
        if (movers.length === 20) break;
        if (slot.startsAt < next) continue;
        next = new Date(new Date(slot.startsAt).getTime() + 3_600_000).toISOString();
        const created = (await book({ activity: 'sg-full-glam', store: STORE, starts_at: slot.startsAt, ...contact(`mover${movers.length}`) })).json();
        expect(created.booking, JSON.stringify(created)).toBeDefined();
        movers.push({ id: created.booking.id, token: created.manageToken, startsAt: slot.startsAt });
      }
    }
    const answers = await Promise.all(movers.map((m) => call(api(), 'POST', '/reservation-service', { body: { booking_id: m.id, starts_at: target.startsAt, token: m.token } })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'slot_unavailable')).toBe(true);
    const moved = answers.findIndex((r) => r.statusCode === 200);
    expect(answers[moved]!.json().booking.state).toBe('rescheduled');
    expect((await slotsOn('sg-full-glam', date)).some((s) => s.startsAt === target.startsAt)).toBe(false);
    const kept = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from bookings where email like 'shoppermover%' and status = 'confirmed'`);
    expect(kept[0]!.n).toBe(19);
  });
});
