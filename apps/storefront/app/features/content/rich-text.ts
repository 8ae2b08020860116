/**
 * The plain-text format of rich text blocks: paragraphs separated by a blank line, `## ` starts a
 * heading, lines starting `- ` form a list. Never HTML: React escapes every text.
 */
export type RichNode =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseRichText(body: string): RichNode[] {
  const nodes: RichNode[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.length === 1 && lines[0]!.startsWith('## ')) {
      nodes.push({ kind: 'heading', text: lines[0]!.slice(3).trim() });
    } else if (lines.every((line) => line.startsWith('- '))) {
      nodes.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
    } else {
      nodes.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return nodes;
}

export interface RichSection {
  heading: string | null;
  nodes: RichNode[];
}

/** Split at headings: what comes before the first heading is a section without one. */
export function richSections(nodes: readonly RichNode[]): RichSection[] {
  const sections: RichSection[] = [];
  for (const node of nodes) {
    if (node.kind === 'heading') sections.push({ heading: node.text, nodes: [] });
    else {
      if (sections.length === 0) sections.push({ heading: null, nodes: [] });
      sections.at(-1)!.nodes.push(node);
    }
  }
  return sections;
}

/** Characters of visible text: long texts get "Read more". */
export function textLength(nodes: readonly RichNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.kind === 'list' ? node.items.join('').length : node.text.length), 0);
}
