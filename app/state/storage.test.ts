import { beforeEach, describe, expect, it } from 'vitest';
import { forget, keep, readStored, readStoredJson } from './storage';
import { refuseStorage } from '../../tests/refuseStorage';

beforeEach(() => localStorage.clear());

describe('local storage, used the one way', () => {
  it('keeps, reads and forgets values', () => {
    expect(keep('pitchside.a', '{"b":1}')).toBe(true);
    expect(readStored('pitchside.a')).toBe('{"b":1}');
    expect(readStoredJson('pitchside.a')).toEqual({ b: 1 });
    forget('pitchside.a');
    expect(readStored('pitchside.a')).toBeNull();
  });

  it('reads a value that is not JSON as nothing', () => {
    localStorage.setItem('pitchside.a', '{"b"');
    expect(readStoredJson('pitchside.a')).toBeNull();
  });

  it('never throws where the browser refuses storage', () => {
    localStorage.setItem('pitchside.a', 'kept before');
    refuseStorage();
    expect(readStored('pitchside.a')).toBeNull();
    expect(readStoredJson('pitchside.a')).toBeNull();
    expect(keep('pitchside.a', 'new')).toBe(false);
    expect(() => forget('pitchside.a')).not.toThrow();
  });
});
