// A release's notes (Markdown, or plain text, as the release wrote them) as plain text blocks:
// headings, paragraphs with their line breaks, and lists. Nothing of them is ever HTML: markup is
// taken out, and the page draws the blocks as text (no {@html}), so notes cannot inject anything.

/** One block of release notes, drawn as text. */
export type NotesBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** Where escaped characters wait (private use: no note holds them), by their code. */
const ESCAPED = 0xe000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A line's Markdown markup taken out: links as "text (address)", emphasis, code and tags removed. */
export function plainInline(text: string): string {
  return (
    text
      // A character escaped with \ is itself, never markup: kept aside (as a private-use
      // character) until the markup is gone.
      .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, (_m, c: string) => String.fromCharCode(ESCAPED + c.charCodeAt(0)))
      // Images: their description.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Links: the words, then the address when it is not the words themselves.
      .replace(/\[([^\]]+)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g, (_m, words: string, url: string) =>
        words.trim() === url ? url : `${words} (${url})`,
      )
      // <https://…> autolinks: the address.
      .replace(/<((?:https?|mailto):[^>\s]+)>/gi, '$1')
      // A script or a style: gone with what it holds; any other tag: gone, its text stays.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?[A-Za-z!][^>]*>/g, '')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
      .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name] ?? _m)
      .replace(/[\uE000-\uE07F]/g, (c) => String.fromCharCode(c.charCodeAt(0) - ESCAPED))
      .trim()
  );
}

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_=])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** The blocks of `notes` (none for no notes). */
export function releaseNotes(notes: string | null | undefined): NotesBlock[] {
  const blocks: NotesBlock[] = [];
  // The block being read: lines of a paragraph, or items of a list.
  const open: { paragraph: string[] | null; list: { ordered: boolean; items: string[] } | null } = { paragraph: null, list: null };
  let fenced = false;

  const close = () => {
    if (open.paragraph && open.paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: open.paragraph });
    if (open.list && open.list.items.length > 0) blocks.push({ kind: 'list', ordered: open.list.ordered, items: open.list.items });
    open.paragraph = null;
    open.list = null;
  };

  for (const raw of (notes ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    // Code, as it is written (its markup is text), line by line.
    if (FENCE.test(raw)) {
      close();
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      open.paragraph ??= [];
      open.paragraph.push(raw.replace(/\s+$/, ''));
      continue;
    }
    // A quote's marks go; its words stay.
    const line = raw.replace(/^\s{0,3}(>\s?)+/, '');
    if (line.trim() === '' || RULE.test(line)) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const text = plainInline(heading[1]);
      if (text) blocks.push({ kind: 'heading', text });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (open.list?.ordered !== ordered) {
        close();
        open.list = { ordered, items: [] };
      }
      open.list?.items.push(plainInline(item[1]));
      continue;
    }
    // A line under a list item, indented: the item goes on.
    const items = open.list?.items;
    if (items && items.length > 0 && /^\s+\S/.test(raw)) {
      items[items.length - 1] = `${items[items.length - 1]} ${plainInline(line)}`.trim();
      continue;
    }
    if (open.list) close();
    // A line of markup alone (an image with no description, a tag) leaves nothing to show.
    const text = plainInline(line);
    if (text === '') continue;
    open.paragraph ??= [];
    open.paragraph.push(text);
  }
  close();
  return blocks;
}
