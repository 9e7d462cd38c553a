import type { ReactNode } from 'react';

export type AlertKind = 'error' | 'info' | 'success';

/** An inline notice; errors are announced at once, the others politely. */
export function FormAlert({ kind, children }: { kind: AlertKind; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
