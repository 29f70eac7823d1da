import { boot } from './boot/boot';
import { FIRST_SCREEN_ID } from '../domain/brand/first-screen';

const container = document.getElementById('root');

function start(root: HTMLElement): void {
  void boot(root).then((outcome) => document.documentElement.setAttribute('data-boot', outcome));
}

/**
 * A page the server drew its first screen into is painted before boot's work starts: on a fast network
 * the script can arrive before the first paint and would hold the prices off the screen. A hidden tab
 * paints no frames, so boot waits at most 100 ms for one.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

if (container && document.getElementById(FIRST_SCREEN_ID)) afterFirstPaint(() => start(container));
else if (container) start(container);
