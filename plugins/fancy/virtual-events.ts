/** Virtual cricket and ball-by-ball run on fixed event ids (the operator's, and the sandbox's). */
export const VIRTUAL_EVENTS: Readonly<Record<string, { title: string; eventIds: readonly string[] }>> = {
  v9: { title: 'Virtual Cricket', eventIds: ['90000001', '90000002'] },
  b9: { title: 'Ball by Ball', eventIds: ['95000001'] },
};
