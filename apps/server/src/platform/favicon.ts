import { readFile } from "node:fs/promises";
import sharp from "sharp";

/**
 * An ICO file holding one PNG image (allowed since Windows Vista, read by every browser): the
 * 6-byte ICONDIR header, one 16-byte ICONDIRENTRY, then the PNG bytes.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

/** `/favicon.ico` for clients that ask for it by that name, drawn once from the app's SVG icon. */
export async function faviconIcoFrom(svgPath: string): Promise<Buffer> {
  const png = await sharp(await readFile(svgPath), { density: 300 })
    .resize(32, 32)
    .png()
    .toBuffer();
  return icoFromPng(png, 32);
}
