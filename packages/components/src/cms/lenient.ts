/**
 * Lenient parsing: validate with a zod schema, and repair instead of failing. Each issue is fixed at
 * the nearest place that can absorb it, walking up from the offending value:
 *   - a field with a default (it accepts `undefined`) is reset to that default;
 *   - an item of a list or record is dropped;
 * and every repair is reported as a warning. Valid values are never touched.
 *
 * Hostile payloads cost time linear in their size, bounded by the schema's list limits: the copy
 * is iterative and drops branches nested deeper than MAX_DEPTH, lists longer than their limit
 * (list() in fields.ts) keep their first items before validation, and each repair is planned and
 * applied in constant time per issue (Set lookups, one compaction pass per list).
 */
import { z } from 'zod/mini';

export interface CmsWarning {
  /** Dot path of the repaired value, e.g. 'tickerPageCms.backgroundColor' or 'tickerCrudData.2'. */
  path: string;
  message: string;
}

export interface LenientResult<T> {
  data: T;
  warnings: CmsWarning[];
}

type Key = PropertyKey;
type Container = Record<Key, unknown> | unknown[];

const MAX_PASSES = 12;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * How deeply a CMS value may nest. The schema itself is at most six levels deep
 * (menuLinkWidgetCmsData.links.0.subLinks.0.label), so anything deeper is junk; without a limit a
 * payload nested thousands of levels deep overflows the stack and loses the whole configuration.
 */
export const MAX_DEPTH = 64;

interface CloneFrame {
  source: Container;
  target: Container;
  /** The keys of `source` still to copy (array indexes for a list). */
  keys: Key[];
  next: number;
  path: Key[];
}

function isCopied(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

function setOwn(target: Container, key: Key, value: unknown): void {
  // defineProperty: a '__proto__' key from JSON stays a plain own property.
  if (Array.isArray(target)) target[key as number] = value;
  else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function startFrame(source: Container, path: Key[]): CloneFrame {
  const keys: Key[] = Array.isArray(source) ? Array.from({ length: source.length }, (_, i) => i) : Object.keys(source);
  return { source, target: Array.isArray(source) ? [] : {}, keys, next: 0, path };
}

/**
 * Copies JSON-shaped data (so repairs never touch the caller's object), without recursion: cycles
 * become undefined, and a list or object nested deeper than MAX_DEPTH is dropped (undefined) with a
 * warning. Other values (strings, numbers, class instances) are kept as they are.
 */
function cloneData(input: unknown, basePath: string, warnings: CmsWarning[]): unknown {
  if (!isCopied(input)) return input;
  const root = startFrame(input, []);
  const stack: CloneFrame[] = [root];
  const ancestors = new Set<object>([input]);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.keys.length) {
      ancestors.delete(frame.source);
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.next]!;
    frame.next += 1;
    const value = (frame.source as Record<Key, unknown>)[key];
    if (!isCopied(value)) {
      setOwn(frame.target, key, value);
    } else if (ancestors.has(value)) {
      setOwn(frame.target, key, undefined);
    } else if (stack.length > MAX_DEPTH) {
      // `value` sits at depth stack.length (the payload itself is depth 0, its blocks depth 1).
      setOwn(frame.target, key, undefined);
      warnings.push({ path: joinPath(basePath, [...frame.path, key]), message: `nested deeper than ${MAX_DEPTH} levels; dropped` });
    } else {
      const child = startFrame(value, [...frame.path, key]);
      setOwn(frame.target, key, child.target);
      ancestors.add(value);
      stack.push(child);
    }
  }
  return root.target;
}

/** Strips wrappers (default, prefault, optional, nullable) down to the structural schema. */
export function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let i = 0; i < 8; i += 1) {
    const def = current._zod.def;
    if (def.type === 'default' || def.type === 'prefault' || def.type === 'optional' || def.type === 'nullable') {
      current = (def as z.core.$ZodDefaultDef).innerType;
    } else break;
  }
  return current;
}

interface Step {
  schema: z.core.$ZodType;
  /** The value at this step is an item of a list or record (it can be dropped). */
  isItem: boolean;
}

