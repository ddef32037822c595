import { describe, expect, it } from 'vitest';
import { boolean, integer, list, number, object, optBoolean, optList, optString, readableEntries, string } from './read';

describe('reply primitives', () => {
  it("yes/no in upstream's spellings", () => {
    for (const yes of [true, 'Y', 'y', '1', 1, 'true', 'YES']) expect(boolean(yes, 'f')).toBe(true);
    for (const no of [false, 'N', '0', 0, 'false', '']) expect(boolean(no, 'f')).toBe(false);
    expect(() => boolean('maybe', 'value.f')).toThrow('value.f is not a yes/no');
    expect(optBoolean(null, 'f')).toBeUndefined();
  });

  it('numbers sent as strings', () => {
    expect(number('12.50', 'n')).toBe(12.5);
    expect(integer(' 3 ', 'n')).toBe(3);
    expect(() => number('NaN', 'n')).toThrow();
    expect(() => number('', 'n')).toThrow();
    expect(() => integer('1.5', 'n')).toThrow(/integer/);
    expect(string(42, 's')).toBe('42');
    expect(optString(undefined, 's')).toBeUndefined();
  });

  it('lists as arrays or maps; absent lists empty; unreadable entries dropped where asked', () => {
    expect(list([1, 2], 'l', (v, p) => number(v, p))).toEqual([1, 2]);
    expect(list({ a: '1', b: '2' }, 'l', (v, p) => number(v, p))).toEqual([1, 2]);
    expect(optList(null, 'l', (v) => v)).toEqual([]);
    expect(() => list('x', 'l', (v) => v)).toThrow(/a list/);
    expect(readableEntries([{ id: 1 }, { id: 'x' }, null], 'l', (v, p) => integer(object(v, p).id, `${p}.id`))).toEqual([1]);
  });
});
