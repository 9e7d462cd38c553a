import { useId, type ReactNode } from 'react';

/** A titled section of a settings tab. */
export function SettingsCard({
  title,
  description,
  tone = 'normal',
  children,
}: {
  title: string;
  description?: string;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={tone === 'danger' ? 'settings-card settings-card-danger' : 'settings-card'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {description && <p className="muted">{description}</p>}
      {children}
    </section>
  );
}
