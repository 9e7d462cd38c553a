import { describe, expect, it } from 'vitest';
import {
  DEVICE_MESSAGES,
  onDeviceRequiredMessage,
  readOnDeviceRequiredMessage,
  ZDeviceTicketRequest,
} from './device';
import { ZUser } from './users';

describe('on-device contracts', () => {
  it('reads the organization back from the refusal, whatever its name', () => {
    for (const name of ['Acme', 'Statens hus (Sør) & Co.', 'A. B.']) {
      expect(readOnDeviceRequiredMessage(onDeviceRequiredMessage(name))).toBe(name);
    }
    expect(onDeviceRequiredMessage('Acme')).toBe(
      'Your organization Acme requires documents to be processed on your device. Turn on “Process on this device” in Settings, or ask an owner of Acme.',
    );
    expect(readOnDeviceRequiredMessage('Your page quota is fine')).toBeNull();
  });

  it('takes page counts and nothing else about the files', () => {
    const ticket = { operation: 'search', files: [{ pages: 3 }] };
    expect(ZDeviceTicketRequest.parse(ticket)).toEqual(ticket);
    const named = ZDeviceTicketRequest.safeParse({
      ...ticket,
      files: [{ pages: 3, name: 'brev.pdf' }],
    });
    expect(named.success).toBe(false);
    const noFiles = ZDeviceTicketRequest.safeParse({ operation: 'search', files: [] });
    expect(noFiles.error?.issues[0]?.message).toBe(DEVICE_MESSAGES.files);
  });

  it('reads a user kept before the on-device requirement existed as not required', () => {
    const kept = {
      id: 'u1',
      username: 'kari',
      email: 'kari@nav.no',
      email_verified: true,
      pending_email: null,
      department_id: 1,
      tutorial_finished: true,
      language: 'nb',
      is_premium: false,
    };
    expect(ZUser.parse(kept).on_device_required_by).toBeNull();
  });
});
