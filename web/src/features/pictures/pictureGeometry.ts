/** Sizes and transforms for drawing a picture on a canvas; pure numbers, so they are tested without one. */

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in pixels of the (straightened) picture, as the crop component hands it back. */
export interface Area extends Size {
  x: number;
  y: number;
}

/** What a member chose in the crop dialog: the area to keep and the straightening in degrees. */
export interface CropChoice {
  area: Area;
  rotation: number;
}

/** Width over height of the card's picture (the carousel's `aspect-[4/5]`): what a crop is made to. */
export const CARD_ASPECT = 4 / 5;

/** The longest side of what the browser sends: enough for the card (and a retina screen), light on mobile data. */
export const MAX_SIDE = 2048;

/** `size` scaled down (never up) so its longest side is at most MAX_SIDE, keeping its shape. */
export function targetSize({ width, height }: Size): Size {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The box a `size` picture fills once turned by `degrees` (the crop component measures areas in it). */
export function rotatedSize({ width, height }: Size, degrees: number): Size {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/** A canvas transform (a, b, c, d, e, f): a point (x, y) lands at (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = [a: number, b: number, c: number, d: number, e: number, f: number];

/**
 * The transform that draws a `picture`-sized image turned by `rotation` degrees about its centre,
 * so that `area` of the turned picture exactly fills an `output`-sized canvas.
 */
export function cropMatrix(picture: Size, { area, rotation }: CropChoice, output: Size): Matrix {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const box = rotatedSize(picture, rotation);
  const scaleX = output.width / area.width;
  const scaleY = output.height / area.height;
  // The picture's centre goes to the box's centre, then the area's corner to the canvas's corner.
  const e = (-picture.width / 2) * cos + (picture.height / 2) * sin + box.width / 2 - area.x;
  const f = (-picture.width / 2) * sin - (picture.height / 2) * cos + box.height / 2 - area.y;
  return [scaleX * cos, scaleY * sin, -scaleX * sin, scaleY * cos, scaleX * e, scaleY * f];
}

/** The whole picture, unturned: what shrinking alone draws. */
export const wholePicture = (picture: Size): CropChoice => ({ area: { x: 0, y: 0, ...picture }, rotation: 0 });
