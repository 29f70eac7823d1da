/** The DOM helpers of the provider's pages (its tables and Aviator): elements made from text, never from markup. */
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

/**
 * Mounts a provider page: its styles, then `start` on the page's root element (`#id`, made when the
 * served HTML has none), marked with `testId`.
 */
export function mountPage(styles: string, id: string, testId: string, start: (root: HTMLElement) => void): void {
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  const root = document.getElementById(id) ?? document.body.appendChild(el('main', { id }));
  root.setAttribute('data-testid', testId);
  start(root);
}
