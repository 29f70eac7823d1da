/**
 * Draws every contribution to a component slot, each inside its own PluginBoundary: the engine's
 * slots, and the slots a plugin defines for its own pages (`<plugin id>/<name>`).
 */
import type { ReactNode } from 'react';
import { useAssembly } from './assembly-context';
import { PluginBoundary } from './PluginBoundary';
import type { AnySlotId, PluginSlotId, SlotComponent, SlotId, SlotProps, SlotValues } from './slots';

type ComponentSlotId = { [S in SlotId]: SlotValues[S] extends SlotComponent ? S : never }[SlotId] | PluginSlotId;

interface Props extends SlotProps {
  id: ComponentSlotId;
  /** Wraps each contribution, e.g. in a list item. */
  wrap?: (node: ReactNode, key: string) => ReactNode;
}

export function Slot({ id, wrap, ...props }: Props): ReactNode {
  const entries = useAssembly().slots.get(id) ?? [];
  return entries.map(({ pluginId, pluginTitle, contribution }) => {
    const Contributed = contribution.value as SlotComponent;
    const key = `${pluginId}:${contribution.id}`;
    const node = (
      <PluginBoundary key={key} pluginId={pluginId} pluginTitle={pluginTitle} contributionId={contribution.id}>
        <Contributed {...props} />
      </PluginBoundary>
    );
    return wrap ? wrap(node, key) : node;
  });
}

/** True when some plugin contributes to the slot, so a frame can leave out an empty container. */
export function useSlotFilled(id: AnySlotId): boolean {
  return (useAssembly().slots.get(id)?.length ?? 0) > 0;
}
