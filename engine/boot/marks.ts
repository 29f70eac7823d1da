/** Performance marks the app sets, read by benchmarks. */
export const FIRST_RENDER_MARK = 'wl:first-render';