function stepInto(schema: z.core.$ZodType, key: Key): Step | undefined {
  const def = unwrap(schema)._zod.def;
  if (def.type === 'object') {
    const shape = (def as z.core.$ZodObjectDef).shape as Record<string, z.core.$ZodType | undefined>;
    const child = typeof key === 'string' && Object.hasOwn(shape, key) ? shape[key] : undefined;
    return child ? { schema: child, isItem: false } : undefined;
  }
  if (def.type === 'array') return { schema: (def as z.core.$ZodArrayDef).element, isItem: true };
  if (def.type === 'record') return { schema: (def as z.core.$ZodRecordDef).valueType, isItem: true };
  return undefined;
}

/** z.safeParse(schema, undefined), once per schema (planRepair asks it for every issue). */
const undefinedResults = new WeakMap<z.core.$ZodType, { success: boolean; data?: unknown }>();

function parseUndefined(schema: z.core.$ZodType): { success: boolean; data?: unknown } {
  let result = undefinedResults.get(schema);
  if (!result) {
    result = z.safeParse(schema, undefined);
    undefinedResults.set(schema, result);
  }
  return result;
}

function acceptsUndefined(schema: z.core.$ZodType): boolean {
  return parseUndefined(schema).success;
}

/** The value a field takes when it is missing (a fresh copy of object and list defaults). */
export function defaultOf(schema: z.core.$ZodType): unknown {
  const result = parseUndefined(schema);
  return result.success ? structuredClone(result.data) : undefined;
}

/** The maxLength of a list schema (list() in fields.ts), if it has one. */
function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const checks = schema._zod.def.checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as { check: string; maximum?: unknown };
    if (def.check === 'max_length' && typeof def.maximum === 'number') return def.maximum;
  }
  return undefined;
}

/**
 * Before validation: shortens every list longer than its limit to its first `max` items (warning
 * with the list and the limit), so the work that follows is bounded by the limits, not by the
 * payload. Follows the schema, so it walks at most as deep as the schema is.
 */
function applyListLimits(schema: z.core.$ZodType, value: unknown, path: Key[], basePath: string, warnings: CmsWarning[]): void {
  const def = unwrap(schema)._zod.def;
  if (def.type === 'object' && isPlainObject(value)) {
    const shape = (def as z.core.$ZodObjectDef).shape as Record<string, z.core.$ZodType>;
    for (const [key, child] of Object.entries(shape)) {
      if (Object.hasOwn(value, key)) applyListLimits(child, value[key], [...path, key], basePath, warnings);
    }
  } else if (def.type === 'array' && Array.isArray(value)) {
    const max = maxLengthOf(unwrap(schema));
    if (max !== undefined && value.length > max) {
      warnings.push({
        path: joinPath(basePath, path),
        message: `${value.length} items, more than the limit of ${max}; only the first ${max} are read`,
      });
      value.length = max;
    }
    const element = (def as z.core.$ZodArrayDef).element;
    value.forEach((item, index) => applyListLimits(element, item, [...path, index], basePath, warnings));
  } else if (def.type === 'record' && isPlainObject(value)) {
    const valueType = (def as z.core.$ZodRecordDef).valueType;
    for (const [key, item] of Object.entries(value)) applyListLimits(valueType, item, [...path, key], basePath, warnings);
  }
}

function describeDefault(value: unknown): string {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return `using ${JSON.stringify(value)}`;
  if (Array.isArray(value) && value.length === 0) return 'using an empty list';
  return 'using the defaults';
}

export function joinPath(base: string, path: readonly Key[]): string {
  const parts = path.map((key) => String(key));
  return [base, ...parts].filter((part) => part !== '').join('.');
}

function containerAt(root: unknown, path: readonly Key[]): Container | undefined {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return typeof current === 'object' && current !== null ? (current as Container) : undefined;
}

type Repair =
  | { kind: 'reset'; path: readonly Key[]; message: string }
  | { kind: 'drop'; path: readonly Key[]; message: string }
  | { kind: 'fail'; message: string };

