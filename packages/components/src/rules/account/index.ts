export * from './passwordReset.ts';
