/**
 * The shape of the message catalogue (`packages/shared/messages/{en,id,th,zh}.json`, decision 0021)
 * and the lookup over one language's messages, without any text: the browser imports this and gets
 * its page language's messages from the loaders, never the four files. `@blush/shared/messages`
 * holds the catalogue itself, for the API and the storefront's server.
 */
import type en from '../messages/en.json';
import { interpolate } from './interpolate.ts';

/** Dotted paths to the string leaves of a nested object: `{ a: { b: 'x' } }` → `'a.b'`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, as the English file has it: a wrong key fails the type check. */
export type MessageKey = Leaves<typeof en>;

/** Values of a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message in one language by its key, placeholders filled (what shared rules are given to produce text). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A catalogue file, or the part of one that a page was sent. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The text at a dotted key, or undefined where the tree has none. */
export function lookupMessage(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A `Translate` over one language's messages; a key the tree lacks answers itself. */
export function translateWith(tree: MessageTree): Translate {
  return (key, params) => interpolate(lookupMessage(tree, key) ?? key, params);
}
