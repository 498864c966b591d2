import type { ReactNode } from "react";
import classes from "./ScoreRing.module.css";

const SIZE = 44;
const STROKE = 3;
// As Mantine's RingProgress draws it: 90 % of the box, less the stroke on both sides.
const RADIUS = (SIZE * 0.9 - STROKE * 2) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The influencer score (0–100) as a ring around `children`, drawn in SVG here rather than with
 * Mantine's RingProgress, whose section tooltips would bring floating-ui into the navbar's first
 * JavaScript. No score: the bare track.
 */
export function ScoreRing({ score, children }: { score: number | null; children: ReactNode }) {
  const filled = score === null ? 0 : (Math.min(100, Math.max(0, score)) / 100) * CIRCUMFERENCE;
  return (
    <div className={classes.ring}>
      <svg className={classes.svg} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
        <circle
          className={classes.track}
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
        />
        {filled > 0 && (
          <circle
            className={classes.score}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${CIRCUMFERENCE - filled}`}
          />
        )}
      </svg>
      <div className={classes.label}>{children}</div>
    </div>
  );
}
