import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import VoiceDetail from './VoiceDetail.svelte';
import ModalHarness from '../../test/ModalHarness.svelte';
import { generateVoices } from '../backend/fake';

const [voice] = generateVoices(1);

describe('VoiceDetail', () => {
  it('leaves Escape to a modal dialog opened over it, and takes it again once that closes', async () => {
    const user = userEvent.setup();
    const onclose = vi.fn();
    render(VoiceDetail, { props: { voice, reduceMotion: false, onclose, onfavorite: () => {} } });
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
