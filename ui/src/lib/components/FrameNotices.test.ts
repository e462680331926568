// The frame's notices of what Dubdeck does by itself: the monthly budget reaching 80% and 100%,
// and what a watch folder did with its files and its folder.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend } from '../backend/fake';
import type { WatchEvent } from '../bindings';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { NOTICES_MAX } from '../stores/dub.svelte';

async function open() {
  const backend = new FakeBackend({ signedIn: true });
  const user = userEvent.setup();
  const view = render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  await waitFor(() => expect(backend.listenerCount('watchReported')).toBe(1));
  return { backend, user, view };
}

const notices = () => document.querySelector('.notices') as HTMLElement;
/** The notice (its status or alert box) that says `text`. */
const noticeOf = async (text: string | RegExp) => (await within(notices()).findByText(text)).closest('.notice') as HTMLElement;

function watch(outcome: WatchEvent['outcome'], path: string, extra: Partial<WatchEvent> = {}): { event: WatchEvent } {
  return { event: { watchId: 'w1', path, outcome, jobId: null, first: null, code: null, ...extra } };
}

describe('notices of the budget', () => {
  it('tells 80% as news and 100% as what now waits for the user, naming the month', async () => {
    const { backend } = await open();
    backend.emit('budgetReached', { notice: { percent: 80, spent: 800, budget: 1000, month: '2026-11' } });
    const eighty = await noticeOf(/^80% of November( 2026)?'s budget is spent: 800 of 1,000 credits\.$/);
    expect(eighty).toHaveAttribute('role', 'status');
    backend.emit('budgetReached', { notice: { percent: 100, spent: 1000, budget: 1000, month: '2026-11' } });
    const full = await noticeOf(
      /^November( 2026)?'s budget is spent: 1,000 of 1,000 credits\. What Dubdeck would approve by itself now waits for you\.$/,
    );
    expect(full).toHaveClass('warn');
    // The month's 100% takes the place of its 80%.
    expect(within(notices()).queryByText(/^80% of/)).toBeNull();
    expect(within(full).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});

describe('notices of watch folders', () => {
  it('names the files a watch folder starts in one notice, with the way to Jobs', async () => {
    const { backend, user } = await open();
    backend.emit('watchReported', watch('started', '/home/user/Inbox/song.wav', { jobId: 'dub:1' }));
    const started = await noticeOf('Watch folder: dubbing song.wav');
    expect(within(started).getByRole('button', { name: 'View in Jobs' })).toBeInTheDocument();
    backend.emit('watchReported', watch('started', '/home/user/Inbox/b.wav', { jobId: 'dub:2' }));
    backend.emit('watchReported', watch('started', '/home/user/Inbox/c.wav', { jobId: 'dub:3' }));
    // Every file it concerns is named.
    await noticeOf('Watch folder: dubbing song.wav, b.wav, c.wav');
    expect(within(notices()).getAllByText(/^Watch folder: dubbing/)).toHaveLength(1);
    // Past three, the rest fold into "and N more", which unfolds.
    backend.emit('watchReported', watch('started', '/home/user/Inbox/x.wav', { jobId: 'dub:5' }));
    backend.emit('watchReported', watch('started', '/home/user/Inbox/y.wav', { jobId: 'dub:6' }));
    const folded = await noticeOf('Watch folder: dubbing song.wav, b.wav, c.wav and 2 more');
    await user.click(within(folded).getByRole('button', { name: 'Show all' }));
    await noticeOf('Watch folder: dubbing song.wav, b.wav, c.wav, x.wav, y.wav');
    expect(within(folded).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    // Once it is gone, the next file starts a notice of its own.
    await user.click(within(folded).getByRole('button', { name: 'Dismiss' }));
    backend.emit('watchReported', watch('started', '/home/user/Inbox/d.wav', { jobId: 'dub:4' }));
    await noticeOf('Watch folder: dubbing d.wav');
  });

  it('says why a file was refused, a copy taken before quietly, and the folder gone and back', async () => {
    const { backend } = await open();
    backend.emit('watchReported', watch('refused', '/home/user/Inbox/notes.txt', { code: 'input_refused' }));
    const refused = await noticeOf(
      'Watch folder: notes.txt was not dubbed. That was refused before anything was sent. Change what it names, then try again.',
    );
    expect(refused).toHaveAttribute('role', 'alert');
    backend.emit('watchReported', watch('already_taken', '/home/user/Inbox/song copy.wav', { first: '/home/user/Inbox/song.wav', jobId: 'dub:1' }));
    const copy = await noticeOf('Watch folder: song copy.wav is the same as song.wav, dubbed before; not dubbed again.');
    expect(copy).toHaveAttribute('role', 'status');
    expect(within(copy).queryByRole('button', { name: 'View in Jobs' })).toBeNull();
    backend.emit('watchReported', watch('folder_missing', '/media/usb/Inbox'));
    await noticeOf('Watch folder /media/usb/Inbox is gone. Dubdeck keeps watching for it and dubs new files once it is back.');
    backend.emit('watchReported', watch('folder_back', '/media/usb/Inbox'));
    await noticeOf('Watch folder /media/usb/Inbox is back: new files in it are dubbed again.');
    expect(within(notices()).queryByText(/is gone/)).toBeNull();
  });

  it('keeps the pile of notices short, dropping the oldest news first', async () => {
    const { backend } = await open();
    backend.emit('watchReported', watch('refused', '/in/a.txt', { code: 'input_refused' }));
    for (let i = 0; i < NOTICES_MAX + 2; i++) {
      backend.emit('budgetReached', { notice: { percent: 80, spent: 800, budget: 1000, month: `2025-0${i + 1}` } });
    }
    await waitFor(() => expect(notices().querySelectorAll('.notice')).toHaveLength(NOTICES_MAX));
    // The refusal stays until dismissed.
    expect(within(notices()).getByText(/a\.txt was not dubbed/)).toBeInTheDocument();
  });

  it('stops following the events when the frame goes', async () => {
    const { backend, view } = await open();
    view.unmount();
    expect(backend.listenerCount('watchReported')).toBe(0);
    expect(backend.listenerCount('budgetReached')).toBe(0);
  });

  it('words every notice from the catalogue', async () => {
    const { backend } = await open();
    setLocale(PSEUDO);
    backend.emit('budgetReached', { notice: { percent: 100, spent: 1000, budget: 1000, month: '2026-11' } });
    backend.emit('watchReported', watch('started', '/in/song.wav'));
    backend.emit('watchReported', watch('started', '/in/b.wav'));
    backend.emit('watchReported', watch('refused', '/in/notes.txt', { code: 'not_found' }));
    backend.emit('watchReported', watch('already_taken', '/in/copy.wav', { first: '/in/song.wav' }));
    backend.emit('watchReported', watch('folder_missing', '/media/usb/Inbox'));
    await waitFor(() => expect(notices().querySelectorAll('.notice')).toHaveLength(5));
    expect(hardCodedText(notices())).toEqual([]);
  });
});
