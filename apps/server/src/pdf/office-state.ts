import type { THealth } from '@workbench/contracts';
import type { OfficeStatus } from '@workbench/convert';

/**
 * LibreOffice's state as health and the status page show it: whether it is sealed in, and how to
 * install it or its sandbox.
 */
export function officeState(status: OfficeStatus): THealth['converters']['office'] {
  const { sandbox, fontsMissing } = status;
  const common = { sandbox, fonts_missing: fontsMissing };
  if (status.available) return { state: 'ready', detail: status.detail, ...common };
  return { state: 'not_installed', detail: `${status.detail}. ${status.install}`, ...common };
}
