import { filesInScope, useFilesStore, type Scope } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { pendingSuggestions, redactable } from './build-mapping';
import { useRedactionStore } from './redaction-store';

/** What the user asked for: redact, or save or print, which redact first where needed. */
export type ReleaseStep = 'redact' | 'save' | 'print';

/** Save and redact take the redaction panel's scope; print prints the file on screen. */
export function scopeOf(step: ReleaseStep): Scope {
  return step === 'print' ? 'current' : useRedactionStore.getState().scope;
}

/** The accepted marks and the suggestions left in the files of `scope`. */
export function marksInScope(scope: Scope) {
  const { options } = useRedactionStore.getState();
  const files = filesInScope(useFilesStore.getState(), scope);
  const byFile = useHighlightsStore.getState().byFile;
  return {
    files,
    accepted: files.flatMap((file) => redactable(byFile[file.key] ?? [], options)),
    suggested: files.flatMap((file) => pendingSuggestions(byFile[file.key] ?? [], options)),
  };
}

/**
 * Whether saving or printing `scope` must ask first: it would redact a file that still has
 * suggestions nobody reviewed (a file already redacted is saved as it is).
 */
export function mustAsk(scope: Scope): boolean {
  const { redacted } = useFilesStore.getState();
  return marksInScope(scope).suggested.some((mark) => !redacted[mark.fileKey]);
}
