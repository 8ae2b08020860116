/**
 * The `Idempotency-Key` of an order attempt. One key per attempt: made with `crypto.randomUUID()`
 * and kept in `sessionStorage` with a fingerprint of what is being ordered (the bag and every
 * detail sent, never card data), so a reload or a second press sends the same key and the API
 * answers the same order; once the bag or a detail changes, the fingerprint differs and a new key
 * is made. The fingerprint is a hash: no address or e-mail is kept in the browser's storage.
 */

const STORAGE_KEY = 'blush.checkout.attempt';

let memory: { fingerprint: string; key: string } | null = null;

/** cyrb53: a fast 53-bit string hash (not cryptographic: it only tells attempts apart). */
function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Stable JSON: object keys sorted, so the same details always give the same fingerprint. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function attemptFingerprint(value: unknown): string {
  const text = stable(value);
  return `${hash53(text)}${hash53(text, 7)}`;
}

function read(): { fingerprint: string; key: string } | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return memory;
    const parsed = JSON.parse(raw) as { fingerprint?: unknown; key?: unknown };
    return typeof parsed.fingerprint === 'string' && typeof parsed.key === 'string' ? { fingerprint: parsed.fingerprint, key: parsed.key } : null;
  } catch {
    return memory;
  }
}

function write(entry: { fingerprint: string; key: string } | null): void {
  memory = entry;
  try {
    if (entry) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the key lives in memory for this page.
  }
}

/** The key for an attempt with `fingerprint`: the one kept when it is the same attempt, else a new one. */
export function attemptKey(fingerprint: string): string {
  const current = read();
  if (current && current.fingerprint === fingerprint) return current.key;
  const key = crypto.randomUUID();
  write({ fingerprint, key });
  return key;
}

/** The attempt is over (the order was placed, or the API refused the key): the next one gets a new key. */
export function forgetAttempt(): void {
  write(null);
}
