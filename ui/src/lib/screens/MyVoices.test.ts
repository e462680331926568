import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, makeJobRow } from '../backend/fake';
import type { MyVoice, VoiceReadiness } from '../bindings';

const at = '2026-11-20T10:00:00Z';
const voice = (id: string, name: string, readiness: VoiceReadiness, statusWord: string = readiness): MyVoice => ({
  id,
  name,
  readiness,
  statusWord,
  createdAt: at,
  updatedAt: at,
});

async function openMyVoices(myVoices: MyVoice[]) {
  const backend = new FakeBackend({ signedIn: true, myVoices });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: 'My voices' }));
  const list = await screen.findByRole('list', { name: 'My voices' });
  return { backend, user, list };
}

describe('my voices', () => {
  it('shows each status as a badge, and offers dubbing only with a ready voice', async () => {
    const { backend, user, list } = await openMyVoices([
      voice('cv-1', 'Studio', 'done'),
      voice('cv-2', 'Draft', 'training'),
      voice('cv-3', 'Fresh', 'new'),
      voice('cv-4', 'Broken', 'failed', 'error'),
      // A word the interface does not document: the shell calls it training, the badge says the word.
      voice('cv-5', 'Odd', 'training', 'paused_by_service'),
      voice('cv-6', 'Waiting', 'queued'),
    ]);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.status')?.textContent?.trim())).toEqual([
      'Ready',
      'Training',
      'New',
      'Failed',
      'Paused by service',
      'Queued',
    ]);
    expect(rows[4].querySelector('.status')).toHaveClass('status-training');
    expect(within(list).getByRole('button', { name: 'Dub with Studio' })).toBeEnabled();
    for (const name of ['Draft', 'Fresh', 'Broken', 'Odd', 'Waiting']) {
      expect(within(list).getByRole('button', { name: `Dub with ${name}` })).toBeDisabled();
    }

    await user.click(within(list).getByRole('button', { name: 'Dub with Studio' }));
    await screen.findByRole('dialog', { name: 'Dub with Studio' });
    // The sheet opens with that voice (its remembered settings asked by its id), no picker first.
    expect(backend.callsOf('voicePreset')).toContainEqual(['cv-1']);
    expect(backend.callsOf('pickMediaFiles')).toHaveLength(0);
  });

  it('reads the list again when a training changes state', async () => {
    const { backend, list } = await openMyVoices([voice('cv-2', 'Draft', 'training')]);
    expect(within(list).getByRole('button', { name: 'Dub with Draft' })).toBeDisabled();
    const reads = backend.callsOf('myVoices').length;
    backend.opts.myVoices = [voice('cv-2', 'Draft', 'done')];
    backend.addJob(makeJobRow({ id: 'training:t1', kind: 'training', title: 'Draft', state: 'done' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Dub with Draft' })).toBeEnabled());
    expect(backend.callsOf('myVoices').length).toBe(reads + 1);
    // A dub's change does not.
    backend.addJob(makeJobRow({ id: 'dub:d1' }));
    expect(backend.callsOf('myVoices').length).toBe(reads + 1);
  });
});
