import { describe, expect, it } from 'vitest';
import { entityHighlights } from './detection-highlights';
import { item } from './test-events';

describe('entity highlights from detected areas', () => {
  it('keep why the area was typed so (its basis), and leave it out when there is none', () => {
    const email = {
      ...item('ORGANIZATION_EMAIL', 'fast', [10, 10, 90, 20], 'post@nav.no'),
      basis: { block: 'sender' as const, holder: 'organisation' as const },
    };
    const phone = { ...item('PHONE_NUMBER', 'fast', [10, 30, 90, 40], '22 33 44 55') };
    const field = {
      ...item('PHONE_NUMBER', 'fast', [10, 50, 90, 60], '41234567'),
      field: true,
      basis: { label: 'Telefonnummer' },
    };
    const [org, plain, labelled] = entityHighlights(
      'a',
      [{ page: 1, sensitive: [email, phone, field] }],
      [],
    );
    expect(org).toMatchObject({ basis: { block: 'sender', holder: 'organisation' } });
    expect(plain).not.toHaveProperty('basis');
    expect(labelled).toMatchObject({ field: true, basis: { label: 'Telefonnummer' } });
  });
});
