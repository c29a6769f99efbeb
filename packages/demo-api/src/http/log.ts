/**
 * Structured logs: one JSON object per line on stdout (info) or stderr (warn, error), with the time
 * and level. LOG_LEVEL=silent|error|warn|info (default info; tests run silent). Never pass bodies,
 * cookies, tokens or passwords.
 */
const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

function threshold(): number {
  const env = typeof process !== 'undefined' ? process.env.LOG_LEVEL : undefined;
  if (env && env in LEVELS) return LEVELS[env as keyof typeof LEVELS];
  return typeof process !== 'undefined' && (process.env.VITEST || process.env.NODE_ENV === 'test') ? LEVELS.error : LEVELS.info;
}

function write(level: Level, message: string, fields: Record<string, unknown>): void {
  if (LEVELS[level] > threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  if (level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

export const log = {
  info: (message: string, fields: Record<string, unknown> = {}) => write('info', message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write('warn', message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write('error', message, fields),
};
