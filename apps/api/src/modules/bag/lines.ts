/**
 * Adding, changing and removing a bag's product lines in three round trips: one read of the bag
 * (its lines, choices and what else it holds), its variants and only the extras it holds side by
 * side, then one statement that locks the bag and writes — only if the bag is still as read (its
 * version) or, for a first add, if no other request made the bag meanwhile. The answer is composed
 * from what was read and written. A bag another request changed in between (two tabs at once)
 * takes the locking way: lock, read again, check, write, in one transaction. Either way two adds
 * at once never pass 6, the stock, or the variant's and brand's limits.
 */
import type { BagDto } from '@blush/shared/bag-contracts';
import { type Db, withTransaction } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { DomainError } from '../../domain-error.ts';
import type { BagVariant } from '../catalog/service.ts';
import { bagState, loadExtras } from './extras.ts';
import * as repo from './repo.ts';
import { type BagOwner, type Shopper, answer, brandQuantity, checkQuantity, composeBag, lineLimit, sold, variantsFor, viewBag } from './service.ts';

type Owned = Shopper & { owner: BagOwner };
type State = NonNullable<Awaited<ReturnType<typeof bagState>>>;

/** Check adding `quantity` of a variant to the lines (the catalogue's message for the first limit broken); the most its line may hold. */
function checkAdd(lines: readonly repo.LineRow[], variants: Map<number, BagVariant>, variantId: number, quantity: number): number {
  const v = variants.get(variantId);
  const current = lines.find((l) => l.variantId === variantId && l.kind === 'product')?.quantity ?? 0;
  checkQuantity(v, current + quantity, v ? brandQuantity(lines, variants, v.brand_id, variantId) : 0);
  return lineLimit(v);
}

/** Check a new quantity of a line: only a raise, or a line no longer sold, is checked (lowering is always allowed). */
function checkChange(lines: readonly repo.LineRow[], variants: Map<number, BagVariant>, line: repo.LineRow, quantity: number): void {
  const v = variants.get(line.variantId);
  if (quantity > line.quantity || !sold(v)) checkQuantity(v, quantity, v ? brandQuantity(lines, variants, v.brand_id, line.variantId) : 0);
}

const withLine = (lines: readonly repo.LineRow[], written: repo.LineRow) =>
  lines.some((l) => l.id === written.id) ? lines.map((l) => (l.id === written.id ? { ...l, quantity: written.quantity } : l)) : [...lines, written];

const guardOf = (state: State): repo.Guard => ({ bagId: state.bag.id, version: state.version });

/** The variants of the lines (and `extra`) and the bag's extras, read side by side (one after the other in a transaction). */
const around = (db: Db, shopper: Shopper, state: State | undefined, lines: readonly repo.LineRow[], extra: number[]) =>
  inParallel(db, [() => variantsFor(db, lines, extra, shopper), () => loadExtras(db, shopper, state?.bag, undefined, state)]);

/** Add a variant to the shopper's bag (made on the first add). */
export async function addLine(db: Db, shopper: Owned, variantId: number, quantity: number): Promise<BagDto> {
  const state = await bagState(db, shopper);
  const lines = state?.lines ?? [];
  const [variants, extras] = await around(db, shopper, state, lines, [variantId]);
  const limit = checkAdd(lines, variants, variantId, quantity);
  const done = await repo.guardedWrite<repo.LineRow>(db, state ? guardOf(state) : { owner: shopper.owner, country: shopper.country }, repo.addChange(variantId, quantity, limit));
  if (!done) return addLineLocked(db, shopper, variantId, quantity);
  if (!done.row) throw new DomainError('quantity_limit', { max: limit });
  return composeBag(shopper, done.bag, withLine(lines, repo.writtenLine(done.row)), variants, extras);
}

