import { useEffect } from 'react';

/**
 * Names the browser tab `<screen> - 이음` (the tab, the history list and a screen reader's page
 * announcement all read it). The part after the last ` - ` is kept, so a remote's standalone page
 * keeps its own app name.
 */
export function usePageTitle(screen: string) {
  useEffect(() => {
    const appName = document.title.split(' - ').pop() || '이음';
    document.title = `${screen} - ${appName}`;
  }, [screen]);
}
