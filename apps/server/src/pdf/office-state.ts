import type { TEngineStatus } from '@workbench/contracts';
import type { OfficeStatus } from '@workbench/convert';

/** LibreOffice's state as health and the status page show it, with how to install it. */
export function officeState(status: OfficeStatus): TEngineStatus {
  if (status.available) return { state: 'ready', detail: status.detail };
  return { state: 'not_installed', detail: `${status.detail}. ${status.install}` };
}
