import { useState, type KeyboardEvent, type MouseEvent, type Ref } from "react";
import "./photo-pointer.css";

export interface PhotoPoint {
  x: number;
  y: number;
}

/** How far an arrow key moves the point: a fiftieth of the photo's short side, five times that with Shift. */
export function keyStep(width: number, height: number, large: boolean): number {
  const step = Math.max(1, Math.round(Math.min(width, height) / 50));
  return large ? step * 5 : step;
}

/** The point an arrow key moves to, kept on the photo; undefined for any other key. */
export function movedPoint(
  point: PhotoPoint,
  key: string,
  size: { width: number; height: number },
  large: boolean,
): PhotoPoint | undefined {
  const step = keyStep(size.width, size.height, large);
  const clamp = (v: number, max: number) => Math.min(max - 1, Math.max(0, v));
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return undefined;
  return { x: clamp(point.x + move[0], size.width), y: clamp(point.y + move[1], size.height) };
}

/**
 * A photo on a canvas that a visitor points into: a tap or click picks the
 * point under it; from the keyboard, the arrow keys move a marker (Shift for
 * bigger steps) and Enter or Space picks it. The marker shows where the last
 * point was. Pixels are the caller's: it draws on the canvas through `canvasRef`.
 * Used by the visualiser's photo (paint a wall) and "Colour from a photo"
 * (sample a colour).
 */
export function PhotoPointer({
  id,
  canvasRef,
  label,
  describedBy,
  hidden,
  onPick,
  onMove,
  className,
}: {
  id: string;
  canvasRef: Ref<HTMLCanvasElement>;
  /** What the photo is and what pointing does, for screen readers. */
  label: string;
  describedBy?: string;
  hidden?: boolean;
  onPick: (point: PhotoPoint) => void;
  onMove?: (point: PhotoPoint) => void;
  className?: string;
}) {
  const [point, setPoint] = useState<PhotoPoint | null>(null);
  const [size, setSize] = useState({ width: 1, height: 1 });

  const sizeOf = (canvas: HTMLCanvasElement) => {
    const next = { width: canvas.width || 1, height: canvas.height || 1 };
    if (next.width !== size.width || next.height !== size.height) setSize(next);
    return next;
  };
  const click = (event: MouseEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const current = sizeOf(canvas);
    const box = canvas.getBoundingClientRect();
    const picked = {
      x: Math.min(
        current.width - 1,
        Math.floor(((event.clientX - box.left) / box.width) * current.width),
      ),
      y: Math.min(
        current.height - 1,
        Math.floor(((event.clientY - box.top) / box.height) * current.height),
      ),
    };
    setPoint(picked);
    onPick(picked);
  };
  const keyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const current = sizeOf(event.currentTarget);
    const from = point ?? { x: Math.floor(current.width / 2), y: Math.floor(current.height / 2) };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setPoint(from);
      onPick(from);
      return;
    }
    const next = movedPoint(from, event.key, current, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setPoint(next);
    onMove?.(next);
  };
  // The first focus shows the marker in the middle, where Enter would pick.
  const focus = (event: { currentTarget: HTMLCanvasElement }) => {
    if (point) return;
    const current = sizeOf(event.currentTarget);
    const middle = { x: Math.floor(current.width / 2), y: Math.floor(current.height / 2) };
    setPoint(middle);
    onMove?.(middle);
  };

  return (
    <div className={`photo-pointer ${className ?? ""}`} hidden={hidden}>
      <canvas
        id={id}
        ref={canvasRef}
        className="photo-pointer__canvas"
        width={0}
        height={0}
        tabIndex={0}
        // "application": a widget with a keyboard model of its own (arrow keys
        // move the point), so a screen reader passes the arrows through;
        // jsx-a11y counts that role as not interactive.
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
        role="application"
        aria-label={label}
        aria-describedby={describedBy}
        onClick={click}
        onKeyDown={keyDown}
        onFocus={focus}
      />
      {point ? (
        <span
          className="photo-pointer__marker"
          aria-hidden="true"
          style={{
            left: `${((point.x + 0.5) / size.width) * 100}%`,
            top: `${((point.y + 0.5) / size.height) * 100}%`,
          }}
        />
      ) : null}
    </div>
  );
}
