import zlib from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 110 } } });

export const pictures = {
  jpeg: (width = 1600, height = 1200) => solid(width, height).jpeg().toBuffer(),
  png: () => solid(800, 600).png().toBuffer(),
  gif: () => solid(400, 300).gif().toBuffer(),
  webp: () => solid(2000, 1500).webp().toBuffer(),
  /** A JPEG carrying an owner name and GPS coordinates in its EXIF. */
  jpegWithGps: () =>
    solid(1200, 900)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner', ImageDescription: 'taken at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer(),
};

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims 50,000 × 50,000 pixels: a decompression bomb if decoded. */
export function pixelFloodPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
