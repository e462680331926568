// A release's notes as plain text blocks: Markdown's headings, lists, paragraphs and line breaks
// kept as text; its markup and any HTML taken out.
import { describe, expect, it } from 'vitest';
import { plainInline, releaseNotes } from './releaseNotes';

describe('release notes', () => {
  it('keeps headings, bullet and numbered lists, and paragraphs with their line breaks', () => {
    const notes = [
      '## New',
      '- Watch folders dub **new** files',
      '* Faster uploads',
      '  over slow links',
      '',
      '### Fixed',
      '1. The mixer keeps its levels',
      '2) Names like linux_x86_64_deb stay whole',
      '',
      'Thanks to everyone',
      'who reported a bug.',
      '',
      '---',
      '> Quoted _words_',
    ].join('\r\n');
    expect(releaseNotes(notes)).toEqual([
      { kind: 'heading', text: 'New' },
      { kind: 'list', ordered: false, items: ['Watch folders dub new files', 'Faster uploads over slow links'] },
      { kind: 'heading', text: 'Fixed' },
      { kind: 'list', ordered: true, items: ['The mixer keeps its levels', 'Names like linux_x86_64_deb stay whole'] },
      { kind: 'paragraph', lines: ['Thanks to everyone', 'who reported a bug.'] },
      { kind: 'paragraph', lines: ['Quoted words'] },
    ]);
  });

  it('reads plain text as paragraphs, and no notes as nothing', () => {
    expect(releaseNotes('Bug fixes.\nBetter errors.')).toEqual([{ kind: 'paragraph', lines: ['Bug fixes.', 'Better errors.'] }]);
    expect(releaseNotes(null)).toEqual([]);
    expect(releaseNotes('  \n\n')).toEqual([]);
  });

  it('writes links as their words and address, and keeps code as it is written', () => {
    expect(plainInline('See [the guide](https://dubdeck.example/guide "Guide") or <https://dubdeck.example>.')).toBe(
      'See the guide (https://dubdeck.example/guide) or https://dubdeck.example.',
    );
    expect(plainInline('[https://x.example](https://x.example)')).toBe('https://x.example');
    expect(plainInline('Use `--zoom` and ~~old~~ \\*stars\\* &amp; more')).toBe('Use --zoom and old *stars* & more');
    expect(releaseNotes('```\n<b>kept</b> as **text**\n```')).toEqual([{ kind: 'paragraph', lines: ['<b>kept</b> as **text**'] }]);
  });

  it('takes HTML out: tags go, scripts go with what they hold, nothing is left to draw as markup', () => {
    const blocks = releaseNotes('Hello <b>bold</b><script>alert(1)</script>\n<img src=x onerror="alert(2)">\n![logo](https://x.example/a.png)\n- <a href="javascript:alert(3)">click</a>');
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: ['Hello bold', 'logo'] },
      { kind: 'list', ordered: false, items: ['click'] },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/[<>]|alert|javascript/);
  });
});
