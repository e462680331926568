// The bar's value as a screen reader gets it, and its looks: known, waiting, and without a number.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import ProgressBar from './ProgressBar.svelte';

function fill(): HTMLElement {
  const bar = screen.getByRole('progressbar');
  const inner = bar.querySelector<HTMLElement>('.fill');
  if (!inner) throw new Error('no fill');
  return inner;
}

describe('ProgressBar', () => {
  it('says a known value and fills to it', () => {
    render(ProgressBar, { props: { percent: 42.7, label: 'Upload' } });
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(fill().style.width).toBe('42.7%');
    expect(fill()).not.toHaveClass('finishing');
    expect(fill()).not.toHaveClass('unknown');
  });

  it('breathes, full, while it waits for the other side, and says why', () => {
    render(ProgressBar, { props: { percent: 100, label: 'Upload', waiting: true, valueText: 'Finishing the upload' } });
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Finishing the upload');
    expect(fill()).toHaveClass('finishing');
  });

  it('says no value without a number, and draws the whole bar faint', () => {
    render(ProgressBar, { props: { percent: null, label: 'Update', valueText: 'Waiting for the dubs to finish' } });
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'Waiting for the dubs to finish');
    expect(fill()).toHaveClass('unknown');
    expect(fill()).not.toHaveClass('finishing');
    expect(fill().style.width).toBe('100%');
  });

  it('a words-only value is not a wait: an update downloading says its sizes and fills', () => {
    render(ProgressBar, { props: { percent: 30, label: 'Update', valueText: '3 MB of 10 MB' } });
    expect(fill()).not.toHaveClass('finishing');
  });

  it('is decorative without a label', () => {
    const { container } = render(ProgressBar, { props: { percent: 50, large: true } });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('.bar')).toHaveAttribute('aria-hidden', 'true');
  });
});
