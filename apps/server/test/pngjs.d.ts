// The part of pngjs (which ships no types; it comes with qrcode) that the QR-code tests use.
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
