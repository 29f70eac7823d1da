/** A plugin's contract, plugins/<id>/plugin.json (schemas/plugin-contract.schema.json), read without loading its code. */
export interface PluginContract {
  id: string;
  title: string;
  description: string;
  segments: string[];
  slots: string[];
}
