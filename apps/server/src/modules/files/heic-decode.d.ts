/** heic-decode ships no types: the one call the server makes (a HEVC-coded HEIC to RGBA pixels). */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row after row. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
