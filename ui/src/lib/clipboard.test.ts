// Copying to the clipboard: the async API, the old editing command where it is missing or
// refused, and a write begun within the click for a text still to come.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyLater, copyText } from './clipboard';

/** Replaces navigator.clipboard for one test (jsdom has none). */
function clipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
}

/** document.execCommand as the engine answers it; records the text selected when it ran. */
function command(answer: boolean | 'throws') {
  const seen: string[] = [];
  const exec = vi.fn((name: string) => {
    const active = document.activeElement;
    if (active instanceof HTMLTextAreaElement) seen.push(`${name}:${active.value.slice(active.selectionStart, active.selectionEnd)}`);
    if (answer === 'throws') throw new Error('not allowed');
    return answer;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return { exec, seen };
}

afterEach(() => {
  clipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('copyText', () => {
  it('writes through the async clipboard API when it is there', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard({ writeText });
    const { exec } = command(true);
    await expect(copyText('line 1\nline 2')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('line 1\nline 2');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected text area and the copy command when the API refuses, and gives focus back', async () => {
    clipboard({ writeText: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    const { seen } = command(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await expect(copyText('the whole text')).resolves.toBe(true);
    expect(seen).toEqual(['copy:the whole text']);
    // The text area is gone, and focus is back where it was.
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('falls back to the copy command where there is no async API', async () => {
    const { seen } = command(true);
    await expect(copyText('text')).resolves.toBe(true);
    expect(seen).toEqual(['copy:text']);
  });

  it('says so when neither way copies', async () => {
    clipboard({ writeText: vi.fn(() => Promise.reject(new Error('no'))) });
    command(false);
    await expect(copyText('text')).resolves.toBe(false);
    command('throws');
    await expect(copyText('text')).resolves.toBe(false);
    Reflect.deleteProperty(document, 'execCommand');
    await expect(copyText('text')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('copyLater', () => {
  class FakeItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }

  it('is null where the engine has no ClipboardItem', () => {
    clipboard({ writeText: vi.fn() });
    expect(copyLater(Promise.resolve('text'))).toBeNull();
  });

  it('writes the text once it comes, the write begun at once', async () => {
    vi.stubGlobal('ClipboardItem', FakeItem);
    const written: string[] = [];
    const write = vi.fn(async (items: FakeItem[]) => {
      written.push(await items[0].items['text/plain'].then((b) => b.text()));
    });
    clipboard({ write: write as unknown as Clipboard['write'] });
    let give: (text: string) => void = () => undefined;
    const text = new Promise<string>((resolve) => (give = resolve));
    const copied = copyLater(text);
    expect(copied).not.toBeNull();
    // Begun before the text came (within the click).
    expect(write).toHaveBeenCalledTimes(1);
    give('diagnostics');
    await expect(copied).resolves.toBe(true);
    expect(written).toEqual(['diagnostics']);
  });

  it('resolves to false when the text fails or the write is refused', async () => {
    vi.stubGlobal('ClipboardItem', FakeItem);
    clipboard({
      write: (async (items: FakeItem[]) => {
        await items[0].items['text/plain'];
      }) as unknown as Clipboard['write'],
    });
    await expect(copyLater(Promise.reject(new Error('no diagnostics')))).resolves.toBe(false);
    clipboard({ write: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    await expect(copyLater(Promise.resolve('text'))).resolves.toBe(false);
  });
});
