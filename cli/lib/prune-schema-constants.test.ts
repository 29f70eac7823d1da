import { describe, expect, it } from 'vitest';
import { pruneSchemaConstants } from './prune-schema-constants';

describe('pruneSchemaConstants', () => {
  it('keeps only the parts of an embedded schema the code reads', () => {
    const code = [
      'const schema1 = {"type":"object","properties":{"a":{"type":"string","pattern":"x;y"},"b":{"enum":["p","q"]}}};',
      'const schema2 = {"type":"string"};',
      'const schema3 = {"enum":[1,2]};',
      'function v(data){for(const k in data){if(!(func2.call(schema1.properties, k))){}}return schema1.properties.b.enum.includes(data.b) && check(schema3);}',
    ].join('');
    const pruned = pruneSchemaConstants(code);
    expect(pruned).toContain('const schema1 = {"properties":{"a":0,"b":{"enum":["p","q"]}}};');
    // Unread constants are left for the minifier; one read whole is kept whole.
    expect(pruned).toContain('const schema2 = {"type":"string"};');
    expect(pruned).toContain('const schema3 = {"enum":[1,2]};');
  });
});
