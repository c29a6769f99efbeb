/**
 * Lenient parsing: validate with a zod schema, and repair instead of failing. Each issue is fixed at
 * the nearest place that can absorb it, walking up from the offending value:
 *   - a field with a default (it accepts `undefined`) is reset to that default;
 *   - an item of a list or record is dropped;
 * and every repair is reported as a warning. Valid values are never touched.
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

/** Copies JSON-shaped data (so repairs never touch the caller's object); cycles become undefined. */
function cloneData(value: unknown, ancestors: Set<object> = new Set()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) return undefined;
  if (Array.isArray(value)) {
    ancestors.add(value);
    const out = value.map((item) => cloneData(item, ancestors));
    ancestors.delete(value);
    return out;
  }
  if (!isPlainObject(value)) return value;
  ancestors.add(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty: a '__proto__' key from JSON stays a plain own property.
    Object.defineProperty(out, key, { value: cloneData(item, ancestors), enumerable: true, writable: true, configurable: true });
  }
  ancestors.delete(value);
  return out;
}

/** Strips wrappers (default, prefault, optional, nullable) down to the structural schema. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
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

function acceptsUndefined(schema: z.core.$ZodType): boolean {
  return z.safeParse(schema, undefined).success;
}

function defaultOf(schema: z.core.$ZodType): unknown {
  const result = z.safeParse(schema, undefined);
  return result.success ? result.data : undefined;
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
      const indexes = [...keys].map(Number).sort((a, b) => b - a);
      for (const index of indexes) parent.splice(index, 1);
    } else {
      for (const key of keys) delete parent[key];
    }
  }
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
    const data = cloneData(input);
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
      const dropped = repairs.flatMap((repair) => (repair.kind === 'drop' ? [joinPath(basePath, repair.path)] : []));
      for (const repair of repairs) {
        if (repair.kind === 'fail') continue;
        const path = joinPath(basePath, repair.path);
        // A repair inside an item that is dropped anyway is not worth a warning.
        if (dropped.some((itemPath) => path.startsWith(`${itemPath}.`))) continue;
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
