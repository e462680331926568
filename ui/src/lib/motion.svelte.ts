// Whether motion is reduced, for the whole page: the Reduce motion setting (App copies it here and
// applyTheme marks the root with data-motion for the CSS) or the system's "reduce motion". What
// CSS can't stop (a GIF's frames) reads `motion.reduced`.
import { osReducesMotion } from './theme';

class Motion {
  /** The Reduce motion setting. */
  setting = $state(false);
  /** The system asks for less motion (prefers-reduced-motion: reduce). */
  os = $state(osReducesMotion());

  get reduced(): boolean {
    return this.setting || this.os;
  }

  /** Follows the system's preference as it changes; returns the stop. */
  follow(): () => void {
    const mql = typeof window !== 'undefined' ? window.matchMedia?.('(prefers-reduced-motion: reduce)') : undefined;
    if (!mql) return () => {};
    this.os = mql.matches;
    const onChange = (e: MediaQueryListEvent) => (this.os = e.matches);
    mql.addEventListener?.('change', onChange);
    return () => mql.removeEventListener?.('change', onChange);
  }
}

export const motion = new Motion();
