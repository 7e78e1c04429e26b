import { useCallback, useEffect, useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { drawSignature, drawStroke, EMPTY_SIGNATURE, type Signature, type SignaturePoint } from './signature';

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));

/**
 * Drawing a signature on a canvas with a finger, a pen or a mouse (pointer events, with the
 * coalesced points of a fast stroke): the strokes go to `onChange` when a stroke ends, and the
 * canvas redraws the value at its size on screen and the screen's density. Only React and
 * signature.ts, so the receiver's own page (src/receipt) draws with it as the staff's pad does.
 */
export function useSignatureCanvas({ value, onChange, disabled = false }: { value: Signature; onChange(value: Signature): void; disabled?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<SignaturePoint[] | null>(null);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });

  const redraw = useCallback(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(element.clientWidth * ratio));
    const height = Math.max(1, Math.round(element.clientHeight * ratio));
    if (element.width !== width || element.height !== height) {
      element.width = width;
      element.height = height;
    }
    drawSignature(context, latest.current, width, height);
    if (drawing.current) drawStroke(context, drawing.current, width, height);
  }, []);
  useLayoutEffect(() => redraw(), [redraw, value]);
  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(element);
    return () => observer.disconnect();
  }, [redraw]);

  const pointOf = (event: { clientX: number; clientY: number }): SignaturePoint => {
    const box = canvas.current!.getBoundingClientRect();
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)];
  };
  const extend = (points: readonly SignaturePoint[]) => {
    const stroke = drawing.current;
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!stroke || !element || !context) return;
    const from = stroke.length;
    stroke.push(...points);
    drawStroke(context, stroke, element.width, element.height, from);
  };
  const finish = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke && stroke.length > 0) onChange({ strokes: [...latest.current.strokes, stroke], typed: '' });
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (a synthetic one): the stroke is drawn all the same.
    }
    // Drawing replaces a typed name: one signature, one way.
    if (latest.current.typed !== '') {
      latest.current = EMPTY_SIGNATURE;
      redraw();
    }
    drawing.current = [];
    extend([pointOf(event)]);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const native = event.nativeEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    extend((events.length > 0 ? events : [native]).map(pointOf));
  };

  return {
    ref: canvas,
    onPointerDown,
    onPointerMove,
    onPointerUp: finish,
    onPointerCancel: finish,
    onLostPointerCapture: finish,
  };
}
