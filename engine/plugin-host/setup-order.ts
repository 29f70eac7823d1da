/**
 * The order plugins are set up in: each after the plugins it requires, otherwise in the order the brand
 * lists them. Requirements outside the list (or in a cycle, which the plugin catalogue refuses) do not
 * reorder anything; assembly then reports them as missing.
 */
export function setupOrder(ids: readonly string[], requires: (id: string) => readonly string[]): string[] {
  const listed = new Set(ids);
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const order: string[] = [];
  const place = (id: string) => {
    if (placed.has(id) || visiting.has(id)) return;
    visiting.add(id);
    for (const required of requires(id)) if (listed.has(required)) place(required);
    visiting.delete(id);
    placed.add(id);
    order.push(id);
  };
  ids.forEach(place);
  return order;
}
