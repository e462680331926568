import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../App.svelte';
import { FakeBackend, type FakeOptions } from './backend/fake';
import { cssPoint, inTextField, linkIn, voiceAt } from './drop';
import type { StartDubs } from './bindings';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null };

async function open(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const list = await screen.findByRole('list', { name: 'Voices' });
  const card = await within(list).findByRole('article', { name: 'Aria Stone 1' });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  return { backend, user, card };
}

/** jsdom has no layout: the element "under" a point is whatever the test says. */
function pointAt(element: Element | null) {
  const spy = vi.fn((x: number, y: number) => {
    void x;
    void y;
    return element;
  });
  document.elementFromPoint = spy as unknown as typeof document.elementFromPoint;
  return spy;
}

describe('drop helpers', () => {
  it('turns physical pixels into CSS pixels', () => {
    expect(cssPoint(300, 200, 2)).toEqual({ x: 150, y: 100 });
    expect(cssPoint(300, 200, 1.25)).toEqual({ x: 240, y: 160 });
    expect(cssPoint(30, 20, 0)).toEqual({ x: 30, y: 20 });
  });

  it('finds the voice card under a point, and nothing elsewhere', () => {
    document.body.innerHTML =
      '<article data-voice-id="v9" data-voice-name="Nova" data-voice-avatar="a.png"><img id="pic"></article><p id="other"></p>';
    pointAt(document.getElementById('pic'));
    expect(voiceAt(document, 1, 1)).toEqual({ id: 'v9', name: 'Nova', avatar: 'a.png' });
    pointAt(document.getElementById('other'));
    expect(voiceAt(document, 1, 1)).toBeNull();
    pointAt(null);
    expect(voiceAt(document, 1, 1)).toBeNull();
    document.body.innerHTML = '';
  });

  it('knows a link when it sees one, and where pasting is a field’s own', () => {
    expect(linkIn('  https://example.com/song.mp3 ')).toBe('https://example.com/song.mp3');
    expect(linkIn('http://host/a?b=c')).toBe('http://host/a?b=c');
    for (const text of ['ftp://example.com/a.mp3', 'example.com/a.mp3', 'see https://x.com/a', 'https://', '']) {
      expect(linkIn(text)).toBeNull();
    }
    const input = document.createElement('input');
    expect(inTextField(input)).toBe(true);
    input.type = 'checkbox';
    expect(inTextField(input)).toBe(false);
    expect(inTextField(document.createElement('textarea'))).toBe(true);
    expect(inTextField(document.createElement('div'))).toBe(false);
  });
});

