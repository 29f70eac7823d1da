/**
 * One way to compile the project's JSON Schemas, shared by the CLI, the build (standalone browser
 * validators) and the server, so every consumer reads the same files with the same rules.
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictTypes: false, allowUnionTypes: true, ...options });
  ajv.addKeyword({ keyword: 'x-expected', schemaType: 'string' });
  return ajv;
}

export function compileSchema(schema: object, options: Options = {}): ValidateFunction {
  return createAjv(options).compile(schema);
}
