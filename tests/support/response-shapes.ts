/** Checks answers against schemas/api/responses.schema.json, failing with every mismatch spelled out. */
import { expect } from 'vitest';
import responses from '../../schemas/api/responses.schema.json';
import { createAjv } from '../../schemas/compile';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';

const ajv = createAjv();
ajv.addSchema(responses);

export type ResponseShape = keyof typeof responses.definitions;

export function expectShape(shape: ResponseShape, body: unknown): void {
  const validate = ajv.getSchema(`${responses.$id}#/definitions/${shape}`)!;
  const ok = validate(body);
  expect(ok ? [] : formatSchemaErrors(validate.errors as never, shape).map((p) => p.message), `${shape} response`).toEqual([]);
}
