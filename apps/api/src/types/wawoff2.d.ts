// wawoff2 (WOFF2 ⇄ TrueType, WebAssembly) ships no types; the one call the receipt font uses.
declare module 'wawoff2' {
  const wawoff2: { decompress(input: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
