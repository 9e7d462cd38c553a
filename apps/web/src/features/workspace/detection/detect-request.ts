/** What one run sends (workspace §7): the files under their own names and the options. */
export interface DetectRequest {
  files: readonly { file: File; name: string }[];
  useFast: boolean;
  useStandard: boolean;
  useAdvanced: boolean;
  /** Option ids as the panel holds them (PERSON_F, ALL_FAST); the server strips the suffix. */
  requestedEntities: readonly string[];
  threshold: number;
  /** The ban list's words, or null when it is not used. */
  removeWords: readonly string[] | null;
}

export interface StreamHooks {
  /** The server has the whole upload and answered: the stream is open. */
  onOpen?: () => void;
  /** An event could not be read and was skipped. */
  onUnreadable?: () => void;
  /**
   * An event failed to decrypt (changed on the way, or sealed with another key): its content is
   * lost, and the run must show that. It is logged to the console too.
   */
  onUndecryptable?: () => void;
}
