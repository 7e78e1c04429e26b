import { describe, expect, it } from 'vitest';
import * as me from '../../../../contract/me';
import * as users from '../../../../contract/users';
import { ACTIVITY_TYPES, REMOVED_USER_SORT_FIELDS, USER_SORT_FIELDS } from './constants';

describe('the users screens use the contract allow-lists', () => {
  it('has the same values as contract/', () => {
    expect(USER_SORT_FIELDS).toEqual(users.USER_SORT_FIELDS);
    expect(REMOVED_USER_SORT_FIELDS).toEqual(users.REMOVED_USER_SORT_FIELDS);
    expect(ACTIVITY_TYPES).toEqual(me.ACTIVITY_TYPES);
  });
});
