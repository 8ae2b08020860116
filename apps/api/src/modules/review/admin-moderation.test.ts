/**
 * Review moderation in the back office (issue 21 item 6): the queue of pending reviews oldest first;
 * publishing shows the review and awards its author the published-review points exactly once;
 * rejecting needs a reason; each audited; two staff moderating one review at once: one wins, the
 * other is told (409), and the points are never given twice.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POINT_AWARDS } from '@blush/shared/loyalty';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { type CookieJar as ShopJar, call, registerMember } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

interface QueueReview {
  id: number;
  status: string;
  member: { id: string } | null;
  product: { slug: string; name: string };
  title: string;
  rejection_reason: string | null;
  moderated_at: string | null;
}

describeApi('review moderation in the back office', (ctx) => {
  let care: CookieJar;
  let content: CookieJar;
  let slugs: string[] = [];
  let next = 0;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  /** A member's pending review of a product no other test here reviews. */
  const written = async (): Promise<{ reviewId: number; slug: string; jar: ShopJar; memberId: string }> => {
    const m = await registerMember(ctx().api);
    const slug = slugs[next++]!;
    const answer = await call(ctx().api, 'POST', `/products/${slug}/reviews`, { jar: m.jar, body: { rating: 5, title: `Lovely ${next}`, body: 'Soft, blends well and lasts all day.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    return { reviewId: answer.json().id, slug, jar: m.jar, memberId: m.id };
  };
  const queue = async (query = '') => {
    const reviews: QueueReview[] = [];
    let cursor: string | null = null;
    do {
      const answer = await adminCall(ctx().api, 'GET', `/reviews?limit=50${query}${cursor ? `&cursor=${cursor}` : ''}`, { jar: care });
      expect(answer.statusCode, answer.body).toBe(200);
      reviews.push(...answer.json().reviews);
      cursor = answer.json().next_cursor;
    } while (cursor);
    return reviews;
  };
  const publish = (id: number, jar = care) => adminCall(ctx().api, 'POST', `/reviews/${id}/publish`, { jar });
  const reject = (id: number, body: unknown, jar = care) => adminCall(ctx().api, 'POST', `/reviews/${id}/reject`, { jar, body });
  const reviewPoints = (id: number) => run<{ points: number }>(sql`select points from points_ledger where reference = ${`review:${id}`}`);
  const audits = (id: number) => run<{ action: string; after: Record<string, unknown> }>(sql`select action, after from staff_audit_log where target_type = 'review' and target_id = ${String(id)} order by id`);

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    content = await signInStaff(ctx().api, 'content@staff.blush.example');
    slugs = (await run<{ slug: string }>(sql`select p.slug from products p join variant_markets vm on vm.variant_id = (select min(id) from variants where product_id = p.id) and vm.country = 'SG' and vm.available order by p.id limit 12`)).map((r) => r.slug);
  });

  it('lists the pending reviews oldest first with their product and member', async () => {
    const a = await written();
    const b = await written();
    const pending = await queue();
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    const ids = pending.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids.indexOf(a.reviewId)).toBeLessThan(ids.indexOf(b.reviewId));
    expect(pending.find((r) => r.id === a.reviewId)).toMatchObject({ member: { id: a.memberId }, product: { slug: a.slug }, moderated_at: null });
    expect((await adminCall(ctx().api, 'GET', '/reviews?status=archived', { jar: care })).statusCode).toBe(400);
  });

  it('publishes a review: it shows on the product page and its author gets the review points once, audited', async () => {
    const r = await written();
    const before = (await call(ctx().api, 'GET', `/products/${r.slug}/reviews`)).json().summary.count as number;
    const answer = await publish(r.reviewId, content);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ points_awarded: POINT_AWARDS.published_review, review: { id: r.reviewId, status: 'published' } });
    expect(answer.json().review.moderated_at).not.toBeNull();
    const page = (await call(ctx().api, 'GET', `/products/${r.slug}/reviews`)).json();
    expect(page.summary.count).toBe(before + 1);
    expect(page.items.map((i: { id: number }) => i.id)).toContain(r.reviewId);
    const log = (await call(ctx().api, 'GET', '/loyalty/points-log', { jar: r.jar })).json().items;
    expect(log[0]).toMatchObject({ source: 'product_review_with_name', points: POINT_AWARDS.published_review });
    expect((await queue()).map((q) => q.id)).not.toContain(r.reviewId);

    // A second publish is refused and gives nothing more.
    const again = await publish(r.reviewId, care);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'review_already_moderated', message: 'Someone else has already moderated this review. Reload the queue to see where it is.' });
    expect(await reviewPoints(r.reviewId)).toEqual([{ points: POINT_AWARDS.published_review }]);
    expect(await audits(r.reviewId)).toEqual([{ action: 'review.published', after: { status: 'published', points_awarded: POINT_AWARDS.published_review } }]);
  });

  it('rejects a review with a reason the audit trail and the review keep; the member sees it rejected', async () => {
    const r = await written();
    const answer = await reject(r.reviewId, { reason: 'Mentions another shop' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ points_awarded: 0, review: { status: 'rejected', rejection_reason: 'Mentions another shop' } });
    const mine = (await call(ctx().api, 'GET', '/user/reviews', { jar: r.jar })).json().reviews;
    expect(mine[0]).toMatchObject({ id: r.reviewId, status: 'rejected' });
    expect((await queue('&status=rejected')).find((q) => q.id === r.reviewId)).toMatchObject({ rejection_reason: 'Mentions another shop' });
    expect(await audits(r.reviewId)).toEqual([{ action: 'review.rejected', after: { status: 'rejected', reason: 'Mentions another shop' } }]);
    expect(await reviewPoints(r.reviewId)).toEqual([]);
    // Rejected is final here: publishing it afterwards is refused.
    expect((await publish(r.reviewId)).statusCode).toBe(409);
    expect(await reviewPoints(r.reviewId)).toEqual([]);
  });

  it('answers bad input with a clear error and changes nothing', async () => {
    const r = await written();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const answer = await reject(r.reviewId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
    const unknown = await publish(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('resource_not_found');
    expect((await publish(0)).statusCode).toBe(400);
    expect((await adminCall(ctx().api, 'POST', '/reviews/abc/publish', { jar: care })).statusCode).toBe(400);
    expect((await queue()).find((q) => q.id === r.reviewId)?.status).toBe('pending');
    expect(await audits(r.reviewId)).toEqual([]);
  });

  it('lets one of several staff moderating a review at once win; the others get 409 and the points are given once (on PostgreSQL truly at once)', async () => {
    const r = await written();
    const answers = await Promise.all([publish(r.reviewId, care), publish(r.reviewId, content), publish(r.reviewId, care), publish(r.reviewId, content)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await reviewPoints(r.reviewId)).toEqual([{ points: POINT_AWARDS.published_review }]);
    expect(await audits(r.reviewId)).toHaveLength(1);

    const s = await written();
    const mixed = await Promise.all([publish(s.reviewId, care), reject(s.reviewId, { reason: 'Spam' }, content)]);
    expect(mixed.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [state] = await run<{ status: string }>(sql`select status from reviews where id = ${s.reviewId}`);
    expect((await reviewPoints(s.reviewId)).length).toBe(state!.status === 'published' ? 1 : 0);
    expect(await audits(s.reviewId)).toHaveLength(1);
  });
});
