import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

/**
 * The loading bar shown at the top of the page (spec §2). Route loads, lazy screens and the
 * plain "after each navigation" pulse share one counter, so the bar ends when the last one does.
 */
let pending = 0;

export function progressStart(): void {
  if (pending++ === 0) NProgress.start();
}

export function progressDone(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}

/** A short bar for a navigation that needed no loading. */
export function progressPulse(ms = 200): void {
  progressStart();
  setTimeout(progressDone, ms);
}
