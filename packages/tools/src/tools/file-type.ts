/** An image format the read tool returns as image content. */
export interface ImageType {
  mimeType: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** PNG, JPEG, GIF or WebP by magic bytes; `undefined` otherwise. */
export function detectImage(head: Uint8Array): ImageType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: "image/png" };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mimeType: "image/jpeg" };
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return { mimeType: "image/gif" };
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return { mimeType: "image/webp" };
  return undefined;
}

const SIGNATURES: [number[], number, string][] = [
  [ascii("%PDF-"), 0, "a PDF document"],
  [[0x50, 0x4b, 0x03, 0x04], 0, "a ZIP archive (or a format built on ZIP: docx, xlsx, jar, …)"],
  [[0x1f, 0x8b], 0, "a gzip-compressed file"],
  [[0x42, 0x5a, 0x68], 0, "a bzip2-compressed file"],
  [[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 0, "an xz-compressed file"],
  [[0x28, 0xb5, 0x2f, 0xfd], 0, "a zstd-compressed file"],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0, "a 7-Zip archive"],
  [ascii("Rar!"), 0, "a RAR archive"],
  [ascii("ustar"), 257, "a tar archive"],
  [[0x7f, 0x45, 0x4c, 0x46], 0, "an ELF executable or shared library"],
  [[0xcf, 0xfa, 0xed, 0xfe], 0, "a Mach-O executable"],
  [[0xca, 0xfe, 0xba, 0xbe], 0, "a Java class file or Mach-O universal binary"],
  [ascii("MZ"), 0, "a Windows executable or DLL"],
  [[0x00, 0x61, 0x73, 0x6d], 0, "a WebAssembly module"],
  [ascii("SQLite format 3"), 0, "an SQLite database"],
  [ascii("BM"), 0, "a BMP image (not supported: convert it to PNG to view it)"],
  [[0x49, 0x49, 0x2a, 0x00], 0, "a TIFF image (not supported: convert it to PNG to view it)"],
  [[0x4d, 0x4d, 0x00, 0x2a], 0, "a TIFF image (not supported: convert it to PNG to view it)"],
  [[0x00, 0x00, 0x01, 0x00], 0, "an ICO image (not supported: convert it to PNG to view it)"],
  [ascii("ID3"), 0, "an MP3 audio file"],
  [ascii("OggS"), 0, "an Ogg media file"],
  [ascii("fLaC"), 0, "a FLAC audio file"],
  [ascii("ftyp"), 4, "an MP4/QuickTime media file"],
  [[0x1a, 0x45, 0xdf, 0xa3], 0, "a Matroska/WebM media file"],
  [ascii("wOFF"), 0, "a WOFF font"],
  [ascii("wOF2"), 0, "a WOFF2 font"],
];

/**
 * Whether a file's first bytes look binary (a NUL byte, or many control
 * characters), and if so what it seems to be. Text that is merely not valid
 * UTF-8 is not binary.
 */
export function detectBinary(head: Uint8Array): { binary: false } | { binary: true; kind: string } {
  for (const [signature, offset, kind] of SIGNATURES) {
    if (startsWith(head, signature, offset) && (offset > 0 || looksBinary(head) || signature.length >= 4)) {
      return { binary: true, kind };
    }
  }
  if (looksBinary(head)) return { binary: true, kind: "binary data" };
  return { binary: false };
}

function looksBinary(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    // Control characters other than tab, newline, form feed, carriage return and escape.
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13 && byte !== 27) control++;
  }
  return control / head.length > 0.1;
}
