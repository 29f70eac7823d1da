/**
 * Messages for what a build-time validator refused. Loaded only when one refuses something, so the
 * formatting code and the schema notes stay out of the boot bundle of every valid brand.
 */
import appConfigNotes from '../generated/validate-app-config-notes';
import manifestNotes from '../generated/validate-manifest-notes';
import { formatSchemaErrors, type SchemaError, type SchemaProblem } from '../../domain/manifest/format-errors';
import { withSchemaNotes } from '../../domain/manifest/schema-notes';

type Errors = readonly SchemaError[] | null | undefined;

export function manifestProblems(errors: Errors, document: unknown, file: string): SchemaProblem[] {
  return formatSchemaErrors(withSchemaNotes(errors, document, manifestNotes), file);
}

export function appConfigProblems(errors: Errors, document: unknown): string {
  return formatSchemaErrors(withSchemaNotes(errors, document, appConfigNotes), 'app config').map((p) => p.message).join('; ');
}
