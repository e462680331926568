// Entry: the window paints the boot splash of index.html first (its stylesheet is the page's one,
// linked from index.html), and only then is the app's script (the `start` chunk) fetched, compiled
// and run. Loaded with the page, the whole app's script held that first paint back by the time it
// took to compile and run it (`cargo xtask bench app`: first contentful paint 470 -> 417 ms, the
// catalogue ready as soon as before).
import './app.css';
import './a11y.css';
import { afterFirstPaint } from './lib/firstPaint';

void afterFirstPaint().then(() => import('./start'));
