import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export type SkeletonShape = 'line' | 'block' | 'circle';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  shape?: SkeletonShape;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bone = styled.span`
  display: block;
  height: 0.9em;
  border-radius: ${tokens.radius.sm};
  background: linear-gradient(
    90deg,
    ${tokens.color.skeleton} 25%,
    ${tokens.color.surfaceMuted} 50%,
    ${tokens.color.skeleton} 75%
  );
  background-size: 200% 100%;
  /* The shimmer starts after a second: a background-position animation repaints every bone on the
     main thread at every frame, and most loads end before it (decision 281). Until then the bone
     holds the shimmer's first frame (backwards), so it starts without a jump. */
  animation: ${shimmer} 1.4s ease-in-out 1s infinite backwards;

  &[data-shape='block'] { height: 64px; border-radius: ${tokens.radius.md}; }
  &[data-shape='circle'] { border-radius: 50%; }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder shape. Decorative: the region that loads announces the loading state itself. */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  const style: CSSProperties = { width: size(width), height: size(height) };
  return <Bone aria-hidden="true" data-skeleton="" data-shape={shape} className={className} style={style} />;
}

const Lines = styled.span`
  display: grid;
  gap: ${tokens.space.sm};
`;

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** A paragraph's worth of lines; the last one is shorter, as text usually is. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}
