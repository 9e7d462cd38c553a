/** A file's bytes for the engine (each call gets its own copy; the File stays as it is). */
export async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** The engine's bytes as a Blob, as the server's answer arrives. */
export function blobOf(bytes: Uint8Array, type: string): Blob {
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}
