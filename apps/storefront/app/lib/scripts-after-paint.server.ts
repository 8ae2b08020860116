/**
 * The page's scripts start loading once the server's HTML has been painted (issue 20 item 4).
 *
 * React Router lists every chunk the page's route modules import as `<link rel="modulepreload">`
 * in the head (10-30 of them) and imports the route modules statically from an inline module
 * script at the end of the body. Nothing of that is needed to paint the server's HTML, only to
 * make it interactive, yet the browser fetches it all while it parses, competing with the
 * stylesheet and the largest image (and Lighthouse's simulation counts every request that ended
 * before the largest paint as holding that paint up).
 *
 * This stream transform over the HTML:
 *   1. takes the module preloads out of the head (held until `</head>`, a few kB written at once
 *      with the shell), keeping their addresses;
 *   2. rewrites React Router's inline module script (its static imports, `import "…"` and
 *      `import * as x from "…"`) to wait for the first frame (none in a hidden tab), then add the
 *      same preloads, with the page's nonce, so every chunk is fetched at once as before, then
 *      import the same modules dynamically and run the rest of the script unchanged;
 *   3. from that script's start until the page is live, keeps the taps on the page's own buttons
 *      for `entry.client` to replay (`EARLY_CLICKS`): the page becomes interactive later than when
 *      its scripts came with the HTML, and a tap in between must not be lost.
 * Everything else passes through untouched, as bytes: a cut between two chunks may fall inside a
 * Thai or Chinese character, or inside a tag.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { isLive } from './early-clicks.ts';

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /^(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)$/;
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+")\s*;?/g;

/**
 * Taps on the page's own buttons (`type="button"`: nothing happens without the code) that React has
 * not taken over yet are kept, in order, for `entry.client` to replay once each is live
 * (`window.__blushEarlyClicks`: `take()` the kept ones, `stop()` keeping). Links, form buttons,
 * checkboxes and radios work on their own, and a live button's tap is React's: both left alone.
 */
export const EARLY_CLICKS =
  `{ const isLive = ${isLive.toString()};` +
  'const early = [];' +
  'const keep = (event) => { const button = event.target instanceof Element ? event.target.closest("button") : null;' +
  ' if (button && button.type === "button" && !button.disabled && !isLive(button)) early.push(button); };' +
  'document.addEventListener("click", keep, true);' +
  'window.__blushEarlyClicks = { take: () => early.splice(0), stop: () => document.removeEventListener("click", keep, true) }; }';

/** The head without its module preloads, and their addresses in order. */
export function takePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = head.replace(PRELOAD, (_tag, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  return { head: rest, preloads };
}

/** React Router's route-module script, made to start after the first frame; other scripts as they are. */
export function afterFirstFrame(script: string, preloads: readonly string[]): string {
  const parts = MODULE_SCRIPT.exec(script);
  if (!parts) return script;
  const [, open, body, close] = parts as unknown as [string, string, string, string];
  const names: string[] = [];
  const specifiers: string[] = [];
  // Only the imports at the top level of the script: `import(` (the entry, at its end) is no match.
  const rest = body.replace(STATIC_IMPORT, (_all, name: string | undefined, specifier: string) => {
    names.push(name ?? '');
    specifiers.push(specifier);
    return '';
  });
  if (specifiers.length === 0) return script;
  const waited =
    EARLY_CLICKS +
    'await new Promise((go) => (document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go, 0))));' +
    `const nonce = document.querySelector("script[nonce]")?.nonce;` +
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; if (nonce) link.nonce = nonce; document.head.append(link); }` +
    `const [${names.join(',')}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(',')}]);`;
  return `${open}${waited}${rest}${close}`;
}

/** The transform for a page's HTML stream. */
export function scriptsAfterPaintStream(): Transform {
  // Until `</head>`: held whole. After it: held from a `<script` not yet closed (or a possible
  // start of one at the chunk's end) until its `</script>`, then rewritten; once the route-module
  // script has passed, everything flows through.
  let head: Buffer | null = Buffer.alloc(0);
  let held = Buffer.alloc(0);
  let preloads: string[] = [];
  let done = false;

  const scripts = (bytes: Buffer): Buffer => {
    const out: Buffer[] = [];
    let from = 0;
    while (!done) {
      const start = bytes.indexOf('<script', from);
      if (start === -1) {
        // Keep a tail that may be the start of `<script`.
        const keep = Math.min(bytes.length - from, '<script'.length - 1);
        out.push(bytes.subarray(from, bytes.length - keep));
        held = Buffer.from(bytes.subarray(bytes.length - keep));
        return Buffer.concat(out);
      }
      const end = bytes.indexOf('</script>', start);
      if (end === -1) {
        out.push(bytes.subarray(from, start));
        held = Buffer.from(bytes.subarray(start));
        return Buffer.concat(out);
      }
      const close = end + '</script>'.length;
      const tag = bytes.subarray(start, close).toString('utf8');
      const rewritten = afterFirstFrame(tag, preloads);
      if (rewritten !== tag) done = true;
      out.push(bytes.subarray(from, start), Buffer.from(rewritten));
      from = close;
    }
    held = Buffer.alloc(0);
    out.push(bytes.subarray(from));
    return Buffer.concat(out);
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (done) return callback(null, bytes);
      if (head !== null) {
        head = Buffer.concat([head, bytes]);
        const end = head.indexOf('</head>');
        if (end === -1) return callback();
        const taken = takePreloads(head.subarray(0, end).toString('utf8'));
        preloads = taken.preloads;
        const after = head.subarray(end);
        head = null;
        return callback(null, Buffer.concat([Buffer.from(taken.head), scripts(after)]));
      }
      callback(null, scripts(Buffer.concat([held, bytes])));
    },
    flush(callback: TransformCallback) {
      if (head !== null) return callback(null, head.length ? Buffer.from(takePreloads(head.toString('utf8')).head) : undefined);
      callback(null, held.length ? held : undefined);
    },
  });
}
