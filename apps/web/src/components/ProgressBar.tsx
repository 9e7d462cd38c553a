/**
 * A thin bar showing a share done (0–100 %), announced as a progress bar under `label`. The
 * fill's transition is the --progress-transition of `className` (0.3 s by default).
 */
export function ProgressBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className?: string;
}) {
  return (
    <div
      className={className === undefined ? 'progress-bar' : `progress-bar ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
