/**
 * The page's embedded answers: the server writes the first JSON answers boot needs into a script
 * element of this id, keyed by the path boot would fetch; the engine reads them from there.
 */
export const EMBEDDED_RESPONSES_ID = 'wl-embedded-responses';
