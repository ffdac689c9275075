// Test helper. A minimal MaxMind DB (format spec 2.0) written byte by byte: an IPv4 tree with 24-bit records
// holding one /24 network, a data section with a City-shaped record, and the metadata block.

type Value = string | number | bigint | Value[] | { [k: string]: Value };

function encode(value: Value): Buffer {
  const control = (type: number, size: number) => (type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]));
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'bigint') {
    const bytes = Buffer.alloc(8);
    bytes.writeBigUInt64BE(value);
    return Buffer.concat([control(9, 8), bytes]);
  }
  if (typeof value === 'number') {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return Buffer.concat([control(6, 4), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([k, v]) => [encode(k), encode(v)])]);
}

export function buildTestMmdb(network: [number, number, number], record: Value): Buffer {
  const prefixBits = 24;
  const nodeCount = prefixBits;
  const bits = (network[0] << 16) | (network[1] << 8) | network[2];
  const data = encode(record);
  const empty = nodeCount;
  const dataPointer = nodeCount + 16; // offset 0 in the data section
  const tree = Buffer.alloc(nodeCount * 6);
  for (let i = 0; i < nodeCount; i++) {
    const bit = (bits >> (prefixBits - 1 - i)) & 1;
    const next = i === nodeCount - 1 ? dataPointer : i + 1;
    tree.writeUIntBE(bit === 0 ? next : empty, i * 6, 3);
    tree.writeUIntBE(bit === 1 ? next : empty, i * 6 + 3, 3);
  }
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: 'GeoLite2-City',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1700000000n,
    description: { en: 'test' },
  });
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')]);
  return Buffer.concat([tree, Buffer.alloc(16), data, marker, metadata]);
}
