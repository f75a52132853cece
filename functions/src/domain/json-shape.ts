// How deep and how wide an open JSON value may be (a link's params, the match's deviceInfo, a
// whole request body), measured with a loop and an explicit stack: JSON.parse reads any depth,
// but anything that later walks the value by recursion (JSON.stringify, a store's encoder, a
// logger) runs out of stack a few thousand levels down, and that was a 500.

import { z } from 'zod';

export interface ShapeLimits {
  /** Levels of objects and arrays, the value itself being level 1. */
  depth: number;
  /** Keys and array items counted over the whole value; no bound when left out. */
  entries?: number;
}

/**
 * The match's `deviceInfo`: what the client libraries send is ten facts, two levels deep
 * (`screen`). Facts Ferry does not use are dropped, never stored, so the bounds only keep a
 * caller from making the server walk an arbitrary value: 8 levels and 256 facts leave room for
 * whatever another library reports (`userAgentData.brands` is three levels).
 */
export const DEVICE_INFO_LIMITS = { depth: 8, entries: 256 } satisfies ShapeLimits;

/** The first way `value` goes past `limits`, as the sentence a caller reads, or null. */
export function shapeProblem(value: unknown, field: string, limits: ShapeLimits): string | null {
  let entries = 0;
  const pending: [item: unknown, depth: number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limits.depth) return `${field} is nested too deeply (at most ${limits.depth} levels)`;
    const children: unknown[] = Array.isArray(item) ? item : Object.values(item);
    entries += children.length;
    if (limits.entries !== undefined && entries > limits.entries) return `${field} holds too many keys and items (at most ${limits.entries})`;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return null;
}

/**
 * `schema` behind a shape check of the value as sent: an open object's schema strips what it
 * does not know, so a check after it would never see the extra keys. Past the limits the
 * schema does not run at all. The OpenAPI document still shows `schema` (zod describes a
 * preprocess by its target).
 */
export function boundedShape<S extends z.ZodType>(field: string, limits: ShapeLimits, schema: S) {
  return z.preprocess((value, ctx) => {
    const problem = shapeProblem(value, field, limits);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    return value;
  }, schema);
}
