import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/fake-api';
import { buildOrganization, buildOwnedOrganization } from './fake-organization-api';
import { chooseOrganization, roleIn } from './organization-roles';

const first = buildOrganization({ org_id: 'first', role: 'admin' });
const second = buildOrganization({ org_id: 'second', role: 'viewer' });
const owned = buildOwnedOrganization({ org_id: 'owned' });

describe('choosing the organization to work in', () => {
  it('prefers the one the user owns', () => {
    expect(chooseOrganization([first, owned, second], testUser.id, null)).toBe('owned');
  });

  it('takes the first when the user owns none', () => {
    expect(chooseOrganization([first, second], testUser.id, null)).toBe('first');
  });

  it('keeps the one chosen before while the user still belongs to it', () => {
    expect(chooseOrganization([first, owned, second], testUser.id, 'second')).toBe('second');
    expect(chooseOrganization([first, owned], testUser.id, 'left-since')).toBe('owned');
  });

  it('has none without organizations', () => {
    expect(chooseOrganization([], testUser.id, 'left-since')).toBeNull();
  });
});

describe('the role in an organization', () => {
  it('is owner for the owner, whatever the list says, else the role listed', () => {
    expect(roleIn({ ...owned, role: 'member' }, testUser.id)).toBe('owner');
    expect(roleIn(first, testUser.id)).toBe('admin');
  });
});
