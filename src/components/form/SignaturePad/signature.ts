/**
 * A signature as the pad keeps it: the strokes drawn, each a list of points in fractions of the
 * pad's width and height (so it survives a resize and redraws at any size), or a name typed by
 * someone who cannot draw on the screen. Kept by the form, not the canvas: a failed send or a
 * re-rendered page never loses it.
 */
export type SignaturePoint = readonly [x: number, y: number];
export type SignatureStroke = readonly SignaturePoint[];

export interface Signature {
  readonly strokes: readonly SignatureStroke[];
  /** A typed name drawn in a handwriting face instead of strokes; '' when drawn. */
  readonly typed: string;
}

export const EMPTY_SIGNATURE: Signature = { strokes: [], typed: '' };

/** The pad's shape: a signature line is wide and low. */
export const SIGNATURE_ASPECT = 5 / 2;

/** The size of the PNG sent: small on the wire, sharp enough to print on a note. */
export const SIGNATURE_PNG_WIDTH = 600;

export const isSignatureEmpty = (signature: Signature) => signature.strokes.length === 0 && signature.typed.trim() === '';

// Ink is near-black on a white pad in both themes: it is a pen on paper, and the PNG is printed.
export const SIGNATURE_INK = '#1b1f24';
const HANDWRITING = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The stroke width for a pad `width` pixels wide, so a signature looks the same at any size. */
export const inkWidth = (width: number) => Math.max(1.5, width / 200);

/** One stroke, from `from` on (the pad draws a stroke's new points as they come). */
export function drawStroke(context: Context, stroke: SignatureStroke, width: number, height: number, from = 0) {
  context.strokeStyle = SIGNATURE_INK;
  context.fillStyle = SIGNATURE_INK;
  context.lineWidth = inkWidth(width);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const first = stroke[0];
  if (!first) return;
  if (stroke.length === 1) {
    // A tap is a dot.
    context.beginPath();
    context.arc(first[0] * width, first[1] * height, context.lineWidth / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  const start = stroke[Math.max(0, from - 1)]!;
  context.beginPath();
  context.moveTo(start[0] * width, start[1] * height);
  for (const [x, y] of stroke.slice(Math.max(1, from))) context.lineTo(x * width, y * height);
  context.stroke();
}

/** The whole signature on a cleared context of `width` × `height` pixels. */
export function drawSignature(context: Context, signature: Signature, width: number, height: number) {
  context.clearRect(0, 0, width, height);
  if (signature.typed.trim() !== '') {
    const text = signature.typed.trim();
    let size = height * 0.45;
    context.font = `italic ${size}px ${HANDWRITING}`;
    const measured = context.measureText(text).width;
    if (measured > width * 0.9) size = (size * width * 0.9) / measured;
    context.font = `italic ${size}px ${HANDWRITING}`;
    context.fillStyle = SIGNATURE_INK;
    context.textAlign = 'center';
    context.textBaseline = 'alphabetic';
    context.fillText(text, width / 2, height * 0.7);
    return;
  }
  for (const stroke of signature.strokes) drawStroke(context, stroke, width, height);
}

/** The signature as the PNG the API takes: dark ink on a transparent ground, SIGNATURE_PNG_WIDTH wide. */
export async function signaturePng(signature: Signature): Promise<Blob> {
  const width = SIGNATURE_PNG_WIDTH;
  const height = Math.round(width / SIGNATURE_ASPECT);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the signature on');
  drawSignature(context, signature, width, height);
  return canvas.convertToBlob({ type: 'image/png' });
}
