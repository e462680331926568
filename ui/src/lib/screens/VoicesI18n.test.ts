// The Voices screen, a voice's card and detail, the dub sheet with its voice picker, and the credits
// badge, drawn in the pseudo-locale: every word they show or speak comes from a message (names,
// files and links are data, marked translate="no").
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import VoiceCard from '../components/VoiceCard.svelte';
import VoiceDetail from '../components/VoiceDetail.svelte';
import CreditsBadge from '../components/CreditsBadge.svelte';
import { FakeBackend, generateVoices, type FakeOptions } from '../backend/fake';
import { contract } from '../contract';
import { PSEUDO, setLocale, t } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { filterLabel, PAGE_SIZE, VoicesStore, type FilterKind } from '../stores/voices.svelte';
import type { VoiceChoice } from '../bindings';
import { ipcErrorData } from '../backend/backend';
import { backendContext } from '../backend/context';

const BLAKE: VoiceChoice = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: '2026-11-20T10:00:00Z' };
const firstQuery = { search: null, genres: [], languages: [], styles: [], cursor: null, limit: PAGE_SIZE };

function el(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

/** The app signed in, in the pseudo-locale, on the Voices screen once it has drawn `ready`. */
async function openVoices(options: FakeOptions = {}, ready = 'article[data-index]', prepare?: (b: FakeBackend) => void) {
  setLocale(PSEUDO);
  const backend = new FakeBackend({ signedIn: true, ...options });
  prepare?.(backend);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await waitFor(() => el(ready), { timeout: 3000 });
  return { backend, user };
}

async function openSheet(options: FakeOptions = {}) {
  const opened = await openVoices({ lastVoice: BLAKE, picked: ['/music/intro-61s.mp3', '/music/song.wav'], ...options });
  await waitFor(() => expect(opened.backend.callsOf('lastVoice')).toHaveLength(1));
  await waitFor(() => expect(opened.backend.callsOf('mediaStatus')).toHaveLength(1));
  await opened.user.keyboard('{Control>}o{/Control}');
  const sheet = await waitFor(() => el('[role="dialog"][aria-modal="true"]'));
  return { ...opened, sheet };
}

describe('the catalogue in the pseudo-locale', () => {
  it('has a label message for every genre, language and style the service documents', () => {
    for (const kind of ['genres', 'languages', 'styles'] as FilterKind[]) {
      for (const value of contract.voiceFilters[kind]) {
        const label = filterLabel(kind, value);
        expect(label.known).toBe(true);
        expect(label.text).not.toMatch(/^(genre|language|style)-/);
      }
    }
    // A value the service adds later is shown as it comes.
    expect(filterLabel('genres', 'polka')).toEqual({ text: 'polka', known: false });
  });

  it('draws the grid, its search, filters and cards from messages', async () => {
    const { user } = await openVoices();
    expect(hardCodedText(el('.voices'))).toEqual([]);
    // Filters on: "Clear filters" shows.
    await user.click(el('.filter-chip'));
    await waitFor(() => el('.toolbar .btn.ghost'));
    expect(hardCodedText(el('.voices'))).toEqual([]);
  });

  it('draws the detail panel from messages', async () => {
    const { user } = await openVoices();
    await user.click(el('article[data-index="0"]'));
    const panel = await waitFor(() => el('.panel[role="dialog"]'));
    expect(panel.querySelectorAll('section.group')).toHaveLength(3);
    expect(hardCodedText(el('.voices'))).toEqual([]);
  });

  it('draws the loading state from messages', async () => {
    await openVoices({ holdVoices: true }, '.skeleton-card');
    expect(hardCodedText(el('.voices'))).toEqual([]);
  });

  it('draws the empty states from messages', async () => {
    const { user } = await openVoices();
    await user.type(el('#voice-search'), 'nobody-sings-like-this');
    await waitFor(() => el('.empty-state'));
    expect(hardCodedText(el('.voices'))).toEqual([]);
    await user.click(el('.empty-state .btn'));
    await waitFor(() => el('article[data-index]'));
    await user.click(el('.toolbar .toggle'));
    await waitFor(() => el('.empty-state'));
    expect(hardCodedText(el('.voices'))).toEqual([]);
  });

  it('draws the offline banner and a failed page from messages', async () => {
    const { user } = await openVoices({ offline: true }, 'article[data-index]', (b) => b.seedCache(firstQuery));
    await waitFor(() => el('.banner.offline'));
    const scroller = el('.scroller');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: 1960 });
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => el('.more-error'), { timeout: 3000 });
    expect(hardCodedText(el('.voices'))).toEqual([]);
    void user;
  });

  it('draws the error state from messages', async () => {
    await openVoices({ offline: true }, '.empty-state');
    expect(hardCodedText(el('.voices'))).toEqual([]);
  });

  it('draws a card with files dragged over it, and an unknown tag as data', () => {
    setLocale(PSEUDO);
    const [voice] = generateVoices(1);
    const { container } = render(VoiceCard, {
      props: {
        voice: { ...voice, languages: ['klingon'], favorite: true },
        index: 0,
        active: true,
        dropping: true,
        reduceMotion: false,
        onopen: () => {},
        onfavorite: () => {},
        onfocusindex: () => {},
      },
    });
    expect(container.querySelector('.drop-hint')).not.toBeNull();
    const unknown = [...container.querySelectorAll('.chip')].find((c) => c.textContent === 'klingon');
    expect(unknown).toHaveAttribute('translate', 'no');
    expect(hardCodedText(container)).toEqual([]);
  });

  it('draws the detail panel of an unstarred voice with dub buttons, and its range', async () => {
    setLocale(PSEUDO);
    const [voice] = generateVoices(1);
    const { container } = render(VoiceDetail, {
      props: { voice, reduceMotion: false, onclose: () => {}, onfavorite: () => {}, onDub: () => {} },
      context: backendContext(new FakeBackend()),
    });
    expect(container.querySelectorAll('.actions .btn')).toHaveLength(2);
    expect(hardCodedText(container)).toEqual([]);
    // The choices of a range, with the custom pitch's field open.
    await waitFor(() => expect(container.querySelectorAll('[role="radiogroup"] input[type="radio"]')).toHaveLength(5));
    await userEvent.setup().click(container.querySelectorAll<HTMLInputElement>('[role="radiogroup"] input[type="radio"]')[3]);
    expect(container.querySelector('input[type="number"]')).not.toBeNull();
    expect(hardCodedText(container)).toEqual([]);
  });

  it("draws an own voice's measured range from messages", async () => {
    setLocale(PSEUDO);
    const [voice] = generateVoices(1);
    const mine = { id: voice.id, name: voice.name, readiness: 'done' as const, statusWord: 'done', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };
    const { container } = render(VoiceDetail, {
      props: { voice, reduceMotion: false, onclose: () => {}, onfavorite: () => {} },
      context: backendContext(new FakeBackend({ myVoices: [mine] })),
    });
    await waitFor(() => expect(container.querySelector('.measured')).not.toBeNull());
    expect(hardCodedText(container)).toEqual([]);
  });

  it('draws the credits badge from messages, known or not', () => {
    setLocale(PSEUDO);
    const known = render(CreditsBadge, { props: { balance: { credits: 1, asOf: '2026-11-20T10:00:00Z' } } });
    expect(hardCodedText(known.container)).toEqual([]);
    const unknown = render(CreditsBadge, { props: { balance: null } });
    expect(hardCodedText(unknown.container)).toEqual([]);
  });
});

