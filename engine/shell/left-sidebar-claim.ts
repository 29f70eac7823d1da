/**
 * The desktop left sidebar shows the brand's menu unless a plugin's `sidebar.left` contribution takes
 * over for its own pages (a sport tree on sport and competition pages). A contribution claims the
 * sidebar while it is mounted and active; the menu returns when the last claim is released.
 */
import { useLayoutEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

const claims = proxy({ count: 0 });

/** Claimed before the browser paints, so the claiming section is never drawn below the menu first (a layout shift). */
export function useClaimLeftSidebar(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    claims.count += 1;
    return () => {
      claims.count -= 1;
    };
  }, [active]);
}

export function useLeftSidebarClaimed(): boolean {
  return useSnapshot(claims).count > 0;
}
