import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/svelte';
import { setLocale } from '../i18n/index.svelte';
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

describe('a card with more tags than it shows', () => {
  const props = { index: 0, active: true, reduceMotion: false, onopen: () => {}, onfavorite: () => {}, onfocusindex: () => {} };

  it('shows its first language and style, and "+N" named by the tags it leaves out', () => {
    const many: Card = { ...voice, languages: ['english', 'japanese'], styles: ['singing', 'rapping'], genres: ['rock', 'jazz'] };
    const { getByRole } = render(VoiceCard, { props: { voice: many, ...props } });
    const tags = getByRole('list', { name: 'Tags' });
    const items = within(tags).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['English', 'Singing', '+4']);
    const more = within(tags).getByRole('listitem', { name: 'and 4 more: Japanese, Rapping, Rock, Jazz' });
    expect(more).toHaveAttribute('title', 'and 4 more: Japanese, Rapping, Rock, Jazz');
    expect(more).toHaveAttribute('data-more-tags', '4');
  });

  it('counts a genre alone, and shows no "+N" when every tag is shown', () => {
    const { getByRole, unmount } = render(VoiceCard, { props: { voice, ...props } });
    expect(within(getByRole('list', { name: 'Tags' })).getByRole('listitem', { name: 'and 1 more: Pop' })).toHaveTextContent('+1');
    unmount();
    const few: Card = { ...voice, genres: [] };
    const { container } = render(VoiceCard, { props: { voice: few, ...props } });
    expect(container.querySelector('[data-more-tags]')).toBeNull();
  });

  it('names the hidden tags in the page language', async () => {
    await setLocale('ja');
    const many: Card = { ...voice, styles: ['singing', 'rapping'], genres: ['rap'] };
    const { container } = render(VoiceCard, { props: { voice: many, ...props } });
    expect(container.querySelector('[data-more-tags]')).toHaveAttribute('aria-label', 'ほか 2 個のタグ：ラップ歌唱、ラップ');
  });
});