describe('a change of language', () => {
  it("redraws the words of what failed and the badge's in the new language", async () => {
    const store = new VoicesStore(new FakeBackend({ offline: true }));
    await store.reload();
    const english = store.error;
    expect(english).toMatch(/Can't reach the voice service/);
    const badge = render(CreditsBadge, { props: { balance: { credits: 5000, asOf: '2026-11-20T10:00:00Z' } } });
    expect(badge.container.querySelector('.value')).toHaveTextContent('5,000 credits');
    expect(badge.container.querySelector('.credits')).toHaveAttribute('aria-label', 'Credits: 5,000, about 500 minutes of dubbing');
    setLocale(PSEUDO);
    expect(store.error).not.toBe(english);
    expect(store.error).toMatch(/^⟦/);
    await waitFor(() => expect(hardCodedText(badge.container)).toEqual([]));
    expect(badge.container.querySelector('.value')?.textContent).toBe(t('dub-credits', { credits: 5000 }));
  });
});

describe('the dub sheet in the pseudo-locale', () => {
  it('draws files, costs, pitch and vocals from messages', async () => {
    const { sheet, user } = await openSheet({ credits: 5000 });
    expect(hardCodedText(sheet)).toEqual([]);
    // Pitch moved: its words and the octave marks.
    await user.click(sheet.querySelectorAll<HTMLButtonElement>('.pitch > .btn')[1]);
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws a short balance, a link and a refused link from messages', async () => {
    const { sheet, user } = await openSheet({ credits: 30 });
    await waitFor(() => expect(sheet.querySelector('.alert')).not.toBeNull());
    const field = sheet.querySelector<HTMLInputElement>('.link-form input')!;
    await user.type(field, 'https://example.com/clip.mp4');
    await user.click(sheet.querySelector<HTMLButtonElement>('.link-form button')!);
    await user.type(field, 'ftp://example.com/a.mp3');
    await user.click(sheet.querySelector<HTMLButtonElement>('.link-form button')!);
    await waitFor(() => expect(sheet.querySelector('.alert.small')).not.toBeNull());
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws only links, priced once read, from messages', async () => {
    // Opened from a voice's "Dub a link": nothing in it yet.
    const { user } = await openVoices({ lastVoice: BLAKE });
    await user.click(el('article[data-index="0"]'));
    await user.click(await waitFor(() => el('.panel .actions .btn:not(.primary)')));
    const sheet = await waitFor(() => el('[role="dialog"][aria-labelledby="dub-sheet-title"]'));
    expect(sheet.querySelector('.hint')).not.toBeNull();
    const field = sheet.querySelector<HTMLInputElement>('.link-form input')!;
    expect(hardCodedText(sheet)).toEqual([]);
    await user.type(field, 'https://example.com/clip.mp4');
    await user.click(sheet.querySelector<HTMLButtonElement>('.link-form button')!);
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws refused files, a video and a refused start from messages', async () => {
    const { sheet, user, backend } = await openSheet({ picked: ['/music/Album/', '/music/notes.txt', '/videos/Holiday clip.mp4'] });
    expect(sheet.querySelectorAll('.item.refused')).toHaveLength(2);
    expect(sheet.querySelector('.video-note')).not.toBeNull();
    expect(hardCodedText(sheet)).toEqual([]);
    backend.failNext('startDubs', 'bad_link');
    await user.click(sheet.querySelector<HTMLButtonElement>('.actions .btn.primary')!);
    await waitFor(() => expect(sheet.querySelector('.foot .alert')).not.toBeNull());
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws an audition of one file whose waveform could not be read from messages', async () => {
    const { sheet, user, backend } = await openSheet({ picked: ['/music/song.wav'] });
    backend.failNext('inputWaveform', ipcErrorData('media_failed', 'ffmpeg failed', { value: '/music/song.wav', detail: 'Invalid data' }));
    await user.click(sheet.querySelector<HTMLInputElement>('#audition-switch')!);
    await waitFor(() => expect(sheet.querySelector('.audition .alert')).not.toBeNull());
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws an audition of several files from messages', async () => {
    const { sheet, user } = await openSheet();
    await user.click(sheet.querySelector<HTMLInputElement>('#audition-switch')!);
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws the voice picker from messages: own voices, no voice chosen, no match', async () => {
    const { sheet, user } = await openSheet({
      lastVoice: null,
      myVoices: [
        { id: 'm1', name: 'My studio voice', readiness: 'done', statusWord: 'done', createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T11:00:00Z' },
      ],
    });
    await waitFor(() => expect(sheet.querySelector('.option .chip')).not.toBeNull());
    expect(hardCodedText(sheet)).toEqual([]);
    await user.type(sheet.querySelector<HTMLInputElement>('.picker input')!, 'nobody-sings-like-this');
    await waitFor(() => expect(sheet.querySelector('.picker .none')?.textContent).toContain(t('dub-picker-none')), { timeout: 3000 });
    expect(hardCodedText(sheet)).toEqual([]);
  });

  it('draws the notice of the dubs started from messages', async () => {
    const { sheet, user } = await openSheet();
    await user.click(sheet.querySelector<HTMLButtonElement>('.actions .btn.primary')!);
    await waitFor(() => expect(document.querySelector('[role="dialog"][aria-modal="true"]')).toBeNull());
    await waitFor(() => expect(document.body.textContent).toContain(t('dub-started', { count: 2, voice: BLAKE.name })));
  });
});
