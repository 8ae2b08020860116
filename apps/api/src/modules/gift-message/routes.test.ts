import { readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { paymentKit } from '../payment/test-orders.ts';
import { type CookieJar, call } from '../auth/test-helpers.ts';
import { fixture, mp4Lasting } from './media.test.ts';
import { localObjectStore } from '../../adapters/storage/local.ts';
import { abandonStaleUploads } from './service.ts';

const objects = mkdtempSync(join(tmpdir(), 'gift-objects-'));
const KB = 1024;

/** An MP4 of `size` bytes: the fixture clip followed by a `free` box (a valid MP4 that needs several parts). */
function bigMp4(size: number): Buffer {
  const clip = fixture('clip.mp4');
  const free = Buffer.alloc(size - clip.length, 7);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([clip, free]);
}

describeApi(
  'gift messages',
  (ctx) => {
    const kit = paymentKit(ctx);
    const api = () => ctx().api;
    const db = () => ctx().database.db;
    const base = (orderId: string) => `/orders/${orderId}/gift-message`;
    const start = (jar: CookieJar, orderId: string, file: Buffer, type = 'video/mp4', durationMs = 2000, language = 'en') =>
      call(api(), 'POST', `${base(orderId)}/uploads`, { jar, body: { size: file.length, type, duration_ms: durationMs }, language });
    const part = (jar: CookieJar, orderId: string, uploadId: string, offset: number, bytes: Buffer, language = 'en', country = 'SG') =>
      call(api(), 'PATCH', `${base(orderId)}/uploads/${uploadId}`, {
        jar,
        body: bytes,
        language,
        country,
        headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      });
    const finish = (jar: CookieJar, orderId: string, uploadId: string, language = 'en') => call(api(), 'POST', `${base(orderId)}/uploads/${uploadId}/finish`, { jar, language });
    /** Upload `file` in parts of `size` bytes and finish: the gift message after. */
    const upload = async (jar: CookieJar, orderId: string, file: Buffer, size = 64 * KB, type = 'video/mp4', durationMs = 2000) => {
      const started = await start(jar, orderId, file, type, durationMs);
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json().upload.id as string;
      for (let offset = 0; offset < file.length; offset += size) {
        const sent = await part(jar, orderId, id, offset, file.subarray(offset, offset + size));
        expect(sent.statusCode, sent.body).toBe(200);
      }
      return { id, finished: await finish(jar, orderId, id) };
    };
    const videoFiles = (orderId: string) => {
      try {
        return readdirSync(join(objects, 'gift-videos', orderId));
      } catch {
        return [];
      }
    };
    const guestOrder = () => kit.order('SG', 'card', 20_00);

    it('takes a video in parts, resumes from the offset it reports, and plays it back by byte ranges', async () => {
      const { jar, order } = await guestOrder();
      const file = bigMp4(150 * KB);
      const started = await start(jar, order.id, file);
      expect(started.statusCode).toBe(201);
      const id = started.json().upload.id;
      expect((await part(jar, order.id, id, 0, file.subarray(0, 64 * KB))).json().upload.offset).toBe(64 * KB);
      // The connection dropped: the client asks where it stands, and a part sent at the wrong offset changes nothing.
      const wrong = await part(jar, order.id, id, 0, file.subarray(0, 64 * KB));
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().error.message).toBe(`This part does not continue the upload, which stands at ${64 * KB} bytes. Resume from there.`);
      expect((await call(api(), 'GET', `${base(order.id)}/uploads/${id}`, { jar })).json().upload).toMatchObject({ offset: 64 * KB, size: file.length, status: 'open' });
      expect((await finish(jar, order.id, id)).json().error.code).toBe('gift_upload_incomplete');
      await part(jar, order.id, id, 64 * KB, file.subarray(64 * KB, 128 * KB));
      await part(jar, order.id, id, 128 * KB, file.subarray(128 * KB));
      const finished = await finish(jar, order.id, id);
      expect(finished.statusCode, finished.body).toBe(200);
      const message = finished.json().giftMessage;
      expect(message).toMatchObject({ isGift: true, canChange: true, video: { type: 'video/mp4', size: file.length, durationMs: 2000 } });

      const whole = await api().inject({ method: 'GET', url: message.video.url, headers: { cookie: jar.header() } });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(file)).toBe(true);
      const range = await api().inject({ method: 'GET', url: message.video.url, headers: { cookie: jar.header(), range: 'bytes=100-199' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
      expect(range.rawPayload.equals(file.subarray(100, 200))).toBe(true);
      const outside = await api().inject({ method: 'GET', url: message.video.url, headers: { cookie: jar.header(), range: `bytes=${file.length}-` } });
      expect(outside.statusCode).toBe(416);
      expect(videoFiles(order.id)).toHaveLength(1);
      expect(readdirSync(join(objects, 'gift-uploads', id))).toEqual([]);
    });

    it('refuses what is not a video, too large, too long or badly cut, in the shopper language, changing nothing', async () => {
      const { jar, order } = await guestOrder();
      const text = Buffer.from('this is a text file named clip.mp4, not a video');
      const started = await start(jar, order.id, text);
      const notVideo = await part(jar, order.id, started.json().upload.id, 0, text, 'th', 'TH');
      expect(notVideo.statusCode).toBe(415);
      expect(notVideo.json().error.message).toBe('ไฟล์นี้ไม่ใช่วิดีโอที่เราเล่นได้ โปรดเลือกวิดีโอ MP4 หรือ WebM');
      expect((await call(api(), 'GET', `${base(order.id)}/uploads/${started.json().upload.id}`, { jar })).json().upload.offset).toBe(0);

      const tooLarge = await call(api(), 'POST', `${base(order.id)}/uploads`, { jar, body: { size: 51 * 1024 * KB, type: 'video/mp4', duration_ms: 5000 }, language: 'id', country: 'ID' });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error.message).toBe('Videonya terlalu besar: maksimal 50 MB.');
      const declaredLong = await start(jar, order.id, fixture('live.webm'), 'video/webm', 75_000);
      expect(declaredLong.json().error.code).toBe('gift_video_too_long');

      // The container says 61 seconds, whatever the client declared.
      const long = mp4Lasting(61);
      const { finished } = await upload(jar, order.id, long);
      expect(finished.statusCode).toBe(422);
      expect(finished.json().error.message).toBe('The video is too long: at most 60 seconds.');

      const file = bigMp4(150 * KB);
      const small = await start(jar, order.id, file);
      expect((await part(jar, order.id, small.json().upload.id, 0, file.subarray(0, 10 * KB))).json().error.code).toBe('gift_upload_part_size');
      expect((await call(api(), 'GET', base(order.id), { jar })).json().giftMessage).toMatchObject({ isGift: false, video: null, link: null });
      expect(videoFiles(order.id)).toEqual([]);
    });

    it('abandons an upload left open for a day and deletes its parts (the hourly job); a newer one stays', async () => {
      const { jar, order } = await guestOrder();
      const file = bigMp4(150 * KB);
      const old = (await start(jar, order.id, file)).json().upload.id as string;
      await part(jar, order.id, old, 0, file.subarray(0, 64 * KB));
      const fresh = (await start(jar, order.id, file)).json().upload.id as string;
      await db().execute(sql`update gift_uploads set created_at = now() - interval '25 hours' where id = ${old}`);
      await abandonStaleUploads({ db: db(), store: localObjectStore(objects) }, new Date());
      expect((await call(api(), 'GET', `${base(order.id)}/uploads/${old}`, { jar })).json().upload.status).toBe('abandoned');
      expect(readdirSync(join(objects, 'gift-uploads', old))).toEqual([]);
      expect((await part(jar, order.id, old, 64 * KB, file.subarray(64 * KB, 128 * KB))).json().error.code).toBe('gift_upload_closed');
      expect((await call(api(), 'GET', `${base(order.id)}/uploads/${fresh}`, { jar })).json().upload.status).toBe('open');
    });

    it("answers 404 for someone else's order and changes nothing", async () => {
      const { jar, order } = await guestOrder();
      await upload(jar, order.id, fixture('clip.mp4'), 64 * KB);
      const other = await guestOrder();
      expect((await call(api(), 'GET', base(order.id), { jar: other.jar })).statusCode).toBe(404);
      expect((await start(other.jar, order.id, fixture('clip.mp4'))).statusCode).toBe(404);
      expect((await call(api(), 'POST', `${base(order.id)}/link`, { jar: other.jar })).statusCode).toBe(404);
      expect((await call(api(), 'PUT', base(order.id), { jar: other.jar, body: { is_gift: false } })).statusCode).toBe(404);
      expect((await call(api(), 'GET', base(order.id), { jar })).json().giftMessage.isGift).toBe(true);
    });

    it('gives the recipient a link with poster and captions that can be revoked, renewed and expires', async () => {
      const { jar, order } = await guestOrder();
      expect((await call(api(), 'POST', `${base(order.id)}/link`, { jar })).json().error.code).toBe('gift_video_missing');
      await upload(jar, order.id, fixture('live.webm'), 64 * KB, 'video/webm', 2100);
      const captions = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHappy birthday, Mei!\n';
      const badCaptions = await call(api(), 'PUT', base(order.id), { jar, body: { is_gift: true, captions: 'Happy birthday' }, language: 'zh', country: 'HK' });
      expect(badCaptions.statusCode).toBe(422);
      expect(badCaptions.json().error.code).toBe('gift_captions_invalid');
      const lines = (await call(api(), 'GET', base(order.id), { jar })).json().giftMessage.lines;
      expect(lines).toEqual([expect.objectContaining({ id: expect.any(Number), quantity: 1 })]);
      const marked = await call(api(), 'PUT', base(order.id), { jar, body: { is_gift: true, order_line_id: lines[0].id, captions } });
      expect(marked.json().giftMessage).toMatchObject({ isGift: true, orderLineId: lines[0].id, captions, video: { type: 'video/webm', durationMs: 2100 } });
      const poster = await call(api(), 'PUT', `${base(order.id)}/poster`, { jar, body: fixture('poster.jpg'), headers: { 'content-type': 'image/jpeg' } });
      expect(poster.statusCode, poster.body).toBe(200);
      const fakePoster = await call(api(), 'PUT', `${base(order.id)}/poster`, { jar, body: fixture('clip.mp4'), headers: { 'content-type': 'image/png' } });
      expect(fakePoster.json().error.code).toBe('gift_poster_invalid');

      const linked = (await call(api(), 'POST', `${base(order.id)}/link`, { jar })).json().giftMessage.link;
      expect(linked).toMatchObject({ state: 'active', url: expect.stringMatching(/\/gift\/[A-Za-z0-9_-]{43}$/) });
      expect(linked.qrSvg).toContain('<svg');
      const token = linked.url.split('/gift/')[1];
      // The link is shown again to its owner, the same; the database holds only its hash.
      expect((await call(api(), 'GET', base(order.id), { jar })).json().giftMessage.link.url).toBe(linked.url);
      const [stored] = await queryRows<{ text: string }>(db(), sql`select row_to_json(g)::text as text from gift_messages g where order_id = ${order.id}`);
      expect(stored!.text).not.toContain(token);

      const view = await call(api(), 'GET', `/gift-messages/${token}`, {});
      expect(view.statusCode).toBe(200);
      const gift = view.json().gift;
      expect(gift).toMatchObject({ videoType: 'video/webm', posterUrl: expect.any(String), captionsUrl: expect.any(String) });
      const video = await api().inject({ method: 'GET', url: gift.videoUrl, headers: { range: 'bytes=0-3' } });
      expect(video.statusCode).toBe(206);
      expect([...video.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect((await api().inject({ method: 'GET', url: gift.posterUrl })).rawPayload.equals(fixture('poster.jpg'))).toBe(true);
      const vtt = await api().inject({ method: 'GET', url: gift.captionsUrl });
      expect(vtt.headers['content-type']).toContain('text/vtt');
      expect(vtt.body).toBe(captions);

      // The recipient's e-mail, in the language the sender chose, once per address and link; the QR image it shows.
      const mailed = await call(api(), 'POST', `${base(order.id)}/email`, { jar, body: { email: 'Friend@Example.com', name: 'Ploy', language: 'th' } });
      expect(mailed.statusCode).toBe(202);
      await call(api(), 'POST', `${base(order.id)}/email`, { jar, body: { email: 'friend@example.com', name: 'Ploy', language: 'th' } });
      await api().outbox.kick();
      const mails = (await call(api(), 'GET', '/dev/mailbox?to=friend@example.com', {})).json().messages as Array<{ id: number; subject: string }>;
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('ข้อความวิดีโอสำหรับคุณ');
      expect(JSON.stringify((await call(api(), 'GET', `/dev/mailbox/${mails[0]!.id}`, {})).json())).toContain(linked.url);
      const qr = await api().inject({ method: 'GET', url: `/api/web/v1/gift-messages/${token}/qr` });
      expect(qr.headers['content-type']).toBe('image/png');
      expect(qr.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');

      await call(api(), 'DELETE', `${base(order.id)}/link`, { jar });
      expect((await call(api(), 'POST', `${base(order.id)}/email`, { jar, body: { email: 'other@example.com' } })).json().error.code).toBe('gift_link_missing');
      const revoked = await call(api(), 'GET', `/gift-messages/${token}`, { language: 'zh', country: 'HK' });
      expect(revoked.statusCode).toBe(410);
      expect(revoked.json().error.message).toBe('寄件人已收回此禮物訊息連結。');
      expect((await api().inject({ method: 'GET', url: gift.videoUrl })).statusCode).toBe(410);

      const renewed = (await call(api(), 'POST', `${base(order.id)}/link`, { jar })).json().giftMessage.link;
      expect(renewed.url).not.toBe(linked.url);
      expect((await call(api(), 'GET', `/gift-messages/${token}`, {})).statusCode).toBe(404);
      const fresh = renewed.url.split('/gift/')[1];
      expect((await call(api(), 'GET', `/gift-messages/${fresh}`, {})).statusCode).toBe(200);
      await db().execute(sql`update gift_messages set link_expires_at = now() - interval '1 minute' where order_id = ${order.id}`);
      const expired = await call(api(), 'GET', `/gift-messages/${fresh}`, {});
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.message).toBe('This gift message link has expired.');
      expect((await call(api(), 'GET', '/gift-messages/not-a-token', {})).statusCode).toBe(404);
    });

    it('lets the sender re-record until the order ships, then keeps the message as it is', async () => {
      const { jar, order } = await guestOrder();
      await upload(jar, order.id, fixture('clip.mp4'));
      const again = await upload(jar, order.id, fixture('clip.webm'), 64 * KB, 'video/webm');
      expect(again.finished.json().giftMessage.video.type).toBe('video/webm');
      expect(videoFiles(order.id)).toEqual([expect.stringMatching(new RegExp(`^${again.id}-[0-9a-f]{8}\\.webm$`))]);
      await db().execute(sql`update orders set fulfilment = 'shipped' where id = ${order.id}`);
      const locked = await start(jar, order.id, fixture('clip.mp4'));
      expect(locked.statusCode).toBe(409);
      expect(locked.json().error.message).toBe('This order has shipped, so its gift message can no longer be changed.');
      expect((await call(api(), 'PUT', base(order.id), { jar, body: { is_gift: false } })).json().error.code).toBe('gift_message_locked');
      const message = (await call(api(), 'GET', base(order.id), { jar })).json().giftMessage;
      expect(message).toMatchObject({ canChange: false, isGift: true, video: { type: 'video/webm' } });
    });

    it('leaves exactly one current video when two uploads finish at once, and takes a part or a finish once', async () => {
      const { jar, order } = await guestOrder();
      const file = fixture('clip.mp4');
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const id = (await start(jar, order.id, file)).json().upload.id as string;
        expect((await part(jar, order.id, id, 0, file)).statusCode).toBe(200);
        ids.push(id);
      }
      const results = await Promise.all(ids.map((id) => finish(jar, order.id, id)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const [row] = await queryRows<{ video_key: string; version: number }>(db(), sql`select video_key, version from gift_messages where order_id = ${order.id}`);
      expect(ids.some((id) => row!.video_key.startsWith(`gift-videos/${order.id}/${id}-`))).toBe(true);
      expect(videoFiles(order.id)).toEqual([row!.video_key.split('/').pop()]);
      expect(Number(row!.version)).toBe(2);

      const third = (await start(jar, order.id, file)).json().upload.id as string;
      const parts = await Promise.all([part(jar, order.id, third, 0, file), part(jar, order.id, third, 0, file)]);
      expect(parts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const finishes = await Promise.all([finish(jar, order.id, third), finish(jar, order.id, third)]);
      expect(finishes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(videoFiles(order.id)).toEqual([expect.stringMatching(new RegExp(`^${third}-[0-9a-f]{8}\\.mp4$`))]);
    });
  },
  { env: { OBJECT_STORE_DIR: objects } },
);
