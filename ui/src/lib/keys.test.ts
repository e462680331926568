import { afterEach, describe, expect, it, vi } from 'vitest';
import { installKeys, nextZoom, zoomMove, ZOOM_STEPS } from './keys';

function key(init: KeyboardEventInit, target: EventTarget = window): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('zoom steps', () => {
  it('walks the steps up and down, stops at the ends, and resets to 1', () => {
    expect(nextZoom(1, 'in')).toBe(1.1);
    expect(nextZoom(1.1, 'in')).toBe(1.25);
    expect(nextZoom(1, 'out')).toBe(0.9);
    expect(nextZoom(0.67, 'out')).toBe(0.5);
    expect(nextZoom(0.5, 'out')).toBe(0.5);
    expect(nextZoom(3, 'in')).toBe(3);
    expect(nextZoom(2.5, 'reset')).toBe(1);
    // A zoom between steps (set elsewhere) goes to the next step either way.
    expect(nextZoom(1.3, 'in')).toBe(1.5);
    expect(nextZoom(1.3, 'out')).toBe(1.25);
    // Every step is inside what the shell takes.
    expect(ZOOM_STEPS.every((z) => z >= 0.5 && z <= 3)).toBe(true);
  });

  it('reads Ctrl or Cmd with plus (= and + keys, the keypad), minus and 0', () => {
    expect(zoomMove(new KeyboardEvent('keydown', { key: '=', code: 'Equal', ctrlKey: true }))).toBe('in');
    expect(zoomMove(new KeyboardEvent('keydown', { key: '+', code: 'Equal', ctrlKey: true, shiftKey: true }))).toBe('in');
    expect(zoomMove(new KeyboardEvent('keydown', { key: '+', code: 'NumpadAdd', metaKey: true }))).toBe('in');
    expect(zoomMove(new KeyboardEvent('keydown', { key: '-', code: 'Minus', ctrlKey: true }))).toBe('out');
    expect(zoomMove(new KeyboardEvent('keydown', { key: '-', code: 'NumpadSubtract', ctrlKey: true }))).toBe('out');
    expect(zoomMove(new KeyboardEvent('keydown', { key: '0', code: 'Digit0', ctrlKey: true }))).toBe('reset');
    expect(zoomMove(new KeyboardEvent('keydown', { key: '0', code: 'Numpad0', metaKey: true }))).toBe('reset');
    // Not without the modifier, nor with Alt.
    expect(zoomMove(new KeyboardEvent('keydown', { key: '=', code: 'Equal' }))).toBeNull();
    expect(zoomMove(new KeyboardEvent('keydown', { key: '-', code: 'Minus', ctrlKey: true, altKey: true }))).toBeNull();
    expect(zoomMove(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true }))).toBeNull();
  });
});

describe('installKeys', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.replaceChildren();
  });

  function install(zoom = 1) {
    const state = { zoom };
    const setZoom = vi.fn();
    const openShortcuts = vi.fn();
    const focusSearch = vi.fn(() => true);
    stop = installKeys(window, { zoom: () => state.zoom, setZoom, openShortcuts, focusSearch });
    return { state, setZoom, openShortcuts, focusSearch };
  }

  it('asks the shell for the next zoom, counting quick presses from the last one asked', () => {
    const { state, setZoom } = install(1);
    const event = key({ key: '=', code: 'Equal', ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(setZoom).toHaveBeenLastCalledWith(1.1);
    // The shell has not answered yet: the next press goes on from 1.1.
    key({ key: '+', code: 'NumpadAdd', ctrlKey: true });
    expect(setZoom).toHaveBeenLastCalledWith(1.25);
    // It answered: from the setting again.
    state.zoom = 1.25;
    key({ key: '-', code: 'Minus', ctrlKey: true });
    expect(setZoom).toHaveBeenLastCalledWith(1.1);
    state.zoom = 1.1;
    key({ key: '0', code: 'Digit0', metaKey: true });
    expect(setZoom).toHaveBeenLastCalledWith(1);
    expect(setZoom).toHaveBeenCalledTimes(4);
  });

  it('asks nothing at an end', () => {
    const { setZoom } = install(3);
    const event = key({ key: '=', code: 'Equal', ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(setZoom).not.toHaveBeenCalled();
  });

  it('opens the shortcuts with ? and goes to the search with /, but not while typing', () => {
    const { openShortcuts, focusSearch } = install();
    key({ key: '?', shiftKey: true });
    expect(openShortcuts).toHaveBeenCalledOnce();
    key({ key: '/' });
    expect(focusSearch).toHaveBeenCalledOnce();

    const field = document.createElement('input');
    document.body.append(field);
    key({ key: '?', shiftKey: true }, field);
    key({ key: '/' }, field);
    expect(openShortcuts).toHaveBeenCalledOnce();
    expect(focusSearch).toHaveBeenCalledOnce();
    // A checkbox is not a text field.
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    key({ key: '?', shiftKey: true }, box);
    expect(openShortcuts).toHaveBeenCalledTimes(2);
  });
});
