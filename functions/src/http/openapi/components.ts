// components/schemas of the OpenAPI document: every named zod schema the route docs use, turned
// into JSON Schema 2020-12 by zod 4's own z.toJSONSchema. Request bodies are described as zod
// reads them (io: input: strict objects get `additionalProperties: false`, open ones such as
// link params stay open); answers as the routes write them (io: output: every object closed).

import { z } from 'zod';
import { NUL_FREE } from '../../domain/text-patterns';
import type { Named } from './route-doc';

/** `form`: a request body that is a form, not JSON (the JSON body rules do not apply to it). */
type Io = 'input' | 'output' | 'form';
/** Registered for requests and answers both: an enum, whose JSON Schema is the same either way. */
type Use = Io | 'both';
type JsonSchema = Record<string, unknown>;

const URI_PREFIX = '#/components/schemas/';

export class SchemaComponents {
  private readonly registries = { input: z.registry<{ id: string }>(), output: z.registry<{ id: string }>(), form: z.registry<{ id: string }>() };
  private readonly byName = new Map<string, { schema: z.ZodType; io: Use }>();

  /** A $ref to the named schema, which joins components/schemas. */
  ref({ name, schema }: Named, io: Io): JsonSchema {
    const known = this.byName.get(name);
    // One name, one schema: two different ones under one name would silently describe one route wrongly.
    if (known && (known.schema !== schema || (known.io !== io && known.io !== 'both'))) throw new Error(`OpenAPI: two schemas are named ${name}`);
    if (!known) {
      this.byName.set(name, { schema, io });
      this.registries[io].add(schema, { id: name });
    }
    return { $ref: `${URI_PREFIX}${name}` };
  }

  /**
   * Names a schema that other schemas hold, in requests and answers alike (the webhook event
   * types), so each use is a $ref to one component.
   */
  share({ name, schema }: Named): void {
    if (this.byName.has(name)) throw new Error(`OpenAPI: two schemas are named ${name}`);
    this.byName.set(name, { schema, io: 'both' });
    for (const io of ['input', 'output'] as const) this.registries[io].add(schema, { id: name });
  }

  /** components/schemas, sorted by name. */
  build(): Record<string, JsonSchema> {
    const all: Record<string, JsonSchema> = {};
    for (const io of ['input', 'output', 'form'] as const) {
      const override = io === 'input' ? tidyRequest : tidy;
      const uri = (id: string) => `${URI_PREFIX}${id}`;
      const { schemas } = z.toJSONSchema(this.registries[io], { io: io === 'output' ? 'output' : 'input', target: 'draft-2020-12', uri, override });
      for (const [name, schema] of Object.entries(schemas)) all[name] = withoutIds(schema as JsonSchema);
    }
    return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** A schema used in one place only (a query parameter), inline. */
export function inlineSchema(schema: z.ZodType): JsonSchema {
  return withoutIds(z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', override: tidy }) as JsonSchema);
}

/**
 * What zod adds that says nothing to a reader and misleads example generators: the regex
 * behind `format: date-time` and `date` (renderers build sample dates from it, such as year
 * 8995 with 30 decimals), and the ±2^53 bounds of every `.int()`.
 */
function tidy({ jsonSchema: schema }: { jsonSchema: JsonSchema }): void {
  if (schema.format === 'date-time' || schema.format === 'date') delete schema.pattern;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

/**
 * A request body's string that no pattern, format or list of values bounds still may not hold
 * NUL (every body's rule, domain/json-values.ts): the document says so with a pattern, so that a
 * generated client or a fuzzer refuses it too. Open objects (link params) cannot say it here;
 * docs/api.md states it in words. Forms are not JSON: they are registered as `form`, without it.
 */
function tidyRequest(context: { jsonSchema: JsonSchema }): void {
  tidy(context);
  const schema = context.jsonSchema;
  const bounded = ['pattern', 'allOf', 'format', 'enum', 'const'].some((key) => schema[key] !== undefined);
  if (schema.type === 'string' && !bounded) schema.pattern = NUL_FREE.source;
}

/** Each schema is a part of the document, not a document of its own: no $schema or $id. */
function withoutIds({ $schema: _schema, $id: _id, ...rest }: JsonSchema): JsonSchema {
  return rest;
}
