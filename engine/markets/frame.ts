/** When the UI hears about changes: once per animation frame (setTimeout where frames do not run). */
export type FrameScheduler = (flush: () => void) => void;

export const nextAnimationFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};
