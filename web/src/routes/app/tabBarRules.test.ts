import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from '../../features/matches/unreadBadge';
import { isTabBarVisible } from './tabBarRules';

describe('formatUnreadBadge', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('%i → %s', (count, text) => {
    expect(formatUnreadBadge(count)).toBe(text);
  });
});

describe('isTabBarVisible', () => {
  it.each([
    ['/app/profiles', true],
    ['/app/liked', true],
    ['/app/matches', true],
    ['/app/account', true],
    ['/app/unmatched', true],
    ['/app/chat/42', false],
    ['/app/edit-profile', false],
  ])('%s → %s', (pathname, visible) => {
    expect(isTabBarVisible(pathname)).toBe(visible);
  });
});
