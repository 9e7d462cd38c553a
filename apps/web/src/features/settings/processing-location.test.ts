import { describe, expect, it } from 'vitest';
import { effectiveProcessingLocation } from './processing-location';

const acme = { id: '0c1f4d0e-1111-4111-8111-000000000001', name: 'Acme Kommune' };

describe('effectiveProcessingLocation', () => {
  it("follows the user's setting when no organization requires the device", () => {
    const free = { on_device_required_by: null };
    expect(effectiveProcessingLocation({ processing_location: 'device' }, free)).toEqual({
      location: 'device',
      isRequired: false,
      requiredBy: null,
    });
    expect(effectiveProcessingLocation({ processing_location: 'server' }, free).location).toBe(
      'server',
    );
  });

  it('processes on the device whatever the setting says when an organization requires it', () => {
    const required = { on_device_required_by: acme };
    for (const settings of [{ processing_location: 'server' as const }, null]) {
      expect(effectiveProcessingLocation(settings, required)).toEqual({
        location: 'device',
        isRequired: true,
        requiredBy: acme,
      });
    }
  });

  it('stays on the server until the settings are known', () => {
    expect(effectiveProcessingLocation(null, null)).toEqual({
      location: 'server',
      isRequired: false,
      requiredBy: null,
    });
    expect(effectiveProcessingLocation(undefined, { on_device_required_by: null }).location).toBe(
      'server',
    );
  });
});
