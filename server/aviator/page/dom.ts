/** Elements made from text, never from markup. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Sets a text only when it differs, so an unchanged label costs no layout. */
export function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}
