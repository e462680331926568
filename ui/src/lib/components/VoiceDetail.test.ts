import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import VoiceDetail from './VoiceDetail.svelte';
import ModalHarness from '../../test/ModalHarness.svelte';
import { FAKE_TRAINED_HZ, FakeBackend, generateVoices, type FakeOptions } from '../backend/fake';
import { backendContext } from '../backend/context';
import type { MyVoice } from '../bindings';

const [voice] = generateVoices(1);

function renderPanel(options: FakeOptions = {}, onclose = () => {}) {
  const backend = new FakeBackend(options);
  const user = userEvent.setup();
  render(VoiceDetail, { props: { voice, reduceMotion: false, onclose, onfavorite: () => {} }, context: backendContext(backend) });
  return { backend, user };
}

/** The panel's voice range choices, once the shell has said where the voice sits. */
async function rangeChoices() {
  return screen.findByRole('radiogroup', { name: 'Voice range' });
}

describe('VoiceDetail', () => {
  it('leaves Escape to a modal dialog opened over it, and takes it again once that closes', async () => {
    const onclose = vi.fn();
    const { user } = renderPanel({}, onclose);
    render(ModalHarness);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test dialog' });
    await user.keyboard('{Escape}');
    expect(onclose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Test dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onclose).toHaveBeenCalledOnce();
  });
});

describe("a voice's range", () => {
  it('sets a named range, clears it, and shows what the shell kept', async () => {
    const { backend, user } = renderPanel();
    const group = await rangeChoices();
    expect(backend.callsOf('voiceRange')).toEqual([[voice.id]]);
    // Nobody gave this public voice a range yet.
    expect(within(group).getByRole('radio', { name: 'Not set' })).toBeChecked();
    const low = within(group).getByRole('radio', { name: 'Low' });
    expect(low).toHaveAccessibleDescription('Bass or baritone, about 131 Hz');

    await user.click(low);
    await waitFor(() => expect(backend.callsOf('setVoiceRange')).toEqual([[voice.id, { kind: 'low' }]]));
    expect(low).toBeChecked();
    expect(await backend.voiceRange(voice.id)).toEqual({ range: { kind: 'low' }, source: 'user' });

    // By keyboard: the arrows move through the choices, and each one is kept as it is checked.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(backend.callsOf('setVoiceRange').at(-1)).toEqual([voice.id, { kind: 'middle' }]));
    expect(within(group).getByRole('radio', { name: 'Middle' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Not set' }));
    await waitFor(() => expect(backend.callsOf('setVoiceRange').at(-1)).toEqual([voice.id, null]));
    expect(await backend.voiceRange(voice.id)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a pitch in Hz, and words a pitch the shell refuses', async () => {
    const { backend, user } = renderPanel();
    const group = await rangeChoices();
    expect(within(group).queryByRole('spinbutton')).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Custom' }));
    // Choosing Custom saves nothing until a pitch is given.
    expect(backend.callsOf('setVoiceRange')).toEqual([]);
    const field = within(group).getByRole('spinbutton', { name: 'Pitch of the voice in Hz' });

    await user.click(within(group).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Type the voice's pitch in Hz (a number), then press Save.");
    expect(backend.callsOf('setVoiceRange')).toEqual([]);

    await user.type(field, '5000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "5,000 Hz can't be saved: a voice's pitch is between 20 and 2,000 Hz. Change it, then press Save again.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/5,000 Hz can't be saved/);
    expect(await backend.voiceRange(voice.id)).toBeNull();

    await user.clear(field);
    await user.type(field, '98.5');
    await user.click(within(group).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(backend.callsOf('setVoiceRange').at(-1)).toEqual([voice.id, { kind: 'hz', hz: 98.5 }]);
    expect(within(group).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(field).toHaveValue(98.5);
  });

  it('shows a range given before, as the shell kept it', async () => {
    const backend = new FakeBackend();
    await backend.setVoiceRange(voice.id, { kind: 'hz', hz: 180 });
    render(VoiceDetail, { props: { voice, reduceMotion: false, onclose: () => {}, onfavorite: () => {} }, context: backendContext(backend) });
    const group = await rangeChoices();
    expect(within(group).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(group).getByRole('spinbutton', { name: 'Pitch of the voice in Hz' })).toHaveValue(180);
  });

  it("shows an own voice's range measured from its recordings, with nothing to choose", async () => {
    const mine: MyVoice = { id: voice.id, name: voice.name, readiness: 'done', statusWord: 'done', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };
    const { backend } = renderPanel({ myVoices: [mine] });
    const section = screen.getByRole('region', { name: 'Voice range' });
    expect(await within(section).findByText(`Measured from your recordings: about ${FAKE_TRAINED_HZ} Hz`)).toBeInTheDocument();
    expect(within(section).queryByRole('radiogroup')).toBeNull();
    expect(backend.callsOf('setVoiceRange')).toEqual([]);
  });
});
