// The runtime's ports: what services need from platform/ (rate limiting, logging, metrics),
// as interfaces only. platform/ implements them and services/deps.ts names them, so neither
// layer imports the other for a type. This module imports nothing: keep it that way (lint).

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Epoch ms when the current window ends. */
  resetAt: number;
}

/**
 * Fixed-window counters (docs/rate-limits.md). Answers may be synchronous: the in-memory
 * adapter, and the Firestore one for a caller it already knows is blocked, do no I/O, and the
 * redirect path then awaits nothing.
 */
export interface RateLimiter {
  /**
   * Takes `cost` units (default 1) from `key`'s current window when they fit within `limit`;
   * a refused hit takes nothing.
   */
  hit(key: string, limit: number, windowMs: number, cost?: number): LimitResult | Promise<LimitResult>;
  /** Reads without counting: lets an already-blocked caller be refused at no cost. */
  peek(key: string, limit: number, windowMs: number): LimitResult | Promise<LimitResult>;
  /**
   * Adds `amount` units (negative: gives them back) whatever the limit: settles work already
   * done. `limit` is the one the key's hits use (it tells the Firestore adapter its shards).
   */
  add(key: string, amount: number, limit: number, windowMs: number): void | Promise<void>;
}

/** What the self-hosted server counts for /metrics (platform/metrics.ts); absent on Firebase. */
export interface Metrics {
  clickRecorded(): void;
  clickLost(): void;
  matchAnswered(type: 'referrer' | 'clipboard' | 'fingerprint' | 'none'): void;
  storeError(): void;
}

/** The levels a line is written at; LOG_LEVEL (platform/logger.ts) adds `silent`. */
export type Level = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;

/** Structured log lines (platform/logger.ts). Callers never pass keys, passwords, raw IPs or full user agents. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Whether a line at `level` would be written: lets a caller skip building its fields. */
  enabled(level: Level): boolean;
}
