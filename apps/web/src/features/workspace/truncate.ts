/** A name longer than `max` keeps its first `max - 3` characters and gets an ellipsis. */
export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 3)}...` : name;
}

/** About `max` characters, keeping the extension: "a-very-long-rep….pdf". */
export function truncateKeepingExtension(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name.slice(0, Math.max(1, max - extension.length - 1))}…${extension}`;
}
