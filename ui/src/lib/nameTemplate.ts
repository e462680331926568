// Name templates of finished dubs, read as the shell reads them (crates/core/src/name_template.rs):
// text with placeholders in braces, {input} (the input's name, or a cover's song), {voice}, {key}
// (a cover's key), {pitch} (the voice's pitch shift) and {date} (the day the dub was added,
// 2026-11-28). A shift of 0 is written 0, others with their sign (+2, -12). Anything else in
// braces, or a brace without its pair, makes the template unusable: the shell refuses to save it,
// and Settings says so before sending it. Pure, so the rules are tested without a window.
import type { AudioFormat } from './bindings';

/** The placeholders a template may use. */
export const PLACEHOLDERS = ['input', 'voice', 'key', 'pitch', 'date'] as const;

/** The template that stands for none: the input's name and the voice's. */
export const DEFAULT_TEMPLATE = '{input} ({voice})';

/** What the placeholders stand for in one dub's name. */
export interface NameFields {
  input: string;
  voice: string;
  key: number;
  pitch: number;
  date: Date;
}

/** A shift as the shell writes it in names: 0, or with its sign (ASCII, as file names have it). */
function shift(n: number): string {
  return n === 0 ? '0' : n > 0 ? `+${n}` : String(n);
}

/** The day as the shell writes it in names: 2026-11-28 (this computer's day). */
function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `template` with its placeholders filled in, or null when it has an unknown one or an unpaired brace. */
export function renderTemplate(template: string, fields: NameFields): string | null {
  let out = '';
  let rest = template;
  for (let open = rest.search(/[{}]/); open >= 0; open = rest.search(/[{}]/)) {
    out += rest.slice(0, open);
    if (rest[open] === '}') return null;
    const close = rest.indexOf('}', open + 1);
    if (close < 0) return null;
    const name = rest.slice(open + 1, close);
    switch (name) {
      case 'input':
        out += fields.input.trim();
        break;
      case 'voice':
        out += fields.voice.trim();
        break;
      case 'key':
        out += shift(fields.key);
        break;
      case 'pitch':
        out += shift(fields.pitch);
        break;
      case 'date':
        out += day(fields.date);
        break;
      default:
        return null;
    }
    rest = rest.slice(close + 1);
  }
  return out + rest;
}

/** Whether the shell takes `template` (every placeholder known, every brace paired). */
export function templateOk(template: string): boolean {
  return renderTemplate(template, { input: '', voice: '', key: 0, pitch: 0, date: new Date(0) }) !== null;
}

/** The extension of a file written in `format`; null for the service's own (known once it is back). */
export function formatExtension(format: AudioFormat | null): string | null {
  switch (format) {
    case null:
      return null;
    case 'wav':
    case 'wav24':
      return 'wav';
    default:
      return format;
  }
}

/**
 * The name a dub gets with `template` (empty: the default) and `format`, for the example beside the
 * field: the stem, and the extension when the format says it. Null when the template is unusable.
 */
export function exampleName(template: string, format: AudioFormat | null, fields: NameFields): string | null {
  const stem = renderTemplate(template.trim() === '' ? DEFAULT_TEMPLATE : template, fields);
  if (stem === null) return null;
  const extension = formatExtension(format);
  return extension ? `${stem}.${extension}` : stem;
}
