/**
 * A hook for the render benchmark: when set, every price cell reports its renders. Nothing sets it in the
 * product, so it costs one null check per render.
 */
export type RenderProbe = (cell: string) => void;

export const renderProbe: { current: RenderProbe | null } = { current: null };