describe('dropping files on the window', () => {
  const original = document.elementFromPoint;
  afterEach(() => {
    document.elementFromPoint = original;
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });

  it('highlights the card under the pointer, then dubs with that voice at once', async () => {
    const { backend, card } = await open({ presets: { v0001: { pitchShift: -3, separate: false } } });
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    const spy = pointAt(card.querySelector('img'));
    backend.drop({ kind: 'enter', paths: ['/music/song.mp3'], x: 400, y: 300 });
    await waitFor(() => expect(card).toHaveClass('dropping'));
    // Physical pixels from the system, CSS pixels for the page.
    expect(spy).toHaveBeenLastCalledWith(200, 150);
    expect(screen.getAllByText(/Drop to dub with/).length).toBeGreaterThan(0);
    backend.drop({ kind: 'drop', paths: ['/music/song.mp3'], x: 400, y: 300 });
    await waitFor(() => expect(backend.callsOf('startDubs')).toHaveLength(1));
    const [request] = backend.callsOf('startDubs')[0] as [StartDubs];
    expect(request).toEqual({
      inputs: [{ kind: 'file', path: '/music/song.mp3' }],
      voiceId: 'v0001',
      voiceName: 'Aria Stone 1',
      pitchShift: -3,
      separate: false,
      audition: null,
    });
    expect(await screen.findByText('Dubbing 1 file with Aria Stone 1. About 40 credits.')).toBeInTheDocument();
    expect(card).not.toHaveClass('dropping');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the sheet asking for a voice (the last one by default) for a drop elsewhere', async () => {
    const { backend } = await open();
    pointAt(document.body);
    backend.drop({ kind: 'over', x: 10, y: 10 });
    expect(await screen.findByText(/Drop to dub — you choose the voice/)).toBeInTheDocument();
    backend.drop({ kind: 'drop', paths: ['/music/a.mp3', '/music/b.flac'], x: 10, y: 10 });
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Blake Stone 2' });
    expect(within(sheet).getByText('a.mp3')).toBeInTheDocument();
    expect(within(sheet).getByText('b.flac')).toBeInTheDocument();
    expect(backend.callsOf('startDubs')).toHaveLength(0);
    // A leave hides the overlay.
    backend.drop({ kind: 'enter', paths: ['/x.mp3'], x: 1, y: 1 });
    backend.drop({ kind: 'leave' });
    expect(screen.queryByText(/Drop to dub — you choose/)).toBeNull();
  });

  it('refuses a folder and a non-media file before any request, saying what, why and what to do', async () => {
    const { backend, card } = await open();
    pointAt(card);
    backend.drop({ kind: 'drop', paths: ['/music/Album', '/music/cover.jpg'], x: 5, y: 5 });
    const alerts = await screen.findAllByRole('alert');
    const text = alerts.map((a) => a.textContent).join(' ');
    expect(text).toContain('"Album" is a folder. Dubdeck dubs files one by one: open the folder and drop the songs or clips inside it.');
    expect(text).toContain('"cover.jpg" is not an audio or video file Dubdeck can read. Choose an MP3, WAV, FLAC');
    expect(backend.callsOf('startDubs')).toHaveLength(0);
  });

  it('dubs the files it can and refuses the rest when some are bad', async () => {
    const { backend, card } = await open();
    pointAt(card);
    backend.drop({ kind: 'drop', paths: ['/music/concert-long.wav', '/music/ok.mp3'], x: 5, y: 5 });
    await waitFor(() => expect(backend.callsOf('startDubs')).toHaveLength(1));
    expect((backend.callsOf('startDubs')[0][0] as StartDubs).inputs).toEqual([{ kind: 'file', path: '/music/ok.mp3' }]);
    expect(await screen.findByText(/"concert-long\.wav" is 31:00 long; a dub can be at most 30:00/)).toBeInTheDocument();
  });

  it('offers to dub a link pasted outside text fields, and leaves fields their own paste', async () => {
    const { backend } = await open();
    const paste = (target: Element, text: string) =>
      fireEvent.paste(target, { clipboardData: { getData: (t: string) => (t === 'text/plain' ? text : '') } });
    await paste(document.getElementById('voice-search')!, 'https://example.com/song.mp3');
    expect(screen.queryByRole('dialog')).toBeNull();
    await paste(document.body, 'just words');
    expect(screen.queryByRole('dialog')).toBeNull();
    await paste(document.body, 'https://example.com/song.mp3');
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Blake Stone 2' });
    expect(within(sheet).getByText('https://example.com/song.mp3')).toBeInTheDocument();
    expect(within(sheet).getByText('Priced once the service has read it')).toBeInTheDocument();
    expect(backend.callsOf('startDubs')).toHaveLength(0);
  });

  it('picks files with Ctrl+O and with the button', async () => {
    const { backend, user } = await open({ picked: ['/music/a.mp3'] });
    await user.keyboard('{Control>}o{/Control}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Dub files' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(backend.callsOf('pickMediaFiles')).toHaveLength(2);
  });

  it("dubs a link with a voice from its detail panel", async () => {
    const { user, card } = await open();
    await user.click(card);
    const detail = await screen.findByRole('dialog', { name: 'Aria Stone 1' });
    await user.click(within(detail).getByRole('button', { name: 'Dub a link' }));
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Aria Stone 1' });
    await waitFor(() => expect(within(sheet).getByRole('textbox', { name: 'Link to dub' })).toHaveFocus());
  });
});
