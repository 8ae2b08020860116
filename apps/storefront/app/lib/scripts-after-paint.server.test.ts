import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { afterFirstFrame, scriptsAfterPaintStream } from './scripts-after-paint.server.ts';

const HEAD =
  '<!DOCTYPE html><html><head><title>ตะกร้าสินค้า | 購物袋</title><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>';
// As React Router's <Scripts> writes them: the context (classic), then the route modules (module).
const CONTEXT = '<script nonce="n">window.__reactRouterContext = {"url":"/cart","title":"ตะกร้า <b>"};</script>';
const MODULES =
  '<script nonce="n" type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1_clientLoader from "/assets/cart-loader.js";\nimport * as route1_main from "/assets/cart.js";\nconst route1 = {...route1_clientLoader,...route1_main};\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/cart":route1};\n\nimport("/assets/entry.client.js");</script>';
const BODY = `<body><p>Bag · 購物袋 <code>&lt;script type="module"&gt;</code></p><script type="application/ld+json">{"a":1}</script>${CONTEXT}${MODULES}<p>after</p></body></html>`;

async function through(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterPaintStream()));
}

describe('scriptsAfterPaintStream', () => {
  it('takes the module preloads out of the head and leaves the stylesheet, the other scripts and the text alone', async () => {
    const html = await through([HEAD + BODY]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain(CONTEXT);
    expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(html).toContain('<p>Bag · 購物袋 <code>&lt;script type="module"&gt;</code></p>');
    expect(html.endsWith('<p>after</p></body></html>')).toBe(true);
  });

  it('makes the route-module script import the same modules after the first frame, with the same preloads added first', async () => {
    const html = await through([HEAD + BODY]);
    const script = html.slice(html.indexOf('<script nonce="n" type="module"'), html.indexOf('<p>after'));
    expect(script).not.toMatch(/import\s+["*]/);
    const waits = script.indexOf('requestAnimationFrame');
    const preloads = script.indexOf('["/assets/manifest.js","/assets/entry.client.js","/assets/root.js"]');
    const imports = script.indexOf('const [,route0,route1_clientLoader,route1_main] = await Promise.all([import("/assets/manifest.js"),import("/assets/root.js"),import("/assets/cart-loader.js"),import("/assets/cart.js")]);');
    const rest = script.indexOf('const route1 = {...route1_clientLoader,...route1_main};');
    const entry = script.indexOf('import("/assets/entry.client.js");');
    expect([waits, preloads, imports, rest, entry].every((i) => i > 0)).toBe(true);
    expect(waits < preloads && preloads < imports && imports < rest && rest < entry).toBe(true);
  });

  it('runs in a browser as the original would: the same modules bound to the same names, the entry last', async () => {
    const rewritten = afterFirstFrame(MODULES, ['/assets/root.js']);
    const code = rewritten.slice(rewritten.indexOf('>') + 1, -'</script>'.length);
    const log: string[] = [];
    const links: Array<{ rel: string; href: string; nonce?: string }> = [];
    const listeners: Array<(event: unknown) => void> = [];
    const document = {
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      removeEventListener: () => listeners.splice(0),
      visibilityState: 'visible',
      querySelector: () => ({ nonce: 'n' }),
      createElement: () => ({}) as { rel: string; href: string; nonce?: string },
      head: { append: (link: { rel: string; href: string; nonce?: string }) => links.push(link) },
    };
    const requestAnimationFrame = (run: () => void) => {
      log.push('frame');
      run();
    };
    const window: { __reactRouterRouteModules?: Record<string, unknown>; __blushEarlyClicks?: { take(): unknown[] } } = {};
    const load = (specifier: string) => {
      log.push(specifier);
      return Promise.resolve({ from: specifier });
    };
    // The module's code, its dynamic imports routed to `load`.
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'window', 'load', `return (async () => { ${code.replaceAll('import(', 'load(')} })();`);
    await run(document, requestAnimationFrame, (go: () => void) => go(), window, load);
    expect(log).toEqual(['frame', '/assets/manifest.js', '/assets/root.js', '/assets/cart-loader.js', '/assets/cart.js', '/assets/entry.client.js']);
    expect(links).toEqual([{ rel: 'modulepreload', href: '/assets/root.js', nonce: 'n' }]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { from: '/assets/root.js' }, 'routes/cart': { from: '/assets/cart.js' } });
    expect(window.__blushEarlyClicks?.take()).toEqual([]);
  });

  it("keeps the taps on the page's own buttons until the page takes them, and only those", () => {
    const rewritten = afterFirstFrame(MODULES, []);
    const code = rewritten.slice(rewritten.indexOf('>') + 1, -'</script>'.length);
    const early = code.slice(0, code.indexOf('await '));
    const page = globalThis.document;
    page.body.innerHTML = '<button type="button" id="next"><span>Next</span></button><button type="submit" id="send">Send</button><button type="button" id="off" disabled>Off</button><a href="/x" id="link">Link</a>';
    const window: { __blushEarlyClicks?: { take(): Element[]; stop(): void } } = {};
    new Function('document', 'window', early)(page, window);
    for (const id of ['next', 'send', 'off', 'link']) page.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    page.querySelector('#next span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__blushEarlyClicks!.take().map((b) => b.id)).toEqual(['next', 'next']);
    expect(window.__blushEarlyClicks!.take()).toEqual([]);
    // A button React has taken over is React's to serve: not kept.
    Object.assign(page.getElementById('next')!, { __reactFiber$test: {} });
    page.getElementById('next')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__blushEarlyClicks!.take()).toEqual([]);
    // Stopped: nothing more is kept.
    window.__blushEarlyClicks!.stop();
    page.getElementById('off')!.removeAttribute('disabled');
    page.getElementById('off')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__blushEarlyClicks!.take()).toEqual([]);
  });

  it('gives the same page whatever the cuts between chunks, in a tag or in a character', async () => {
    const whole = await through([HEAD + BODY]);
    const bytes = Buffer.from(HEAD + BODY);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    const thirds = [bytes.subarray(0, 300), bytes.subarray(300, Buffer.byteLength(HEAD + BODY.slice(0, 200))), bytes.subarray(Buffer.byteLength(HEAD + BODY.slice(0, 200)))];
    expect(await through(thirds)).toBe(whole);
  });

  it('passes a page without scripts through unchanged', async () => {
    expect(await through(['<html><head><title>x</title></head><body><p>no scripts</p></body></html>'])).toBe('<html><head><title>x</title></head><body><p>no scripts</p></body></html>');
    expect(await through(['<p>no head</p>'])).toBe('<p>no head</p>');
  });
});