/** Decides where an issue is absorbed: the nearest resettable field or droppable item, leaf first. */
function planRepair(root: z.core.$ZodType, issue: z.core.$ZodIssue): Repair {
  const steps: Step[] = [];
  let schema = root;
  for (const key of issue.path) {
    const step = stepInto(schema, key);
    if (!step) break;
    steps.push(step);
    schema = step.schema;
  }
  for (let depth = steps.length; depth >= 1; depth -= 1) {
    const step = steps[depth - 1]!;
    const path = issue.path.slice(0, depth);
    const rest = issue.path.slice(depth);
    const where = rest.length > 0 ? `${joinPath('', rest)}: ` : '';
    if (acceptsUndefined(step.schema)) {
      return { kind: 'reset', path, message: `${where}${issue.message}; ${describeDefault(defaultOf(step.schema))}` };
    }
    if (step.isItem) return { kind: 'drop', path, message: `invalid item dropped (${where}${issue.message})` };
  }
  return { kind: 'fail', message: issue.message };
}

function applyRepairs(data: unknown, repairs: Repair[]): void {
  const drops = new Map<Container, Set<Key>>();
  for (const repair of repairs) {
    if (repair.kind === 'fail') continue;
    const parent = containerAt(data, repair.path.slice(0, -1));
    const key = repair.path[repair.path.length - 1];
    if (!parent || key === undefined) continue;
    if (repair.kind === 'reset') {
      if (Array.isArray(parent)) parent[Number(key)] = undefined;
      else delete parent[key];
    } else {
      const keys = drops.get(parent) ?? new Set<Key>();
      keys.add(key);
      drops.set(parent, keys);
    }
  }
  for (const [parent, keys] of drops) {
    if (Array.isArray(parent)) {
      // One pass that keeps the survivors in order (splicing each index would be quadratic).
      const dropped = new Set([...keys].map(Number));
      let kept = 0;
      for (let index = 0; index < parent.length; index += 1) {
        if (!dropped.has(index)) {
          parent[kept] = parent[index];
          kept += 1;
        }
      }
      parent.length = kept;
    } else {
      for (const key of keys) delete parent[key];
    }
  }
}

/** Whether `path` lies inside one of the `dropped` items (their joined paths). */
function insideDropped(basePath: string, path: readonly Key[], dropped: ReadonlySet<string>): boolean {
  for (let length = path.length - 1; length >= 1; length -= 1) {
    if (dropped.has(joinPath(basePath, path.slice(0, length)))) return true;
  }
  return false;
}

/**
 * Parses `input` with `schema`, repairing what is invalid (see the file comment). Never throws:
 * when nothing can be repaired, `fallback()` is returned with a warning. `basePath` prefixes the
 * warning paths.
 */
export function parseLenient<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  fallback: () => z.output<S>,
  basePath = '',
): LenientResult<z.output<S>> {
  const warnings: CmsWarning[] = [];
  try {
    const data = cloneData(input, basePath, warnings);
    applyListLimits(schema, data, [], basePath, warnings);
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const result = z.safeParse(schema, data);
      if (result.success) return { data: result.data, warnings };
      const repairs = result.error.issues.map((issue) => planRepair(schema, issue));
      const failed = repairs.find((repair) => repair.kind === 'fail');
      if (failed) {
        warnings.push({ path: basePath, message: `${failed.message}; using the defaults` });
        return { data: fallback(), warnings };
      }
      const seen = new Set<string>();
      const dropped = new Set(repairs.flatMap((repair) => (repair.kind === 'drop' ? [joinPath(basePath, repair.path)] : [])));
      for (const repair of repairs) {
        if (repair.kind === 'fail') continue;
        const path = joinPath(basePath, repair.path);
        // A repair inside an item that is dropped anyway is not worth a warning. (A lookup per
        // enclosing path, not a scan of every dropped item: that was quadratic on long lists.)
        if (insideDropped(basePath, repair.path, dropped)) continue;
        if (seen.has(path)) continue;
        seen.add(path);
        warnings.push({ path, message: repair.message });
      }
      applyRepairs(data, repairs);
    }
    warnings.push({ path: basePath, message: 'could not be repaired; using the defaults' });
  } catch (error) {
    warnings.push({ path: basePath, message: `could not be read (${String(error)}); using the defaults` });
  }
  return { data: fallback(), warnings };
}
