/**
 * What the casino plugin offers the plugins that require it (plugin.json `requires: ["casino"]`): a
 * game launched through the operator's casino launch call and shown in the provider's frame, with the
 * bottom bar on phones and the header balance kept in step. Nothing else of the plugin is theirs to import.
 */
export { GameFrame, type GameFrameProps } from './GameFrame';
export { launchGame, type Launch } from './casino-api';
