import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import VoiceCard from './VoiceCard.svelte';
import type { VoiceCard as Card } from '../bindings';

const voice: Card = {
  id: 'v1',
  name: 'Aria Stone',
  genres: ['pop'],
  languages: ['english'],
  styles: ['singing'],
  avatar: 'avatar://localhost/v1',
  avatarStill: 'avatar://localhost/v1?still',
  animated: false,
  favorite: false,
  lastUsedAt: null,
};

describe('VoiceCard', () => {
  it('lets go of its avatar when it leaves the grid, so the decoded picture can be freed at once', () => {
    const { container, unmount } = render(VoiceCard, {
      props: { voice, index: 0, active: true, reduceMotion: false, onopen: () => {}, onfavorite: () => {}, onfocusindex: () => {} },
    });
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src')).toBe('avatar://localhost/v1?still');
    unmount();
    expect(img?.hasAttribute('src')).toBe(false);
  });
});
