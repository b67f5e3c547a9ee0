import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { finishProgress, startProgress } from './progress';

/** Spec §9: scroll to top 100 ms after a navigation. */
const SCROLL_DELAY_MS = 100;

/** On every navigation: run the progress bar and scroll to the top (spec §2 "Navigation behaviour"). */
export function NavigationEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    startProgress();
    // After this commit's effects, so a page chunk that started loading holds the bar.
    const finish = setTimeout(finishProgress, 0);
    const scroll = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_DELAY_MS);
    return () => {
      clearTimeout(finish);
      clearTimeout(scroll);
    };
  }, [pathname]);
  return null;
}
