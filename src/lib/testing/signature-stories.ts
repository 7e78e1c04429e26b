import { fireEvent } from 'storybook/test';

/**
 * Stories only: a stroke drawn on a signature pad's canvas as a finger or a mouse would, through
 * `points` given in fractions of the canvas (0–1 across, 0–1 down).
 */
export function drawOn(canvas: HTMLElement, points: readonly (readonly [number, number])[] = [[0.1, 0.6], [0.3, 0.3], [0.5, 0.7], [0.7, 0.35], [0.9, 0.6]]) {
  const box = canvas.getBoundingClientRect();
  const at = ([x, y]: readonly [number, number]) => ({ clientX: box.left + x * box.width, clientY: box.top + y * box.height, pointerId: 1, pointerType: 'pen', button: 0, buttons: 1, bubbles: true });
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(canvas, at(first));
  for (const point of rest) fireEvent.pointerMove(canvas, at(point));
  fireEvent.pointerUp(canvas, at(rest[rest.length - 1] ?? first));
}

/** Whether anything is drawn on the canvas: some pixel is not transparent. */
export function hasInk(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return false;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) return true;
  return false;
}
