/** Problems met while assembling the app from the enabled plugins: collected with codes, never thrown one by one. */
export type AssemblyProblemCode =
  | 'PLUGIN_NOT_FOUND'
  | 'PLUGIN_LOAD_FAILED'
  | 'PLUGIN_ID_MISMATCH'
  | 'PLUGIN_SETUP_FAILED'
  | 'PLUGIN_REQUIREMENT_MISSING'
  | 'ROUTE_UNDECLARED'
  | 'ROUTE_WITHOUT_PAGE'
  | 'ROUTE_DUPLICATE'
  | 'SLOT_UNKNOWN'
  | 'SLOT_UNDECLARED'
  | 'SLOT_TAKES_ONE'
  | 'SOCKET_HANDLER_FAILED';

export interface AssemblyProblem {
  code: AssemblyProblemCode;
  pluginId: string;
  message: string;
  detail?: string;
}

export interface ProblemCollector {
  report(code: AssemblyProblemCode, pluginId: string, message: string, detail?: unknown): void;
  readonly problems: readonly AssemblyProblem[];
}

export function createProblemCollector(): ProblemCollector {
  const problems: AssemblyProblem[] = [];
  return {
    report(code, pluginId, message, detail) {
      const text = detail instanceof Error ? detail.message : detail === undefined ? undefined : String(detail);
      problems.push(text === undefined ? { code, pluginId, message } : { code, pluginId, message, detail: text });
    },
    get problems() {
      return problems;
    },
  };
}
