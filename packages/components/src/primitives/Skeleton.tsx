import type { CSSProperties } from 'react';
import clsx from 'clsx';
import { lastLine, lines as linesClass, skeleton } from './Skeleton.css.ts';

export const skeletonShapes = ['block', 'text', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length or pixels. */
  width?: number | string;
  height?: number | string;
  /** For `text`: number of lines (the last one shorter). */
  lines?: number;
  className?: string;
}

/**
 * A loading placeholder. Decorative (aria-hidden): the region that is loading should carry
 * aria-busy or a Spinner label. Reserve the final content's size with width/height so nothing shifts.
 */
export function Skeleton({ shape = 'block', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = {};
  if (width !== undefined) size.width = width;
  if (height !== undefined) size.height = height;
  if (shape === 'text' && lines > 1) {
    return (
      <span className={clsx(linesClass, className)} aria-hidden="true" style={size.width === undefined ? undefined : { width: size.width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={clsx(skeleton({ shape }), i === lines - 1 && lastLine)}
            style={size.height === undefined ? undefined : { height: size.height }}
          />
        ))}
      </span>
    );
  }
  return <span className={clsx(skeleton({ shape }), className)} style={size} aria-hidden="true" />;
}
