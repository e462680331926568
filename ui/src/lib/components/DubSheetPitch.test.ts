// "Suggest pitch" on the dub sheet: the shift that brings one file's vocal into the voice's range
// (the shell measures both; nothing is sent or paid), in whole octaves or semitones, with why; and
// what it says, changing nothing, when the voice's range or the vocal's pitch is not known.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import type { VoiceRange } from '../bindings';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: '2026-11-20T10:00:00Z' };

/** Signs in, gives Blake `range` (if any), then opens the sheet with Ctrl+O on the picked files. */
async function openSheet(range: VoiceRange | null, options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, picked: ['/music/high-vocal.wav'], ...options });
  if (range) await backend.setVoiceRange(BLAKE.id, range);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  await user.keyboard('{Control>}o{/Control}');
  const sheet = await screen.findByRole('dialog', { name: 'Dub with Blake Stone 2' });
  await waitFor(() => expect(backend.callsOf('voicePreset')).toHaveLength(1));
  const slider = within(sheet).getByRole('slider', { name: 'Pitch shift in semitones' });
  return { backend, user, sheet, slider };
}

describe('Suggest pitch', () => {
  it('sets the pitch that brings a high vocal down to a low voice, in whole octaves, and says why', async () => {
    const { backend, user, sheet, slider } = await openSheet({ kind: 'low' });
    expect(slider).toHaveValue('0');
    expect(within(sheet).getByRole('radio', { name: 'Whole octaves' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Suggest pitch' }));
    // The vocal near 220 Hz, the low voice near 131 Hz: nine semitones down, one octave in whole octaves.
    await waitFor(() => expect(slider).toHaveValue('-12'));
    expect(backend.callsOf('proposePitch')).toEqual([['/music/high-vocal.wav', 'v0002', 'octaves']]);
    const why = within(sheet).getByTestId('pitch-suggestion');
    expect(why).toHaveTextContent('This vocal sits near 220 Hz, Blake Stone 2 near 131 Hz: −12.');
    // Said to screen readers as it comes.
    expect(why.closest('[role="status"]')).not.toBeNull();
    expect(within(sheet).getByText('−12 semitones')).toBeInTheDocument();
    // Nothing is sent or paid for a suggestion.
    expect(backend.callsOf('startDubs')).toEqual([]);
    expect(within(sheet).queryByRole('alert')).toBeNull();
  });

  it('moves by semitones when asked, and works a shown suggestion out again when the choice changes', async () => {
    const { backend, user, sheet, slider } = await openSheet({ kind: 'low' });
    await user.click(within(sheet).getByRole('radio', { name: 'Semitones' }));
    // Choosing how it moves asks nothing yet.
    expect(backend.callsOf('proposePitch')).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: 'Suggest pitch' }));
    await waitFor(() => expect(slider).toHaveValue('-9'));
    expect(backend.callsOf('proposePitch')).toEqual([['/music/high-vocal.wav', 'v0002', 'semitones']]);
    expect(within(sheet).getByTestId('pitch-suggestion')).toHaveTextContent('This vocal sits near 220 Hz, Blake Stone 2 near 131 Hz: −9.');
    // Back to whole octaves: the suggestion shown follows at once.
    await user.click(within(sheet).getByRole('radio', { name: 'Whole octaves' }));
    await waitFor(() => expect(slider).toHaveValue('-12'));
    expect(backend.callsOf('proposePitch').at(-1)).toEqual(['/music/high-vocal.wav', 'v0002', 'octaves']);
    expect(within(sheet).getByTestId('pitch-suggestion')).toHaveTextContent(': −12.');
  });

  it("says the voice's range is unknown and where to set it, and leaves the pitch as it was", async () => {
    const { backend, user, sheet, slider } = await openSheet(null, { presets: { v0002: { pitchShift: 5, separate: true } } });
    await waitFor(() => expect(slider).toHaveValue('5'));
    await user.click(within(sheet).getByRole('button', { name: 'Suggest pitch' }));
    expect(await within(sheet).findByTestId('pitch-suggestion')).toHaveTextContent(
      'The range of Blake Stone 2 is not known, so no pitch is suggested. Open the voice in Voices and set its voice range once; the pitch is left as it is.',
    );
    expect(slider).toHaveValue('5');
    expect(backend.callsOf('proposePitch')).toHaveLength(1);
    expect(backend.callsOf('startDubs')).toEqual([]);
  });

  it('says when the vocal has no pitch to measure, and leaves the pitch as it was', async () => {
    const { user, sheet, slider } = await openSheet({ kind: 'middle' }, { picked: ['/music/song (Instrumental).wav'] });
    await user.click(within(sheet).getByRole('button', { name: 'Suggest pitch' }));
    expect(await within(sheet).findByTestId('pitch-suggestion')).toHaveTextContent(
      'No voice in "song (Instrumental).wav" is clear enough to measure its pitch, so none is suggested; the pitch is left as it is.',
    );
    expect(slider).toHaveValue('0');
  });

  it("suggests from an own voice's measured range, and only for one file", async () => {
    const mine = { id: 'mine-1', name: 'My studio voice', readiness: 'done' as const, statusWord: 'done', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };
    const own = { id: 'mine-1', name: 'My studio voice', avatar: null, custom: true, lastUsedAt: null };
    const backend = new FakeBackend({ signedIn: true, lastVoice: own, myVoices: [mine], picked: ['/music/high-vocal.wav', '/music/song.wav'] });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await screen.findByRole('list', { name: 'Voices' });
    await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
    await user.keyboard('{Control>}o{/Control}');
    const sheet = await screen.findByRole('dialog', { name: 'Dub with My studio voice' });
    // Two files: no suggestion (each may sit elsewhere).
    expect(within(sheet).queryByRole('button', { name: 'Suggest pitch' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Remove song.wav' }));
    await user.click(within(sheet).getByRole('button', { name: 'Suggest pitch' }));
    // 220 Hz down to the voice's 98 Hz, measured from its recordings.
    await waitFor(() => expect(within(sheet).getByRole('slider', { name: 'Pitch shift in semitones' })).toHaveValue('-12'));
    expect(within(sheet).getByTestId('pitch-suggestion')).toHaveTextContent('This vocal sits near 220 Hz, My studio voice near 98 Hz: −12.');
    // A link on the sheet: no suggestion either.
    await user.type(within(sheet).getByRole('textbox', { name: 'Link to dub' }), 'https://example.com/clip.mp4');
    await user.click(within(sheet).getByRole('button', { name: 'Add link' }));
    expect(within(sheet).queryByRole('button', { name: 'Suggest pitch' })).toBeNull();
    expect(within(sheet).queryByTestId('pitch-suggestion')).toBeNull();
  });
});
