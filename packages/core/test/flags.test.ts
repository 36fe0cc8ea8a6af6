import { setFlag, takeFlag } from '../src/flags';

beforeEach(() => localStorage.clear());

describe('one-shot flags', () => {
  it('takeFlag reads and clears, so the flag fires once', () => {
    setFlag('loginSuccess');
    expect(localStorage.getItem('loginSuccess')).toBe('true');
    expect(takeFlag('loginSuccess')).toBe(true);
    expect(takeFlag('loginSuccess')).toBe(false);
    expect(localStorage.getItem('loginSuccess')).toBeNull();
  });

  it('flags are independent', () => {
    setFlag('newPostCreated');
    expect(takeFlag('loginSuccess')).toBe(false);
    expect(takeFlag('newPostCreated')).toBe(true);
  });
});
