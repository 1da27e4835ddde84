import { describe, expect, it } from 'vitest';
import { cropMatrix, rotatedSize, targetSize, wholePicture, type Matrix } from './pictureGeometry';

const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) => [a * x + c * y + e, b * x + d * y + f].map((v) => Math.round(v * 1000) / 1000);

describe('targetSize', () => {
  it('brings a 4000×3000 phone photo to 2048×1536, and a portrait one to 1536×2048', () => {
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: 2048, height: 1536 });
    expect(targetSize({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small picture', () => {
    expect(targetSize({ width: 640, height: 800 })).toEqual({ width: 640, height: 800 });
  });
});

describe('cropMatrix', () => {
  it('draws the whole picture at the output size when nothing is cropped', () => {
    const matrix = cropMatrix({ width: 4000, height: 3000 }, wholePicture({ width: 4000, height: 3000 }), { width: 2048, height: 1536 });
    expect(apply(matrix, 0, 0)).toEqual([0, 0]);
    expect(apply(matrix, 4000, 3000)).toEqual([2048, 1536]);
  });

  it("puts the crop area's corners on the canvas's corners", () => {
    const area = { x: 100, y: 50, width: 400, height: 500 };
    const matrix = cropMatrix({ width: 1000, height: 800 }, { area, rotation: 0 }, { width: 400, height: 500 });
    expect(apply(matrix, 100, 50)).toEqual([0, 0]);
    expect(apply(matrix, 500, 550)).toEqual([400, 500]);
  });

  it('turns the picture about its centre: a quarter turn puts its top-left corner at the top-right', () => {
    const picture = { width: 400, height: 200 };
    expect(rotatedSize(picture, 90).width).toBeCloseTo(200);
    const matrix = cropMatrix(picture, { area: { x: 0, y: 0, width: 200, height: 400 }, rotation: 90 }, { width: 200, height: 400 });
    expect(apply(matrix, 0, 0)).toEqual([200, 0]);
    expect(apply(matrix, 200, 100)).toEqual([100, 200]);
  });
});
