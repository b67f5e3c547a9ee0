import NProgress from 'nprogress';

/** Spec §9: progress bar speed 500 ms, trickle 200 ms, minimum 0.3. */
NProgress.configure({ speed: 500, trickleSpeed: 200, minimum: 0.3, showSpinner: false });

let loading = 0;

/** Shows the bar at the start of a navigation. */
export function startProgress(): void {
  NProgress.start();
}

/** Completes the bar unless a page chunk is still loading. */
export function finishProgress(): void {
  if (loading === 0) NProgress.done();
}

/** Keeps the bar running while a page chunk loads; call the returned function when it has. */
export function holdProgress(): () => void {
  loading += 1;
  NProgress.start();
  return () => {
    loading -= 1;
    finishProgress();
  };
}
