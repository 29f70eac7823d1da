/**
 * The app config as `GET app-config` answers it: the file's value (defaults filled by the schema) without
 * the `$schema` editor hint. The server answers with it and the build hashes it, so a browser given the
 * answer can tell it is the config the build checked.
 */
export function servedAppConfig(config: object): Record<string, unknown> {
  const { $schema: _editorHint, ...served } = config as Record<string, unknown>;
  return served;
}