/** The locking way of `addLine`: the bag row is locked while the limits are checked and the line written. */
async function addLineLocked(db: Db, shopper: Owned, variantId: number, quantity: number): Promise<BagDto> {
  const bag = await repo.findOrCreateBag(db, shopper.owner, shopper.country);
  const done = await withTransaction(db, async (t) => {
    await repo.lockBag(t, bag.id);
    const lines = await repo.linesOf(t, bag.id);
    const variants = await variantsFor(t, lines, [variantId], shopper);
    const limit = checkAdd(lines, variants, variantId, quantity);
    const written = await repo.addToLine(t, bag.id, variantId, 'product', quantity, limit);
    if (!written) throw new DomainError('quantity_limit', { max: limit });
    return { lines: withLine(lines, written), variants };
  });
  return answer(db, shopper, bag, done.lines, done.variants);
}

async function stateWithLine(db: Db, shopper: Shopper, lineId: number): Promise<{ state: State; line: repo.LineRow }> {
  const state = shopper.owner ? await bagState(db, { ...shopper, owner: shopper.owner }) : undefined;
  const line = state?.lines.find((l) => l.id === lineId);
  // A line of another bag is not found (never someone else's).
  if (!state || !line) throw new DomainError('resource_not_found');
  return { state, line };
}

export async function updateLine(db: Db, shopper: Shopper, lineId: number, quantity: number): Promise<BagDto> {
  const { state, line } = await stateWithLine(db, shopper, lineId);
  const [variants, extras] = await around(db, shopper, state, state.lines, []);
  checkChange(state.lines, variants, line, quantity);
  const done = await repo.guardedWrite<repo.LineRow>(db, guardOf(state), repo.quantityChange(lineId, quantity));
  if (!done?.row) return updateLineLocked(db, shopper, lineId, quantity);
  return composeBag(shopper, done.bag, state.lines.map((l) => (l.id === lineId ? { ...l, quantity } : l)), variants, extras);
}

async function updateLineLocked(db: Db, shopper: Shopper, lineId: number, quantity: number): Promise<BagDto> {
  const bag = shopper.owner && (await repo.findBag(db, shopper.owner, shopper.country));
  if (!bag) throw new DomainError('resource_not_found');
  const done = await withTransaction(db, async (t) => {
    await repo.lockBag(t, bag.id);
    const lines = await repo.linesOf(t, bag.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new DomainError('resource_not_found');
    const variants = await variantsFor(t, lines, [], shopper);
    checkChange(lines, variants, line, quantity);
    await repo.setLineQuantity(t, bag.id, lineId, quantity);
    return { lines: lines.map((l) => (l.id === lineId ? { ...l, quantity } : l)), variants };
  });
  return answer(db, shopper, bag, done.lines, done.variants);
}

/** Remove a line; a line of another bag is not found. Returns the variant removed. */
export async function removeLine(db: Db, shopper: Shopper, lineId: number): Promise<{ bag: BagDto; variantId: number }> {
  const { state, line } = await stateWithLine(db, shopper, lineId);
  const rest = state.lines.filter((l) => l.id !== lineId);
  // Nothing to check: the removal and the reads of the answer go side by side.
  const [done, [variants, extras]] = await inParallel(db, [() => repo.guardedWrite<repo.LineRow>(db, guardOf(state), repo.removal(lineId)), () => around(db, shopper, state, rest, [])]);
  if (!done?.row) return removeLineAgain(db, shopper, lineId);
  return { bag: composeBag(shopper, done.bag, rest, variants, extras), variantId: line.variantId };
}

/** `removeLine` for a bag another request changed meanwhile: remove, then read the bag as it is. */
async function removeLineAgain(db: Db, shopper: Shopper, lineId: number): Promise<{ bag: BagDto; variantId: number }> {
  const bag = shopper.owner && (await repo.findBag(db, shopper.owner, shopper.country));
  const line = bag && (await repo.linesOf(db, bag.id)).find((l) => l.id === lineId);
  if (!bag || !line || !(await repo.deleteLine(db, bag.id, lineId))) throw new DomainError('resource_not_found');
  await repo.touchBag(db, bag.id);
  return { bag: await viewBag(db, shopper), variantId: line.variantId };
}
