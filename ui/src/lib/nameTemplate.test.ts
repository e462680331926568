import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE, exampleName, formatExtension, renderTemplate, templateOk, type NameFields } from './nameTemplate';

// The shell's own test fields (crates/core/src/name_template.rs), on this computer's 28 November.
const FIELDS: NameFields = { input: 'Song', voice: 'Nova', key: 2, pitch: -12, date: new Date(2026, 10, 28) };

describe('name templates', () => {
  it('fills in every placeholder as the shell does', () => {
    expect(renderTemplate(DEFAULT_TEMPLATE, FIELDS)).toBe('Song (Nova)');
    expect(renderTemplate('{date} {input} - {voice} key {key} pitch {pitch}', FIELDS)).toBe('2026-11-28 Song - Nova key +2 pitch -12');
    expect(renderTemplate('{input} {key}', { ...FIELDS, key: 0 })).toBe('Song 0');
    expect(renderTemplate('no placeholders at all', FIELDS)).toBe('no placeholders at all');
  });

  it('refuses unknown placeholders and unpaired braces', () => {
    for (const bad of ['{title}', '{input', 'input}', '{}', '{Input}', '{input} }']) {
      expect(templateOk(bad), bad).toBe(false);
      expect(renderTemplate(bad, FIELDS), bad).toBeNull();
    }
    expect(templateOk('{input} ({voice}) {date}')).toBe(true);
  });

  it('names the example with the format\'s extension, and the default for an empty template', () => {
    expect(exampleName('', 'flac', FIELDS)).toBe('Song (Nova).flac');
    expect(exampleName('  ', null, FIELDS)).toBe('Song (Nova)');
    expect(exampleName('{voice} - {input}', 'wav24', FIELDS)).toBe('Nova - Song.wav');
    expect(exampleName('{nope}', 'mp3', FIELDS)).toBeNull();
    expect(['wav', 'wav24', 'flac', 'mp3', 'm4a', 'opus', null].map((f) => formatExtension(f as never))).toEqual([
      'wav',
      'wav',
      'flac',
      'mp3',
      'm4a',
      'opus',
      null,
    ]);
  });
});
