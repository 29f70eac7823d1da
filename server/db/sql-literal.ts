/**
 * A string as a PostgreSQL literal, written as pg.escapeLiteral writes it: quotes doubled, and when the
 * text holds a backslash, an E'' literal with backslashes doubled, so it means the same whatever
 * standard_conforming_strings is. Done with the engine's own replace instead of a loop over
 * characters, for literals of kilobytes (a batch of orders as JSON).
 */
export function sqlLiteral(text: string): string {
  const quoted = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}
