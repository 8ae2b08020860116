/**
 * Fill `{name}` placeholders; unknown placeholders are left as they are. On its own (not only in
 * `errors.ts`) so that code on every page (site titles) can use it without bringing the whole error
 * catalogue into the storefront's first load.
 */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
